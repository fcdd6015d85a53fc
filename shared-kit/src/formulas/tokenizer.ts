import { FormulaError } from './issues.ts';

export type TokenKind = 'number' | 'text' | 'reference' | 'identifier' | 'operator' | 'open' | 'close' | 'comma' | 'end';

export type Token = { kind: TokenKind; text: string; value?: string | number; start: number; end: number };

/** Operators, longest first so `<=` wins over `<`. */
const operators = ['<=', '>=', '<>', '+', '-', '*', '/', '&', '=', '<', '>'] as const;

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

function isIdentifierStart(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z_]/.test(char);
}

/**
 * Splits a formula into tokens (syntax: docs/formulas.md). Texts are in double quotes, a quote
 * inside is doubled (`"say ""hi"""`); attribute references are in braces (`{weight_kg}`).
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index]!;
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    const start = index;
    if (isDigit(char) || (char === '.' && isDigit(source[index + 1]))) {
      while (isDigit(source[index])) index += 1;
      if (source[index] === '.' && isDigit(source[index + 1])) {
        index += 1;
        while (isDigit(source[index])) index += 1;
      }
      const text = source.slice(start, index);
      tokens.push({ kind: 'number', text, value: Number(text), start, end: index });
      continue;
    }
    if (char === '"') {
      let value = '';
      index += 1;
      for (;;) {
        if (index >= source.length) throw new FormulaError({ code: 'formula.unterminated_string', start, end: source.length });
        if (source[index] === '"') {
          if (source[index + 1] === '"') {
            value += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        value += source[index];
        index += 1;
      }
      tokens.push({ kind: 'text', text: source.slice(start, index), value, start, end: index });
      continue;
    }
    if (char === '{') {
      const close = source.indexOf('}', index + 1);
      const newline = source.indexOf('\n', index + 1);
      if (close === -1 || (newline !== -1 && newline < close)) {
        throw new FormulaError({ code: 'formula.unterminated_reference', start, end: newline === -1 ? source.length : newline });
      }
      const code = source.slice(index + 1, close).trim();
      index = close + 1;
      if (code === '') throw new FormulaError({ code: 'formula.empty_reference', start, end: index });
      tokens.push({ kind: 'reference', text: source.slice(start, index), value: code, start, end: index });
      continue;
    }
    if (isIdentifierStart(char)) {
      while (index < source.length && /[A-Za-z0-9_]/.test(source[index]!)) index += 1;
      const text = source.slice(start, index);
      tokens.push({ kind: 'identifier', text, value: text.toUpperCase(), start, end: index });
      continue;
    }
    if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char === '(' ? 'open' : char === ')' ? 'close' : 'comma', text: char, start, end: index + 1 });
      index += 1;
      continue;
    }
    const operator = operators.find((candidate) => source.startsWith(candidate, index));
    if (operator !== undefined) {
      index += operator.length;
      tokens.push({ kind: 'operator', text: operator, start, end: index });
      continue;
    }
    throw new FormulaError({ code: 'formula.unexpected_character', start, end: start + 1, params: { character: char } });
  }
  tokens.push({ kind: 'end', text: '', start: source.length, end: source.length });
  return tokens;
}
