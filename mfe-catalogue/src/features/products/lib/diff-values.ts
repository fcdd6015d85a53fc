/** The values that differ from what was read (null clears a value on the server). */
export function changedValues(original: Readonly<Record<string, unknown>>, draft: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (JSON.stringify(original[key] ?? null) !== JSON.stringify(value ?? null)) changes[key] = value ?? null;
  }
  return changes;
}
