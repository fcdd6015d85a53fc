export type TextSegment = { text: string; bold: boolean };

/** Spec §3: asterisks mark bold text in notification titles and descriptions (`*bold*`). */
export function parseAsterisks(input: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pattern = /\*([^*]+)\*/g;
  let last = 0;
  for (let match = pattern.exec(input); match; match = pattern.exec(input)) {
    if (match.index > last) segments.push({ text: input.slice(last, match.index), bold: false });
    segments.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < input.length) segments.push({ text: input.slice(last), bold: false });
  return segments;
}
