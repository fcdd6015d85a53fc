/**
 * A problem in a formula: a stable code (translated from the error catalogue, `formula.*`) and
 * the span it concerns, as character offsets into the formula text (`end` exclusive).
 */
export type FormulaIssueCode =
  | 'formula.empty'
  | 'formula.unexpected_character'
  | 'formula.unterminated_string'
  | 'formula.unterminated_reference'
  | 'formula.empty_reference'
  | 'formula.unexpected_token'
  | 'formula.unexpected_end'
  | 'formula.unknown_function'
  | 'formula.wrong_argument_count'
  | 'formula.unknown_attribute'
  | 'formula.unsupported_input'
  | 'formula.localizable_input'
  | 'formula.type_mismatch'
  | 'formula.result_type_mismatch'
  | 'formula.circular_reference'
  | 'formula.division_by_zero'
  | 'formula.not_a_number';

export type FormulaIssue = {
  code: FormulaIssueCode;
  start: number;
  end: number;
  params?: Record<string, string | number>;
};

/** Thrown inside the tokenizer, parser and evaluator; callers receive it as a value. */
export class FormulaError extends Error {
  readonly issue: FormulaIssue;
  constructor(issue: FormulaIssue) {
    super(issue.code);
    this.name = 'FormulaError';
    this.issue = issue;
  }
}
