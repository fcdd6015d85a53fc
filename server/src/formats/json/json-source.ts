import { stat } from 'node:fs/promises';
import type { SourceRow, TabularSource } from '../tabular-source.ts';
import { jsonRecords } from './json-records.ts';

export interface JsonSource extends TabularSource {
  /** The property names of the records, in order of first appearance: the file's columns. */
  readonly columns: readonly string[];
}

/**
 * Opens a JSON file of records: a first streamed pass collects every property name (a record may
 * have properties the first ones lack); rows then give each record's values in that order.
 */
export async function openJsonSource(path: string): Promise<JsonSource> {
  const columns: string[] = [];
  const positions = new Map<string, number>();
  for await (const record of jsonRecords(path)) {
    for (const key of record.values.keys()) {
      if (!positions.has(key)) {
        positions.set(key, columns.length);
        columns.push(key);
      }
    }
  }
  const { size } = await stat(path);
  const reading = { bytesRead: 0 };
  return {
    format: 'json',
    readFraction: () => Math.min(1, reading.bytesRead / size),
    columns,
    sheets: [{ name: 'JSON', visible: true }],
    async *rows(): AsyncGenerator<SourceRow> {
      // A record's line is its position among the records: a file written on one line has them all
      // on line 1, and the report must tell them apart.
      let position = 0;
      for await (const record of jsonRecords(path, reading)) {
        position += 1;
        const cells: (string | null)[] = new Array<string | null>(columns.length).fill(null);
        for (const [key, value] of record.values) cells[positions.get(key)!] = value;
        while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
        if (cells.length > 0) yield { line: position, cells };
      }
    },
    async close() {},
  };
}
