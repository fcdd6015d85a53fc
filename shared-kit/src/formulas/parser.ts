import type { BinaryOperator, FormulaNode } from './ast.ts';
import type { FormulaIssue } from './issues.ts';
import { FormulaError } from './issues.ts';
import type { Token } from './tokenizer.ts';
import { tokenize } from './tokenizer.ts';

export type ParseResult = { ok: true; ast: FormulaNode } | { ok: false; errors: FormulaIssue[] };

const comparisonOperators = new Set(['=', '<>', '<', '<=', '>', '>=']);

/**
 * Parses a formula into its syntax tree. Precedence, lowest first: comparison (one per level,
 * `a = b = c` is refused), `&` (text concatenation), `+ -`, `* /`, unary minus. Function names and
 * TRUE / FALSE are case-insensitive. The first syntax error stops the parse.
 */
export function parseFormula(source: string): ParseResult {
  try {
    if (source.trim() === '') throw new FormulaError({ code: 'formula.empty', start: 0, end: source.length });
    const parser = new Parser(tokenize(source));
    return { ok: true, ast: parser.formula() };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, errors: [error.issue] };
    throw error;
  }
}

class Parser {
  private readonly tokens: Token[];
  private index = 0;

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  formula(): FormulaNode {
    const node = this.comparison();
    this.expectEnd();
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    const token = this.tokens[this.index]!;
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  private unexpected(token: Token): never {
    if (token.kind === 'end') throw new FormulaError({ code: 'formula.unexpected_end', start: token.start, end: token.end });
    throw new FormulaError({ code: 'formula.unexpected_token', start: token.start, end: token.end, params: { token: token.text } });
  }

  private expectEnd(): void {
    const token = this.peek();
    if (token.kind !== 'end') this.unexpected(token);
  }

  private isOperator(token: Token, operators: readonly string[]): boolean {
    return token.kind === 'operator' && operators.includes(token.text);
  }

  private comparison(): FormulaNode {
    const left = this.concatenation();
    const token = this.peek();
    if (token.kind === 'operator' && comparisonOperators.has(token.text)) {
      this.next();
      const right = this.concatenation();
      const following = this.peek();
      if (following.kind === 'operator' && comparisonOperators.has(following.text)) this.unexpected(following);
      return binary(token.text as BinaryOperator, left, right);
    }
    return left;
  }

  private concatenation(): FormulaNode {
    let node = this.additive();
    while (this.isOperator(this.peek(), ['&'])) {
      this.next();
      node = binary('&', node, this.additive());
    }
    return node;
  }

  private additive(): FormulaNode {
    let node = this.multiplicative();
    while (this.isOperator(this.peek(), ['+', '-'])) {
      const operator = this.next().text as BinaryOperator;
      node = binary(operator, node, this.multiplicative());
    }
    return node;
  }

  private multiplicative(): FormulaNode {
    let node = this.unary();
    while (this.isOperator(this.peek(), ['*', '/'])) {
      const operator = this.next().text as BinaryOperator;
      node = binary(operator, node, this.unary());
    }
    return node;
  }

  private unary(): FormulaNode {
    const token = this.peek();
    if (this.isOperator(token, ['-'])) {
      this.next();
      const operand = this.unary();
      return { kind: 'negate', operand, start: token.start, end: operand.end };
    }
    if (this.isOperator(token, ['+'])) {
      this.next();
      return this.unary();
    }
    return this.primary();
  }

  private primary(): FormulaNode {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return { kind: 'number', value: token.value as number, start: token.start, end: token.end };
      case 'text':
        return { kind: 'text', value: token.value as string, start: token.start, end: token.end };
      case 'reference':
        return { kind: 'reference', code: token.value as string, start: token.start, end: token.end };
      case 'open': {
        const inner = this.comparison();
        const close = this.next();
        if (close.kind !== 'close') this.unexpected(close);
        return { ...inner, start: token.start, end: close.end };
      }
      case 'identifier': {
        const name = token.value as string;
        if (this.peek().kind !== 'open') {
          if (name === 'TRUE' || name === 'FALSE') return { kind: 'boolean', value: name === 'TRUE', start: token.start, end: token.end };
          this.unexpected(token);
        }
        this.next();
        const args: FormulaNode[] = [];
        if (this.peek().kind !== 'close') {
          for (;;) {
            args.push(this.comparison());
            if (this.peek().kind !== 'comma') break;
            this.next();
          }
        }
        const close = this.next();
        if (close.kind !== 'close') this.unexpected(close);
        return { kind: 'call', name, args, start: token.start, end: close.end };
      }
      default:
        return this.unexpected(token);
    }
  }
}

function binary(operator: BinaryOperator, left: FormulaNode, right: FormulaNode): FormulaNode {
  return { kind: 'binary', operator, left, right, start: left.start, end: right.end };
}
