import type { AttributeType } from '../contracts/attributes.ts';
import { referencedCodes } from './ast.ts';
import { orderComputedAttributes } from './dependencies.ts';
import { evaluateFormula } from './evaluate.ts';
import type { FormulaLookup } from './evaluate.ts';
import { parseFormula } from './parser.ts';
import { tokenize } from './tokenizer.ts';
import { checkFormula } from './type-check.ts';
import type { FormulaInput } from './type-check.ts';
import type { FormulaValue } from './types.ts';

const inputs: Record<string, FormulaInput> = {
  weight_kg: { code: 'weight_kg', type: 'decimal', localizable: false },
  stock: { code: 'stock', type: 'integer', localizable: false },
  name: { code: 'name', type: 'text', localizable: false },
  title: { code: 'title', type: 'text', localizable: true },
  dimmable: { code: 'dimmable', type: 'boolean', localizable: false },
  voltage: { code: 'voltage', type: 'range', localizable: false },
  colour: { code: 'colour', type: 'dropdown', localizable: false },
};
const resolve = (code: string) => inputs[code.toLowerCase()];

function run(source: string, values: Record<string, FormulaValue> = {}): FormulaValue {
  const parsed = parseFormula(source);
  if (!parsed.ok) throw new Error(`parse failed: ${JSON.stringify(parsed.errors)}`);
  const lookup: FormulaLookup = (code) => values[code];
  const result = evaluateFormula(parsed.ast, lookup);
  if (!result.ok) throw new Error(`evaluation failed: ${result.error.code}`);
  return result.value;
}

function check(source: string, type: AttributeType = 'text', options: { localizable?: boolean; code?: string } = {}) {
  return checkFormula(source, { type, localizable: options.localizable ?? false, ...(options.code ? { code: options.code } : {}) }, resolve);
}

describe('formula tokenizer', () => {
  it('reads numbers, texts with doubled quotes, references, names and two-character operators', () => {
    const tokens = tokenize('{weight_kg} * 1.5 & "say ""hi""" <= .5 <> ROUND(');
    expect(tokens.map((token) => [token.kind, token.value ?? token.text])).toEqual([
      ['reference', 'weight_kg'],
      ['operator', '*'],
      ['number', 1.5],
      ['operator', '&'],
      ['text', 'say "hi"'],
      ['operator', '<='],
      ['number', 0.5],
      ['operator', '<>'],
      ['identifier', 'ROUND'],
      ['open', '('],
      ['end', ''],
    ]);
    expect(tokens[0]).toMatchObject({ start: 0, end: 11 });
  });
});

describe('formula parser', () => {
  it('follows precedence: comparison < & < + - < * / < unary minus', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 - 4 - 3')).toBe(3);
    expect(run('12 / 3 / 2')).toBe(2);
    expect(run('-2 * -3')).toBe(6);
    expect(run('1 + 2 & "x"')).toBe('3x');
    expect(run('1 + 2 = 3')).toBe(true);
    expect(run('"a" & "b" = "AB"')).toBe(true);
  });

  it('reports syntax errors with their position and a stable code', () => {
    const cases: [string, string, number, number][] = [
      ['', 'formula.empty', 0, 0],
      ['1 +', 'formula.unexpected_end', 3, 3],
      ['1 + * 2', 'formula.unexpected_token', 4, 5],
      ['"open', 'formula.unterminated_string', 0, 5],
      ['{weight', 'formula.unterminated_reference', 0, 7],
      ['{ }', 'formula.empty_reference', 0, 3],
      ['2 # 3', 'formula.unexpected_character', 2, 3],
      ['1 = 2 = 3', 'formula.unexpected_token', 6, 7],
      ['ROUND(1, 2', 'formula.unexpected_end', 10, 10],
      ['weight + 1', 'formula.unexpected_token', 0, 6],
      ['(1 + 2', 'formula.unexpected_end', 6, 6],
    ];
    for (const [source, code, start, end] of cases) {
      const parsed = parseFormula(source);
      expect([source, parsed.ok ? 'ok' : parsed.errors[0]]).toEqual([source, { code, start, end, ...(code === 'formula.unexpected_token' || code === 'formula.unexpected_character' ? { params: expect.any(Object) } : {}) }]);
    }
  });

  it('lists the referenced codes once each', () => {
    const parsed = parseFormula('IF({stock} > 0, {name} & {Name}, {weight_kg})');
    expect(parsed.ok && referencedCodes(parsed.ast)).toEqual(['stock', 'name', 'weight_kg']);
  });
});

