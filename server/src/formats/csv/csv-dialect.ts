/**
 * How a CSV file is written, detected from its first bytes and editable by the user: encoding,
 * separator, quote and decimal mark. Spreadsheets saved in French use `;` and a decimal comma;
 * older ones are Windows-1252 rather than UTF-8.
 */
export interface CsvDialect {
  readonly encoding: CsvEncoding;
  readonly separator: CsvSeparator;
  readonly quote: '"' | "'";
  readonly decimalMark: '.' | ',';
}

export const csvEncodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-15'] as const;
export type CsvEncoding = (typeof csvEncodings)[number];
export const csvSeparators = [',', ';', '\t', '|'] as const;
export type CsvSeparator = (typeof csvSeparators)[number];

/** How many bytes are looked at to detect the dialect. */
export const dialectSampleBytes = 64 * 1024;

/** The byte-order mark's length for an encoding, when the file starts with one. */
export function byteOrderMarkLength(sample: Uint8Array): { encoding: CsvEncoding; length: number } | undefined {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (sample[0] === 0xff && sample[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (sample[0] === 0xfe && sample[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

export function detectEncoding(sample: Uint8Array): CsvEncoding {
  const marked = byteOrderMarkLength(sample);
  if (marked) return marked.encoding;
  // A sample cut inside a multi-byte character is still UTF-8: drop up to three trailing bytes.
  for (let cut = 0; cut <= 3 && cut < sample.length; cut += 1) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, sample.length - cut));
      return 'utf-8';
    } catch {
      // Try with one byte less.
    }
  }
  return 'windows-1252';
}

/** The dialect of a sample already decoded to text. */
export function detectDialect(text: string, encoding: CsvEncoding): CsvDialect {
  const lines = sampleLines(text);
  const separator = detectSeparator(lines);
  const quote = detectQuote(lines, separator);
  return { encoding, separator, quote, decimalMark: detectDecimalMark(lines, separator, quote) };
}

function sampleLines(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/);
  // The last line of a sample may be cut short.
  if (lines.length > 1) lines.pop();
  return lines.filter((line) => line.trim() !== '').slice(0, 50);
}

/** The separator that splits the lines into the most fields, the same number on each line. */
function detectSeparator(lines: string[]): CsvSeparator {
  let best: { separator: CsvSeparator; score: number } = { separator: ',', score: 0 };
  for (const separator of csvSeparators) {
    const counts = lines.map((line) => splitOutsideQuotes(line, separator, '"').length);
    const first = counts[0] ?? 1;
    if (first < 2) continue;
    const consistent = counts.filter((count) => count === first).length / counts.length;
    const score = consistent * first;
    if (score > best.score) best = { separator, score };
  }
  return best.separator;
}

function detectQuote(lines: string[], separator: CsvSeparator): '"' | "'" {
  const opensWith = (quote: string) => lines.reduce((total, line) => total + splitOutsideQuotes(line, separator, quote).filter((field) => field.startsWith(quote)).length, 0);
  return opensWith("'") > opensWith('"') ? "'" : '"';
}

/** A decimal comma when numbers like `12,5` appear and none like `12.5`, and `,` is not the separator. */
function detectDecimalMark(lines: string[], separator: CsvSeparator, quote: string): '.' | ',' {
  if (separator === ',') return '.';
  let commas = 0;
  let points = 0;
  for (const line of lines.slice(1)) {
    for (const raw of splitOutsideQuotes(line, separator, quote)) {
      const field = raw.replaceAll(quote, '').trim();
      if (/^-?\d+,\d+$/.test(field)) commas += 1;
      else if (/^-?\d+\.\d+$/.test(field)) points += 1;
    }
  }
  return commas > points ? ',' : '.';
}

function splitOutsideQuotes(line: string, separator: string, quote: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (const character of line) {
    if (character === quote) quoted = !quoted;
    if (character === separator && !quoted) {
      fields.push(current);
      current = '';
    } else current += character;
  }
  fields.push(current);
  return fields;
}
