import { catalogueCoreErrors } from './catalogue-core-errors.ts';
import { attributeErrors, attributeValueErrors, formulaErrors, objectErrors } from './attribute-errors.ts';
import { assetErrors, etimErrors, importErrors, priceErrors, templateErrors, validationRuleErrors } from './catalogue-content-errors.ts';
import { generalErrors } from './general-errors.ts';
import { inputErrors } from './input-errors.ts';
import type { ErrorMessage, InterfaceLanguage } from './messages.ts';
import { sessionErrors } from './session-errors.ts';
import { taskErrors } from './task-errors.ts';
import { structureImportErrors } from './structure-import-errors.ts';
import { exportTemplateErrors } from './export-template-errors.ts';
import { demoCatalogueErrors } from './demo-catalogue-errors.ts';
import { exportErrors } from './export-errors.ts';
import { peopleErrors } from './people-errors.ts';
import { connectorErrors } from './connector-errors.ts';
import { feedErrors } from './feed-errors.ts';
import { ssoErrors } from './sso-errors.ts';
import { pdfErrors } from './pdf-errors.ts';
import { assetExportErrors } from './asset-export-errors.ts';
import { emailErrors } from './email-errors.ts';

/**
 * Every stable error code of the API with its English and French message (spec §8).
 * The server answers `{ code, message }` with the English text; the client translates `code`.
 */
export const errorCatalogue = {
  ...sessionErrors,
  ...generalErrors,
  ...inputErrors,
  ...importErrors,
  ...structureImportErrors,
  ...demoCatalogueErrors,
  ...exportErrors,
  ...assetErrors,
  ...priceErrors,
  ...validationRuleErrors,
  ...etimErrors,
  ...templateErrors,
  ...exportTemplateErrors,
  ...taskErrors,
  ...attributeErrors,
  ...attributeValueErrors,
  ...objectErrors,
  ...formulaErrors,
  ...catalogueCoreErrors,
  ...peopleErrors,
  ...connectorErrors,
  ...feedErrors,
  ...ssoErrors,
  ...pdfErrors,
  ...assetExportErrors,
  ...emailErrors,
} as const satisfies Record<string, ErrorMessage>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorCatalogue, value);
}

/** Values of a message's `{name}` placeholders (e.g. `auth.throttled`'s `{seconds}`). */
export type ErrorMessageParams = Readonly<Record<string, string | number>>;

/**
 * The message of `code` in `language`, its `{name}` placeholders filled from `params` (a missing
 * value reads "…"); an unknown code falls back to the generic error.
 */
export function errorMessage(code: string, language: InterfaceLanguage = 'en', params: ErrorMessageParams = {}): string {
  const entry: ErrorMessage = isErrorCode(code) ? errorCatalogue[code] : errorCatalogue['an-error-occurred'];
  return entry[language].replace(/\{(\w+)\}/g, (_placeholder, name: string) => String(params[name] ?? '…'));
}
