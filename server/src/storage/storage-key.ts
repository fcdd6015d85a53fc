/**
 * Storage keys are checked, never rewritten: a key that could leave the storage root (`..`,
 * absolute paths, backslashes, NUL) or be ambiguous is refused, so a caller cannot read or write
 * outside it whatever it passes in.
 */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a valid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._ ()+-]*$/;
const maxKeyLength = 1024;

/** Returns the key's segments, or throws `InvalidStorageKeyError`. */
export function storageKeySegments(key: string): string[] {
  if (typeof key !== 'string' || key.length === 0 || key.length > maxKeyLength) throw new InvalidStorageKeyError(String(key));
  const segments = key.split('/');
  for (const segment of segments) {
    // the pattern forbids '', '.', '..', hidden names, backslashes, colons and control characters
    if (!segmentPattern.test(segment) || segment.endsWith(' ') || segment.endsWith('.')) throw new InvalidStorageKeyError(key);
  }
  return segments;
}
