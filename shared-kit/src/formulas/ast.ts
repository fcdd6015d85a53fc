/** The syntax tree of a formula; every node keeps its span in the source for error messages. */
export type BinaryOperator = '+' | '-' | '*' | '/' | '&' | '=' | '<>' | '<' | '<=' | '>' | '>=';

type Span = { start: number; end: number };

export type FormulaNode =
  | ({ kind: 'number'; value: number } & Span)
  | ({ kind: 'text'; value: string } & Span)
  | ({ kind: 'boolean'; value: boolean } & Span)
  | ({ kind: 'reference'; code: string } & Span)
  | ({ kind: 'negate'; operand: FormulaNode } & Span)
  | ({ kind: 'binary'; operator: BinaryOperator; left: FormulaNode; right: FormulaNode } & Span)
  | ({ kind: 'call'; name: string; args: FormulaNode[] } & Span);

/** The attribute codes a formula reads, each once, in order of first appearance. */
export function referencedCodes(node: FormulaNode): string[] {
  const codes: string[] = [];
  const visit = (current: FormulaNode): void => {
    switch (current.kind) {
      case 'reference':
        if (!codes.some((code) => code.toLowerCase() === current.code.toLowerCase())) codes.push(current.code);
        return;
      case 'negate':
        visit(current.operand);
        return;
      case 'binary':
        visit(current.left);
        visit(current.right);
        return;
      case 'call':
        current.args.forEach(visit);
        return;
      default:
        return;
    }
  };
  visit(node);
  return codes;
}
