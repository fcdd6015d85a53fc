/**
 * JSON with sorted keys: two values equal whatever order their keys came in. A jsonb column gives
 * its keys back in its own order (shorter keys first), not in the order they were written, so a
 * value read from the database and the same value built in code compare equal only this way.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The same JSON value, whatever the order of the keys (undefined reads as null). */
export const sameJson = (a: unknown, b: unknown): boolean => canonicalJson(a ?? null) === canonicalJson(b ?? null);
