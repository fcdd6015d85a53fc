import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import { constraintOf, sqlStateOf } from '../db/errors.ts';

/** The answer to a PostgreSQL error that bad input caused: a coded 4xx, never a 500. */
export type DatabaseErrorAnswer = { status: number; code: ErrorCode; sqlState: string; constraint: string | undefined };

/**
 * The last line of defence behind the request schemas and the services' own checks: input the
 * database refuses (SQLSTATE classes 22 "data exception" and 23 "integrity constraint violation")
 * is the client's mistake. Each answer is logged, as it shows a check missing in front of it.
 */
const answersBySqlState: Record<string, { status: number; code: ErrorCode }> = {
  // A NUL byte in text (22021) or in jsonb (22P05), a lone surrogate in jsonb (22P05).
  '22021': { status: 400, code: 'validation.invalid_characters' },
  '22P05': { status: 400, code: 'validation.invalid_characters' },
  // Text that is not a uuid, an integer, a boolean…
  '22P02': { status: 400, code: 'validation.invalid' },
  '22003': { status: 400, code: 'validation.too_big' },
  '22001': { status: 400, code: 'validation.too_long' },
  '22007': { status: 400, code: 'validation.invalid_format' },
  '22008': { status: 400, code: 'validation.invalid_format' },
  '23502': { status: 400, code: 'validation.required' },
  '23503': { status: 422, code: 'validation.unknown_reference' },
  '23505': { status: 409, code: 'conflict.duplicate' },
  '23514': { status: 422, code: 'validation.invalid_value' },
  // An index entry larger than a btree page (an enormous text in a unique or indexed column).
  '54000': { status: 400, code: 'validation.too_long' },
};

export function databaseErrorAnswer(error: unknown): DatabaseErrorAnswer | undefined {
  const sqlState = sqlStateOf(error);
  const answer = sqlState === undefined ? undefined : answersBySqlState[sqlState];
  if (sqlState === undefined || answer === undefined) return undefined;
  return { ...answer, sqlState, constraint: constraintOf(error) };
}
