import { ApiError, clientErrorCodes } from '@pimento/shared-kit/client/api-error';
import { errorMessage, isErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { Language } from '@pimento/shared-kit/i18n/i18n';

/** The message to show for a failed call, from the error-code catalogue (spec §8), in the interface language. */
export function translateError(error: unknown, language: Language): string {
  if (!(error instanceof ApiError)) return errorMessage('an-error-occurred', language);
  if (error.code === clientErrorCodes.network) return errorMessage('server-no-response', language);
  if (isErrorCode(error.code)) return errorMessage(error.code, language, error.retryAfterSeconds === null ? error.params : { ...error.params, seconds: error.retryAfterSeconds });
  if (error.status >= 500) return errorMessage('internal-server-error', language);
  return errorMessage('an-error-occurred', language);
}

/** Field errors (`fields` of the error answer) as messages: catalogue codes are translated, other texts kept. */
export function translateFieldErrors(error: unknown, language: Language): string[] {
  if (!(error instanceof ApiError)) return [];
  return Object.values(error.fields)
    .flat()
    .map((item) => (isErrorCode(item) ? errorMessage(item, language, error.params) : item));
}
