import type { Pill, PillCondition, SkipRowCondition } from '../contracts/imports.ts';
import { evaluateFormula } from '../formulas/evaluate.ts';
import { formulaText } from '../formulas/functions.ts';
import type { FormulaNode } from '../formulas/ast.ts';
import type { FormulaIssue } from '../formulas/issues.ts';
import { checkFormula } from '../formulas/type-check.ts';

/** One row's cells by column key (`headerKey`); a missing or empty cell is null. */
export type RowCells = ReadonlyMap<string, string | null>;

/** What a pill gives for one row. */
export type PillOutcome =
  /** The pill does not write for this row (a condition does not hold). */
  | { readonly applies: false }
  /** The text to write, null for an empty cell (kept or cleared as the template says). */
  | { readonly applies: true; readonly text: string | null }
  /** The formula failed on this row (a division by zero, a text where a number was needed). */
  | { readonly applies: true; readonly error: FormulaIssue };

export interface CompiledPill {
  readonly pill: Pill;
  /** The pill's value for a row; `targetIsEmpty` answers whether the product has no value yet. */
  apply(row: RowCells, targetIsEmpty: () => boolean): PillOutcome;
}

/** Why a pill cannot run (spec §5: "none broken"). */
export type PillProblem =
  | { readonly code: 'import.pill_formula'; readonly issues: readonly FormulaIssue[] }
  | { readonly code: 'import.pill_missing_column'; readonly column: string };

/**
 * Prepares a pill once for every row of a file: its formula parsed and checked against the file's
 * columns (each reads as text), its value map indexed. Answers the problems instead when the pill
 * is broken for this file.
 */
export function compilePill(pill: Pill, columnKeys: ReadonlySet<string>): { ok: true; compiled: CompiledPill } | { ok: false; problems: PillProblem[] } {
  const problems: PillProblem[] = [];
  for (const column of [...pill.columns, ...pill.conditions.flatMap(conditionColumn)]) {
    if (!columnKeys.has(column)) problems.push({ code: 'import.pill_missing_column', column });
  }
  let formula: FormulaNode | null = null;
  if (pill.formula !== null && pill.formula.trim() !== '') {
    const check = checkFormula(pill.formula, { type: 'long_text', localizable: false }, (code) =>
      columnKeys.has(code.toLowerCase()) ? { code, type: 'text', localizable: false } : undefined,
    );
    if (check.ok) formula = check.ast;
    else problems.push({ code: 'import.pill_formula', issues: check.errors });
  }
  if (problems.length > 0) return { ok: false, problems };

  const mapped = new Map((pill.value_map?.entries ?? []).map((entry) => [comparable(entry.from), entry.to]));
  const mapDefault = pill.value_map?.default ?? null;
  return {
    ok: true,
    compiled: {
      pill,
      apply(row, targetIsEmpty) {
        for (const condition of pill.conditions) if (!conditionHolds(condition, row, targetIsEmpty)) return { applies: false };
        let text: string | null;
        if (formula) {
          const result = evaluateFormula(formula, (code) => row.get(code.toLowerCase()) ?? null);
          if (!result.ok) return { applies: true, error: result.error };
          text = result.value === null ? null : formulaText(result.value);
        } else {
          const parts = pill.columns.map((column) => row.get(column)).filter((value): value is string => value !== null && value !== undefined && value !== '');
          text = parts.length > 0 ? parts.join(' ') : null;
        }
        if (pill.value_map && text !== null) text = mapped.get(comparable(text)) ?? mapDefault ?? text;
        return { applies: true, text: text === '' ? null : text };
      },
    },
  };
}

/** Whether a row is skipped whole by the template's skip conditions (any that holds skips it). */
export function rowIsSkipped(conditions: readonly SkipRowCondition[], row: RowCells): boolean {
  return conditions.some((condition) => conditionHolds(condition, row, () => false));
}

function conditionHolds(condition: PillCondition, row: RowCells, targetIsEmpty: () => boolean): boolean {
  switch (condition.kind) {
    case 'column_is':
      return comparable(row.get(condition.column) ?? '') === comparable(condition.value);
    case 'column_is_not':
      return comparable(row.get(condition.column) ?? '') !== comparable(condition.value);
    case 'column_is_empty':
      return (row.get(condition.column) ?? '').trim() === '';
    case 'column_is_not_empty':
      return (row.get(condition.column) ?? '').trim() !== '';
    case 'target_is_empty':
      return targetIsEmpty();
  }
}

function conditionColumn(condition: PillCondition): string[] {
  return 'column' in condition ? [condition.column] : [];
}

/** Supplier codes are compared as a person reads them: case and surrounding spaces do not count. */
function comparable(text: string): string {
  return text.trim().toLocaleLowerCase();
}
