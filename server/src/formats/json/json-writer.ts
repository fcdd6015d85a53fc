/**
 * A streaming JSON writer for tabular exports: one array of objects, each keyed by the columns'
 * headers in order (a header repeated gets ` (2)`, ` (3)`… so no value is lost). Values keep their
 * types (numbers, booleans, null for an empty cell). Rows go out as they are written, in flat
 * memory: `writeRow` waits while the reader of `stream` is behind.
 */
import type { Readable } from 'node:stream';
import { ChunkedTextOutput } from '../chunked-text-output.ts';

export type JsonValue = string | number | boolean | null | undefined;

export const jsonMimeType = 'application/json; charset=utf-8';

/** Headers made unique in order: the second `Name` becomes `Name (2)`. */
export function uniqueKeys(headers: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((header) => {
    const count = (seen.get(header) ?? 0) + 1;
    seen.set(header, count);
    return count === 1 ? header : `${header} (${count})`;
  });
}

export class JsonRecordsWriter {
  readonly stream: Readable;
  private readonly output = new ChunkedTextOutput();
  /** Each key as JSON text, computed once. */
  private keys: string[] = [];
  private rows = 0;

  constructor() {
    this.stream = this.output.stream;
  }

  /** The keys of the records to come, in the order of their values. */
  setHeaders(headers: readonly string[]): void {
    this.keys = uniqueKeys(headers).map((key) => JSON.stringify(key));
  }

  async writeRow(values: readonly JsonValue[]): Promise<void> {
    let record = this.rows === 0 ? '[\n{' : ',\n{';
    for (let i = 0; i < this.keys.length; i += 1) {
      if (i > 0) record += ',';
      const value = values[i];
      record += `${this.keys[i]}:${value === undefined || value === null || (typeof value === 'number' && !Number.isFinite(value)) ? 'null' : JSON.stringify(value)}`;
    }
    this.rows += 1;
    await this.output.write(`${record}}`);
  }

  async finish(): Promise<void> {
    await this.output.write(this.rows === 0 ? '[]\n' : '\n]\n');
    await this.output.end();
  }

  abort(reason?: unknown): void {
    this.output.abort(reason);
  }
}
