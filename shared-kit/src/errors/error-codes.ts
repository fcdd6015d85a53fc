import type { ErrorCode } from './catalogue.ts';
import { errorCodes } from './error-codes.build-time.ts';

const knownCodes = new Set<string>(errorCodes);

/** Whether the catalogue knows `value`, checked without loading its messages (the first screen's API client). */
export function isKnownErrorCode(value: string): value is ErrorCode {
  return knownCodes.has(value);
}
