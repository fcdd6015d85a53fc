import type { AttributeType } from '../contracts/attributes.ts';
import type { FormulaNode } from './ast.ts';
import { referencedCodes } from './ast.ts';
import { formulaFunctions, maxArgs, paramType } from './functions.ts';
import type { FormulaIssue } from './issues.ts';
import { parseFormula } from './parser.ts';
import type { FormulaType } from './types.ts';
import { acceptsFormulaResult, formulaTypeOfAttribute } from './types.ts';

/** What a formula may read: an attribute by code (case-insensitive), or undefined when unknown. */
export type FormulaInput = { code: string; type: AttributeType; localizable: boolean };
export type FormulaInputResolver = (code: string) => FormulaInput | undefined;

/**
 * Infers the type of `node`, collecting every type error. A node whose type cannot be known
 * (after an error) is `null`, so one mistake is reported once rather than at every level.
 */
export function inferType(node: FormulaNode, resolve: FormulaInputResolver, options: { localizable: boolean }, errors: FormulaIssue[]): FormulaType | null {
  const fail = (issue: FormulaIssue): null => {
    errors.push(issue);
    return null;
  };
  const expect = (child: FormulaNode, wanted: FormulaType): boolean => {
    const type = inferType(child, resolve, options, errors);
    if (type === null || type === wanted) return type !== null;
    fail({ code: 'formula.type_mismatch', start: child.start, end: child.end, params: { expected: wanted, actual: type } });
    return false;
  };

  switch (node.kind) {
    case 'number':
      return 'number';
    case 'text':
      return 'text';
    case 'boolean':
      return 'boolean';
    case 'reference': {
      const input = resolve(node.code);
      if (input === undefined) return fail({ code: 'formula.unknown_attribute', start: node.start, end: node.end, params: { code: node.code } });
      const type = formulaTypeOfAttribute(input.type);
      if (type === null) return fail({ code: 'formula.unsupported_input', start: node.start, end: node.end, params: { code: node.code, type: input.type } });
      if (input.localizable && !options.localizable) {
        return fail({ code: 'formula.localizable_input', start: node.start, end: node.end, params: { code: node.code } });
      }
      return type;
    }
    case 'negate':
      return expect(node.operand, 'number') ? 'number' : null;
    case 'binary': {
      switch (node.operator) {
        case '+':
        case '-':
        case '*':
        case '/': {
          const left = expect(node.left, 'number');
          const right = expect(node.right, 'number');
          return left && right ? 'number' : null;
        }
        case '&':
          inferType(node.left, resolve, options, errors);
          inferType(node.right, resolve, options, errors);
          return 'text';
        default: {
          const left = inferType(node.left, resolve, options, errors);
          const right = inferType(node.right, resolve, options, errors);
          if (left === null || right === null) return null;
          const ordered = node.operator !== '=' && node.operator !== '<>';
          if (ordered && left === 'boolean') {
            return fail({ code: 'formula.type_mismatch', start: node.left.start, end: node.left.end, params: { expected: 'number', actual: left } });
          }
          if (left !== right) {
            return fail({ code: 'formula.type_mismatch', start: node.right.start, end: node.right.end, params: { expected: left, actual: right } });
          }
          return 'boolean';
        }
      }
    }
    case 'call': {
      const spec = formulaFunctions[node.name];
      if (spec === undefined) {
        node.args.forEach((arg) => inferType(arg, resolve, options, errors));
        return fail({ code: 'formula.unknown_function', start: node.start, end: node.start + node.name.length, params: { name: node.name } });
      }
      if (node.args.length < spec.minArgs || node.args.length > maxArgs(spec)) {
        node.args.forEach((arg) => inferType(arg, resolve, options, errors));
        return fail({
          code: 'formula.wrong_argument_count',
          start: node.start,
          end: node.end,
          params: { name: node.name, min: spec.minArgs, max: spec.variadic ? 'n' : spec.params.length },
        });
      }
      if (node.name === 'IF') {
        expect(node.args[0]!, 'boolean');
        const whenTrue = inferType(node.args[1]!, resolve, options, errors);
        const otherwise = node.args[2] === undefined ? whenTrue : inferType(node.args[2], resolve, options, errors);
        if (whenTrue === null || otherwise === null) return null;
        if (whenTrue !== otherwise) {
          const branch = node.args[2]!;
          return fail({ code: 'formula.type_mismatch', start: branch.start, end: branch.end, params: { expected: whenTrue, actual: otherwise } });
        }
        return whenTrue;
      }
      let valid = true;
      node.args.forEach((arg, index) => {
        const wanted = paramType(spec, index);
        if (wanted === 'any') valid = inferType(arg, resolve, options, errors) !== null && valid;
        else valid = expect(arg, wanted) && valid;
      });
      return valid ? (spec.result as FormulaType) : null;
    }
  }
}

export type FormulaCheck =
  | { ok: true; ast: FormulaNode; resultType: FormulaType; inputs: string[]; errors: [] }
  | { ok: false; ast: FormulaNode | null; resultType: FormulaType | null; inputs: string[]; errors: FormulaIssue[] };

/**
 * Everything the attribute editor and the server check before a formula is saved: syntax, known
 * inputs of readable types, types, a result the attribute can hold, and no reference to itself.
 * Circularity through other computed attributes is `orderComputedAttributes` (dependencies.ts).
 */
export function checkFormula(
  source: string,
  target: { code?: string; type: AttributeType; localizable: boolean },
  resolve: FormulaInputResolver,
): FormulaCheck {
  const parsed = parseFormula(source);
  if (!parsed.ok) return { ok: false, ast: null, resultType: null, inputs: [], errors: parsed.errors };
  const errors: FormulaIssue[] = [];
  const inputs = referencedCodes(parsed.ast);
  const self = target.code?.toLowerCase();
  const visitSelf = (node: FormulaNode): void => {
    if (node.kind === 'reference' && node.code.toLowerCase() === self) {
      errors.push({ code: 'formula.circular_reference', start: node.start, end: node.end, params: { code: node.code } });
    } else if (node.kind === 'negate') visitSelf(node.operand);
    else if (node.kind === 'binary') {
      visitSelf(node.left);
      visitSelf(node.right);
    } else if (node.kind === 'call') node.args.forEach(visitSelf);
  };
  if (self !== undefined) visitSelf(parsed.ast);
  const resolveOthers: FormulaInputResolver = (code) => (code.toLowerCase() === self ? { ...target, code } : resolve(code));
  const resultType = errors.length > 0 ? null : inferType(parsed.ast, resolveOthers, { localizable: target.localizable }, errors);
  if (resultType !== null && !acceptsFormulaResult(target.type, resultType)) {
    errors.push({ code: 'formula.result_type_mismatch', start: 0, end: source.length, params: { expected: target.type, actual: resultType } });
  }
  if (errors.length > 0 || resultType === null) return { ok: false, ast: parsed.ast, resultType, inputs, errors };
  return { ok: true, ast: parsed.ast, resultType, inputs, errors: [] };
}
