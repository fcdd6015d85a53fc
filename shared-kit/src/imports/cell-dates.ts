/**
 * A date written the way people write them in a supplier's file, as `YYYY-MM-DD`, or null.
 * Accepted: ISO (`2026-11-25`, with or without a time), day first with `/`, `.` or `-`
 * (`25/11/2026`, `25.11.26`: European files; month first only when the day cannot be the first
 * number, `11/25/2026`), and month names in English and French (`25 Nov 2026`, `November 25,
 * 2026`, `1er janvier 2026`, `25 déc. 2026`).
 */
export function readCellDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(trimmed);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(trimmed);
  if (numeric) {
    const first = Number(numeric[1]);
    const second = Number(numeric[2]);
    const year = fullYear(numeric[3]!);
    return second > 12 && first <= 12 ? validDate(year, first, second) : validDate(year, second, first);
  }
  const words = trimmed
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d)(er|st|nd|rd|th)\b/g, '$1')
    .replace(/[,.]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 3) {
    const [a, b, c] = words as [string, string, string];
    const dayFirst = monthOf(b);
    if (dayFirst !== undefined && /^\d{1,2}$/.test(a) && /^\d{4}$/.test(c)) return validDate(Number(c), dayFirst, Number(a));
    const monthFirst = monthOf(a);
    if (monthFirst !== undefined && /^\d{1,2}$/.test(b) && /^\d{4}$/.test(c)) return validDate(Number(c), monthFirst, Number(b));
  }
  return null;
}

const monthNames: ReadonlyArray<readonly string[]> = [
  ['january', 'jan', 'janvier', 'janv'],
  ['february', 'feb', 'fevrier', 'fev', 'fevr'],
  ['march', 'mar', 'mars'],
  ['april', 'apr', 'avril', 'avr'],
  ['may', 'mai'],
  ['june', 'jun', 'juin'],
  ['july', 'jul', 'juillet', 'juil'],
  ['august', 'aug', 'aout'],
  ['september', 'sep', 'sept', 'septembre'],
  ['october', 'oct', 'octobre'],
  ['november', 'nov', 'novembre'],
  ['december', 'dec', 'decembre'],
];

function monthOf(word: string): number | undefined {
  const index = monthNames.findIndex((names) => names.includes(word));
  return index === -1 ? undefined : index + 1;
}

/** Two-digit years are this century up to 69, the last one from 70 (as spreadsheets read them). */
function fullYear(text: string): number {
  if (text.length === 4) return Number(text);
  const year = Number(text);
  return year < 70 ? 2000 + year : 1900 + year;
}

function validDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
