/** The PostgreSQL error code (SQLSTATE) of a database error: both drivers expose `code`. */
export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = String((error as { code: unknown }).code);
  return /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** The name of the violated constraint or index, when the driver reports it. */
export function constraintOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'constraint' in error ? String((error as { constraint: unknown }).constraint) : undefined;
}