describe('formula type checker', () => {
  it('accepts well-typed formulas and gives the result type and inputs', () => {
    expect(check('ROUND({weight_kg} * 2.2046, 1)', 'decimal')).toMatchObject({ ok: true, resultType: 'number', inputs: ['weight_kg'] });
    expect(check('IF(AND({dimmable}, {stock} > 0), "yes", "no")')).toMatchObject({ ok: true, resultType: 'text' });
    expect(check('CONCAT({name}, " ", {stock}, " pcs")')).toMatchObject({ ok: true, resultType: 'text' });
    expect(check('NOT(ISEMPTY({colour}))', 'boolean')).toMatchObject({ ok: true, resultType: 'boolean' });
    expect(check('LEN(UPPER(TRIM({name}))) + MAX(1, 2, ABS(-3)) - MIN(4, 5)', 'integer')).toMatchObject({ ok: true });
    expect(check('UPPER({title})', 'text', { localizable: true })).toMatchObject({ ok: true });
  });

  it('reports type errors at the offending part, each once', () => {
    const errors = (source: string, type: AttributeType = 'text', localizable = false) =>
      check(source, type, { localizable }).errors.map((issue) => [issue.code, source.slice(issue.start, issue.end)]);
    expect(errors('{name} * 2', 'decimal')).toEqual([['formula.type_mismatch', '{name}']]);
    expect(errors('IF({stock}, 1, 2)', 'decimal')).toEqual([['formula.type_mismatch', '{stock}']]);
    expect(errors('IF({dimmable}, 1, "two")')).toEqual([['formula.type_mismatch', '"two"']]);
    expect(errors('{stock} = "3"', 'boolean')).toEqual([['formula.type_mismatch', '"3"']]);
    expect(errors('TRUE < FALSE', 'boolean')).toEqual([['formula.type_mismatch', 'TRUE']]);
    expect(errors('{missing} + 1', 'decimal')).toEqual([['formula.unknown_attribute', '{missing}']]);
    expect(errors('{voltage} & ""')).toEqual([['formula.unsupported_input', '{voltage}']]);
    expect(errors('UPPER({title})')).toEqual([['formula.localizable_input', '{title}']]);
    expect(errors('SQRT(4)', 'decimal')).toEqual([['formula.unknown_function', 'SQRT']]);
    expect(errors('NOT(TRUE, FALSE)', 'boolean')).toEqual([['formula.wrong_argument_count', 'NOT(TRUE, FALSE)']]);
    expect(errors('"text"', 'integer')).toEqual([['formula.result_type_mismatch', '"text"']]);
    expect(errors('{name} * 2 + {stock} & UPPER({stock})')).toEqual([
      ['formula.type_mismatch', '{name}'],
      ['formula.type_mismatch', '{stock}'],
    ]);
  });

  it('refuses a formula that reads its own attribute', () => {
    expect(check('{stock} + 1', 'integer', { code: 'Stock' }).errors).toEqual([{ code: 'formula.circular_reference', start: 0, end: 7, params: { code: 'stock' } }]);
  });
});

describe('formula evaluation', () => {
  const values = { weight_kg: 2.5, stock: 0, name: 'Lamp', colour: 'Red', dimmable: true };

  it('computes arithmetic, text, conditions and functions', () => {
    expect(run('ROUND({weight_kg} * 2.2046, 2)', values)).toBe(5.51);
    expect(run('ROUND(1.005, 2)')).toBe(1.01);
    expect(run('ROUND(-2.5)')).toBe(-3);
    expect(run('UPPER({name}) & "-" & LOWER("AB")', values)).toBe('LAMP-ab');
    expect(run('IF({stock} > 0, "in stock", "out of stock")', values)).toBe('out of stock');
    expect(run('IF({colour} = "red", 1, 2)', values)).toBe(1);
    expect(run('OR({stock} > 1, {dimmable})', values)).toBe(true);
    expect(run('AND({dimmable}, NOT({dimmable}))', values)).toBe(false);
    expect(run('LEN("éclair")')).toBe(6);
    expect(run('CONCAT({name}, " ", {stock}, " ", {dimmable})', values)).toBe('Lamp 0 true');
    expect(run('TRIM("  x  ") & MAX(1, 7, 3) & MIN(4, 2) & ABS(-1)')).toBe('x721');
  });

  it('treats empty inputs as empty: arithmetic empty, text "", conditions false', () => {
    expect(run('{missing_weight} * 2', {})).toBeNull();
    expect(run('{a} & "x"', { a: null })).toBe('x');
    expect(run('IF({flag}, 1, 2)', {})).toBe(2);
    expect(run('IF({flag}, 1)', {})).toBeNull();
    expect(run('ISEMPTY({name})', { name: '' })).toBe(true);
    expect(run('ISEMPTY({name})', { name: 'x' })).toBe(false);
    expect(run('{a} > 1', {})).toBeNull();
    expect(run('MAX({a}, 3)', {})).toBeNull();
  });

  it('reports division by zero at the divisor', () => {
    const parsed = parseFormula('10 / ({stock} - 0)');
    expect(parsed.ok && evaluateFormula(parsed.ast, () => 0)).toEqual({ ok: false, error: { code: 'formula.division_by_zero', start: 5, end: 18 } });
  });
});

describe('computed attribute order', () => {
  it('orders computed attributes after their inputs', () => {
    const order = orderComputedAttributes([
      { code: 'total', inputs: ['net', 'tax'] },
      { code: 'tax', inputs: ['Net'] },
      { code: 'net', inputs: ['price', 'discount'] },
    ]);
    expect(order).toEqual({ ok: true, order: ['net', 'tax', 'total'] });
  });

  it('finds a circle of formulas', () => {
    const order = orderComputedAttributes([
      { code: 'a', inputs: ['b'] },
      { code: 'b', inputs: ['c'] },
      { code: 'c', inputs: ['A'] },
      { code: 'd', inputs: [] },
    ]);
    expect(order).toEqual({ ok: false, cycle: ['a', 'b', 'c'] });
  });
});
