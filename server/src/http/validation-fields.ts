import { isErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';

/** One issue as fastify-type-provider-zod reports it (a zod issue in Fastify's shape). */
export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
};

function valueAt(root: unknown, path: string[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The code a shared-kit refinement carries (`params: { code }`, e.g. `validation.invalid_characters`). */
function refinementCode(params: unknown): ErrorCode | undefined {
  const code = typeof params === 'object' && params !== null ? (params as { code?: unknown }).code : undefined;
  return typeof code === 'string' && isErrorCode(code) ? code : undefined;
}

function codeOf(issue: ValidationIssue, value: unknown): ErrorCode {
  switch (issue.keyword) {
    case 'custom':
      return refinementCode(issue.params.params) ?? 'validation.invalid';
    case 'invalid_key': {
      // A record key refused by its schema: the key's own issue says why.
      const keyIssues = Array.isArray(issue.params.issues) ? (issue.params.issues as { code?: string; params?: unknown }[]) : [];
      const coded = keyIssues.map((keyIssue) => (keyIssue.code === 'custom' ? refinementCode(keyIssue.params) : undefined)).find((code) => code !== undefined);
      return coded ?? (keyIssues.some((keyIssue) => keyIssue.code === 'invalid_format') ? 'validation.invalid_format' : 'validation.invalid');
    }
    case 'invalid_type':
      return value === undefined ? 'validation.required' : 'validation.invalid_type';
    case 'too_big':
      return issue.params.origin === 'string' || issue.params.origin === 'array' ? 'validation.too_long' : 'validation.too_big';
    case 'too_small':
      if (issue.params.origin === 'string' && issue.params.minimum === 1) return 'validation.required';
      return issue.params.origin === 'string' || issue.params.origin === 'array' ? 'validation.too_short' : 'validation.too_small';
    case 'invalid_format':
      return 'validation.invalid_format';
    case 'invalid_value':
    case 'invalid_union':
      return 'validation.invalid_value';
    default:
      return 'validation.invalid';
  }
}

type RawIssue = { code: string; path: PropertyKey[] } & Record<string, unknown>;

/** Issues that say the input took another branch of a union, not that a value of this one is bad. */
const shapeMismatches = new Set(['invalid_type', 'unrecognized_keys', 'invalid_union']);

/**
 * A union none of whose branches matched: when exactly one branch has the input's shape and
 * fails only on values (a bad character in a record key, say), its own issues are the answer,
 * on their fields, rather than `validation.invalid_value` on the whole union.
 */
function matchedBranchIssues(issue: ValidationIssue, unionPath: string[]): ValidationIssue[] | undefined {
  const branches = Array.isArray(issue.params.errors) ? (issue.params.errors as RawIssue[][]) : [];
  const matching = branches.filter((branch) => branch.every((branchIssue) => !shapeMismatches.has(branchIssue.code)));
  if (matching.length !== 1) return undefined;
  return matching[0]!.map(({ code, path, message: _message, ...params }) => ({
    keyword: code,
    instancePath: `/${[...unionPath, ...path.map(String)].join('/')}`,
    params,
  }));
}

/**
 * Turns validation issues into `fields`: a dot-separated path → the codes of its errors.
 * Unknown keys of a strict object are reported on the keys themselves; the request root is `_`.
 */
export function fieldErrors(issues: ValidationIssue[], input: unknown): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (path: string[], code: ErrorCode) => {
    const key = path.length === 0 ? '_' : path.join('.');
    const codes = (fields[key] ??= []);
    if (!codes.includes(code)) codes.push(code);
  };
  const pending = [...issues];
  for (let issue = pending.shift(); issue !== undefined; issue = pending.shift()) {
    const path = issue.instancePath.split('/').filter((segment) => segment !== '');
    const matched = issue.keyword === 'invalid_union' ? matchedBranchIssues(issue, path) : undefined;
    if (matched !== undefined) {
      pending.push(...matched);
      continue;
    }
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) add([...path, key], 'validation.unknown_field');
      continue;
    }
    add(path, codeOf(issue, valueAt(input, path)));
  }
  return fields;
}
