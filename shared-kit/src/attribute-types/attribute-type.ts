import type { AttributeType } from '../contracts/attributes.ts';
import type { FilterOperator } from '../contracts/product-filters.ts';
import type { ErrorCode } from '../errors/catalogue.ts';

/**
 * What one attribute type means wherever its values are filtered, indexed, typed in, imported or
 * shown: one module per type (`./<type>.ts`), all of them in `./index.ts`. The client and the
 * server both read these, so the operators a filter editor offers are exactly those the search
 * accepts. Plain data and pure functions: no React, no database (the server imports this file).
 */

/** How a value of the type is entered and compared in a filter. */
export type AttributeValueKind = 'text' | 'number' | 'date' | 'boolean' | 'choice';

/** The typed index table holding the type's values for filters and sorts (docs/catalogue-storage.md). */
export type IndexTable = 'text' | 'number' | 'date';

/** A value code of `attribute.value.*` (errors catalogue), the reason a text is not a value. */
export type ValueErrorCode = Extract<ErrorCode, `attribute.value.${string}`>;

/** A value written as text (an import cell, a pasted value): the stored value, or why not. */
export type ParsedValue = { ok: true; value: unknown } | { ok: false; code: ValueErrorCode };

/** What formatting a value needs from around it. */
export type FormatContext = {
  /** The interface language (`en`, `fr`): number and date notation. */
  language: string;
  /** The words for true and false in that language. */
  yes: string;
  no: string;
  /** The symbol of the attribute's unit, when it has one. */
  unitSymbol?: string;
  /** The label of a choice code in that language (the code itself when unknown). */
  choiceLabel(code: string): string;
};

export type AttributeTypeModule = {
  readonly type: AttributeType;
  readonly valueKind: AttributeValueKind;
  readonly indexTable: IndexTable;
  /** The filter operators the listing search accepts for the type, in the order a picker offers them. */
  readonly filterOperators: readonly FilterOperator[];
  /** Several values per language (a list): the listing cannot sort on it. */
  readonly multiValued: boolean;
  /**
   * One scalar of a filter (a comparison value, a bound, a list item) as its index table holds
   * it, or null when it cannot be a value of the type (the search answers `filter.invalid_value`).
   */
  filterText(value: string | number | boolean): string | null;
  /** One value (one language) as one line of text for listings, history and exports. */
  format(value: unknown, context: FormatContext): string;
  /** A value written as text → the stored value (`null` for a blank text), or why not. */
  parse(text: string): ParsedValue;
};
