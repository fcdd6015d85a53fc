/**
 * A streaming CSV writer (RFC 4180): UTF-8 with a byte-order mark (so Excel reads accents right),
 * a separator of choice, CRLF line ends, fields quoted when they hold the separator, a quote or a
 * line break. Text that begins like a formula gets a leading apostrophe (`spreadsheet-injection.ts`);
 * numbers and booleans are written as they are. Rows go out as they are written, in flat memory:
 * `writeRow` waits while the reader of `stream` is behind.
 */
import type { Readable } from 'node:stream';
import { ChunkedTextOutput } from '../chunked-text-output.ts';
import { csvSafeText } from '../spreadsheet-injection.ts';

export type CsvValue = string | number | boolean | null | undefined;

export const csvMimeType = 'text/csv; charset=utf-8';

export class CsvWriter {
  /** The file's bytes; consume it while rows are written. */
  readonly stream: Readable;
  private readonly output = new ChunkedTextOutput();
  private readonly separator: string;
  private readonly needsQuotes: RegExp;
  private started = false;

  constructor(options: { separator?: string } = {}) {
    this.separator = options.separator ?? ';';
    const escaped = this.separator === '\t' ? '\\t' : this.separator.replace(/[|\\^\]-]/g, '\\$&');
    this.needsQuotes = new RegExp(`["\\r\\n${escaped}]`);
    this.stream = this.output.stream;
  }

  async writeRow(values: readonly CsvValue[]): Promise<void> {
    let line = this.started ? '' : '\uFEFF';
    this.started = true;
    for (let i = 0; i < values.length; i += 1) {
      if (i > 0) line += this.separator;
      line += this.field(values[i]);
    }
    await this.output.write(`${line}\r\n`);
  }

  /** Writes what is left and ends the stream. */
  async finish(): Promise<void> {
    if (!this.started) await this.output.write('\uFEFF');
    await this.output.end();
  }

  abort(reason?: unknown): void {
    this.output.abort(reason);
  }

  private field(value: CsvValue): string {
    if (value === null || value === undefined) return '';
    if (typeof value !== 'string') return String(value);
    const text = csvSafeText(value);
    return this.needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  }
}
