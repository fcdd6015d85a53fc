import type { FormulaNode } from './ast.ts';
import { formulaFunctions, formulaText } from './functions.ts';
import { FormulaError } from './issues.ts';
import type { FormulaIssue } from './issues.ts';
import type { FormulaValue } from './types.ts';

/** The value of an input attribute by code; null (or undefined) when the product has none. */
export type FormulaLookup = (code: string) => FormulaValue | undefined;

export type EvaluationResult = { ok: true; value: FormulaValue } | { ok: false; error: FormulaIssue };

/**
 * Evaluates a checked formula. Empty inputs are null: arithmetic and comparisons with an empty
 * operand are empty, `&` and CONCAT read it as "", IF, AND and OR read it as false.
 */
export function evaluateFormula(ast: FormulaNode, lookup: FormulaLookup): EvaluationResult {
  try {
    return { ok: true, value: evaluate(ast, lookup) };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, error: error.issue };
    throw error;
  }
}

function finite(value: number, node: FormulaNode): number {
  if (!Number.isFinite(value)) throw new FormulaError({ code: 'formula.not_a_number', start: node.start, end: node.end });
  return value;
}

function equal(left: Exclude<FormulaValue, null>, right: Exclude<FormulaValue, null>): boolean {
  // Texts compare like a person reads them: "Red" equals "red".
  if (typeof left === 'string' && typeof right === 'string') return left.toLocaleLowerCase() === right.toLocaleLowerCase();
  return left === right;
}

function evaluate(node: FormulaNode, lookup: FormulaLookup): FormulaValue {
  switch (node.kind) {
    case 'number':
    case 'text':
    case 'boolean':
      return node.value;
    case 'reference': {
      const value = lookup(node.code);
      return value === undefined || value === '' ? null : value;
    }
    case 'negate': {
      const value = evaluate(node.operand, lookup);
      return value === null ? null : -(value as number);
    }
    case 'binary':
      return evaluateBinary(node, lookup);
    case 'call': {
      if (node.name === 'IF') {
        const condition = evaluate(node.args[0]!, lookup);
        if (condition === true) return evaluate(node.args[1]!, lookup);
        return node.args[2] === undefined ? null : evaluate(node.args[2], lookup);
      }
      const spec = formulaFunctions[node.name];
      if (spec?.apply === undefined) throw new FormulaError({ code: 'formula.unknown_function', start: node.start, end: node.end });
      const value = spec.apply(node.args.map((arg) => evaluate(arg, lookup)));
      return typeof value === 'number' ? finite(value, node) : value;
    }
  }
}

function evaluateBinary(node: Extract<FormulaNode, { kind: 'binary' }>, lookup: FormulaLookup): FormulaValue {
  const left = evaluate(node.left, lookup);
  const right = evaluate(node.right, lookup);
  if (node.operator === '&') return formulaText(left) + formulaText(right);
  if (left === null || right === null) return null;
  switch (node.operator) {
    case '+':
      return finite((left as number) + (right as number), node);
    case '-':
      return finite((left as number) - (right as number), node);
    case '*':
      return finite((left as number) * (right as number), node);
    case '/':
      if (right === 0) throw new FormulaError({ code: 'formula.division_by_zero', start: node.right.start, end: node.right.end });
      return finite((left as number) / (right as number), node);
    case '=':
      return equal(left, right);
    case '<>':
      return !equal(left, right);
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
  }
}
