import { maxPastedValues } from '@pimento/shared-kit/contracts/product-filters';

export type PastedValues = { ok: true; values: string[]; duplicates: number } | { ok: false; count: number; limit: number };

/**
 * A pasted list of SKUs or references: one per line (or separated by commas, semicolons or tabs),
 * trimmed, blanks and repeats dropped. More than 100,000 distinct values is refused (spec §9).
 */
export function parsePastedValues(text: string, limit = maxPastedValues): PastedValues {
  const seen = new Set<string>();
  let total = 0;
  for (const raw of text.split(/[\n\r,;\t]+/)) {
    const value = raw.trim();
    if (!value) continue;
    total += 1;
    seen.add(value);
  }
  if (seen.size > limit) return { ok: false, count: seen.size, limit };
  return { ok: true, values: [...seen], duplicates: total - seen.size };
}
