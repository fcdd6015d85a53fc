import type { FormInstance } from '@pimento/shared-kit/ui/antd-form';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { errorMessage, isErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { Language } from '@pimento/shared-kit/i18n/i18n';

/** A server field key (`choices.2.code`, `labels.fr`) as an antd form name path. */
export function toNamePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Server field errors as translated messages per field key. */
export function fieldMessages(error: unknown, language: Language): Record<string, string[]> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, codes]) => [field, codes.map((code) => (isErrorCode(code) ? errorMessage(code, language, error.params) : code))]),
  );
}

/**
 * Shows the server's field errors at their fields (spec: every rule shown at the field).
 * Returns the keys that matched no field of the form, so the caller can show them elsewhere.
 */
export function applyServerFieldErrors(form: FormInstance, error: unknown, language: Language, knownFields: readonly string[]): string[] {
  const messages = fieldMessages(error, language);
  const unmatched: string[] = [];
  const fields = Object.entries(messages).flatMap(([field, errors]) => {
    const root = field.split('.')[0] ?? field;
    if (!knownFields.includes(root)) {
      unmatched.push(...errors);
      return [];
    }
    return [{ name: toNamePath(field), errors }];
  });
  form.setFields(fields);
  return unmatched;
}

/**
 * Shows the server's field errors at their fields and answers the text of the form's alert:
 * `fixFields` when every error found its field, else the error itself and what no field shows.
 */
export function serverRefusalMessage(form: FormInstance, error: unknown, language: Language, knownFields: readonly string[], fixFields: string | null): string | null {
  const unmatched = applyServerFieldErrors(form, error, language, knownFields);
  const hasFieldErrors = error instanceof ApiError && Object.keys(error.fields).length > unmatched.length;
  return hasFieldErrors && unmatched.length === 0 ? fixFields : [translateError(error, language), ...unmatched].join(' ');
}
