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

function codeOf(issue: ValidationIssue, value: unknown): ErrorCode {
  switch (issue.keyword) {
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
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter((segment) => segment !== '');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) add([...path, key], 'validation.unknown_field');
      continue;
    }
    add(path, codeOf(issue, valueAt(input, path)));
  }
  return fields;
}
