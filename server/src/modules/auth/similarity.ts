/**
 * The similarity ratio of two strings, 2·M / (|a| + |b|) where M counts the characters of the
 * longest common blocks found recursively — the measure of Python's `SequenceMatcher.ratio()`
 * that Django's user-attribute password validator uses.
 */
export function similarityRatio(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  return (2 * matchingCharacters(a, b)) / (a.length + b.length);
}

function matchingCharacters(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  let bestLength = 0;
  let bestA = 0;
  let bestB = 0;
  // Longest common substring by dynamic programming over one row.
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        if (current[j]! > bestLength) {
          bestLength = current[j]!;
          bestA = i - bestLength;
          bestB = j - bestLength;
        }
      }
    }
    previous = current;
  }
  if (bestLength === 0) return 0;
  return (
    bestLength +
    matchingCharacters(a.slice(0, bestA), b.slice(0, bestB)) +
    matchingCharacters(a.slice(bestA + bestLength), b.slice(bestB + bestLength))
  );
}
