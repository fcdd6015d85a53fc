/**
 * A comma-separated list of integers (a `string_agg` the listing caches read in one value), parsed
 * in place: splitting a million numbers into strings would allocate ~50 MB and hold the event loop.
 * One array of one element type keeps the loop fast. Null when an item is not a decimal integer.
 */
export function parseIntegerList(text: string): Float64Array | null {
  if (text.length === 0) return new Float64Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 44) count += 1;
  const numbers = new Float64Array(count);
  let at = 0;
  let value = 0;
  let sign = 1;
  let digits = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const code = i === text.length ? 44 : text.charCodeAt(i);
    if (code === 44) {
      if (digits === 0) return null;
      numbers[at++] = sign * value;
      value = 0;
      sign = 1;
      digits = 0;
    } else if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      digits += 1;
    } else if (code === 45 && digits === 0 && sign === 1) sign = -1;
    else return null;
  }
  return numbers;
}
