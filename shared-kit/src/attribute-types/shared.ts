import type { FilterOperator } from '../contracts/product-filters.ts';
import type { FormatContext, ParsedValue, ValueErrorCode } from './attribute-type.ts';

/** Operators of the text index: free text compared as text. */
export const textOperators: readonly FilterOperator[] = ['contains', 'not_contains', 'equals', 'not_equals', 'starts_with', 'empty', 'not_empty', 'among', 'not_among'];
/** Operators of the number index. */
export const numberOperators: readonly FilterOperator[] = ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'between', 'empty', 'not_empty', 'among', 'not_among'];
/** Operators of dates: no list (a pasted list of dates is no use case). */
export const dateOperators: readonly FilterOperator[] = ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'between', 'empty', 'not_empty'];
/** Operators of choices: codes compared whole (a part of a code means nothing to the user). */
export const choiceOperators: readonly FilterOperator[] = ['equals', 'not_equals', 'among', 'not_among', 'empty', 'not_empty'];

/** True when an operator takes no value (empty, not empty). */
export function operatorTakesNoValue(operator: FilterOperator): boolean {
  return operator === 'empty' || operator === 'not_empty';
}

/** True when an operator takes a list (among, not among). */
export function operatorTakesList(operator: FilterOperator): boolean {
  return operator === 'among' || operator === 'not_among';
}

export const ok = (value: unknown): ParsedValue => ({ ok: true, value });
export const refused = (code: ValueErrorCode): ParsedValue => ({ ok: false, code });

/** A blank text is no value; otherwise `parse` reads the trimmed text. */
export function unlessBlank(text: string, parse: (trimmed: string) => ParsedValue): ParsedValue {
  const trimmed = text.trim();
  return trimmed === '' ? ok(null) : parse(trimmed);
}

/** The items of a list written in one cell: one per line or between pipes, blanks dropped. */
export function listItems(text: string): string[] {
  return text
    .split(/[\n|]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A number written either way (`1250.5`, `1250,5`), or null. */
export function readNumber(text: string): number | null {
  const normalized = /^[+-]?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/** A number the interface language's way, with the unit. */
export function formatNumber(value: unknown, context: FormatContext): string {
  if (typeof value !== 'number') return value === null || value === undefined ? '' : String(value);
  const unit = context.unitSymbol ? ` ${context.unitSymbol}` : '';
  return `${value.toLocaleString(context.language === 'fr' ? 'fr-FR' : 'en-GB')}${unit}`;
}

/** A number filter value as the number index holds it. */
export function numberFilterText(value: string | number | boolean): string | null {
  if (typeof value === 'boolean') return null;
  const text = String(value).trim();
  return text !== '' && Number.isFinite(Number(text)) ? text : null;
}

/** Any text-like value as one line. */
export function formatText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
