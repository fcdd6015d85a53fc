import type { FormulaType, FormulaValue } from './types.ts';

/**
 * The functions of the formula language. `params` gives each argument's type (`any` accepts
 * every type); `variadic` repeats the last parameter; `result` is the return type, or `same`
 * for IF (the type of its branches). Empty inputs are `null`: see docs/formulas.md.
 */
export type FunctionSpec = {
  params: (FormulaType | 'any')[];
  minArgs: number;
  variadic?: boolean;
  result: FormulaType | 'same';
  /** Receives evaluated arguments, except IF which is lazy and handled by the evaluator. */
  apply?: (args: FormulaValue[]) => FormulaValue;
};

function text(value: FormulaValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

export { text as formulaText };

const numbers = (args: FormulaValue[]): number[] | null => (args.some((arg) => arg === null) ? null : (args as number[]));

export const formulaFunctions: Record<string, FunctionSpec> = {
  IF: { params: ['boolean', 'any', 'any'], minArgs: 2, result: 'same' },
  AND: { params: ['boolean'], minArgs: 1, variadic: true, result: 'boolean', apply: (args) => args.every((arg) => arg === true) },
  OR: { params: ['boolean'], minArgs: 1, variadic: true, result: 'boolean', apply: (args) => args.some((arg) => arg === true) },
  NOT: { params: ['boolean'], minArgs: 1, result: 'boolean', apply: ([value]) => (value === null ? null : !value) },
  CONCAT: { params: ['any'], minArgs: 1, variadic: true, result: 'text', apply: (args) => args.map(text).join('') },
  ROUND: {
    params: ['number', 'number'],
    minArgs: 1,
    result: 'number',
    apply: ([value, digits]) => {
      if (value === null) return null;
      const places = Math.trunc((digits as number | null) ?? 0);
      const factor = 10 ** places;
      // Half away from zero, with a nudge so 1.005 rounds to 1.01 as a person expects.
      return (Math.sign(value as number) * Math.round(Math.abs(value as number) * factor + Number.EPSILON * factor)) / factor;
    },
  },
  UPPER: { params: ['text'], minArgs: 1, result: 'text', apply: ([value]) => (value === null ? null : (value as string).toUpperCase()) },
  LOWER: { params: ['text'], minArgs: 1, result: 'text', apply: ([value]) => (value === null ? null : (value as string).toLowerCase()) },
  TRIM: { params: ['text'], minArgs: 1, result: 'text', apply: ([value]) => (value === null ? null : (value as string).trim()) },
  LEN: { params: ['text'], minArgs: 1, result: 'number', apply: ([value]) => [...text(value ?? null)].length },
  ISEMPTY: { params: ['any'], minArgs: 1, result: 'boolean', apply: ([value]) => value === null || value === '' },
  MIN: { params: ['number'], minArgs: 1, variadic: true, result: 'number', apply: (args) => (numbers(args) ? Math.min(...(args as number[])) : null) },
  MAX: { params: ['number'], minArgs: 1, variadic: true, result: 'number', apply: (args) => (numbers(args) ? Math.max(...(args as number[])) : null) },
  ABS: { params: ['number'], minArgs: 1, result: 'number', apply: ([value]) => (value === null ? null : Math.abs(value as number)) },
};

export function maxArgs(spec: FunctionSpec): number {
  return spec.variadic ? Number.POSITIVE_INFINITY : spec.params.length;
}

export function paramType(spec: FunctionSpec, index: number): FormulaType | 'any' {
  return spec.params[Math.min(index, spec.params.length - 1)]!;
}
