import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import Papa from 'papaparse';
import { FileReadError, trimRow, type SourceRow, type TabularSource } from '../tabular-source.ts';
import { byteOrderMarkLength, detectDialect, detectEncoding, dialectSampleBytes, type CsvDialect } from './csv-dialect.ts';

export interface CsvSource extends TabularSource {
  readonly dialect: CsvDialect;
}

/**
 * Opens a CSV file: its dialect is detected from the first 64 KB unless given (the user corrects
 * it in the import screen), then its records are streamed through papaparse. A record's `line` is
 * its position among the records, as a spreadsheet numbers rows (a quoted line break stays inside
 * its cell).
 */
export async function openCsvSource(path: string, given?: Partial<CsvDialect>): Promise<CsvSource> {
  const sample = await readSample(path);
  if (sample.length === 0) throw new FileReadError('import.file_empty');
  const encoding = given?.encoding ?? detectEncoding(sample);
  const skip = byteOrderMarkLength(sample)?.encoding === encoding ? byteOrderMarkLength(sample)!.length : 0;
  const detected = detectDialect(new TextDecoder(encoding).decode(sample.subarray(skip)), encoding);
  // Only what the user chose overrides what was detected (an unset choice is not a choice).
  const chosen = Object.fromEntries(Object.entries(given ?? {}).filter(([, value]) => value !== undefined));
  const dialect: CsvDialect = { ...detected, ...chosen, encoding };
  const { size } = await stat(path);
  const reading = { bytesRead: 0 };
  return {
    format: 'csv',
    dialect,
    sheets: [{ name: 'CSV', visible: true }],
    rows: () => csvRows(path, dialect, skip, reading),
    readFraction: () => Math.min(1, reading.bytesRead / size),
    async close() {},
  };
}

async function readSample(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(dialectSampleBytes);
    const { bytesRead } = await file.read(buffer, 0, dialectSampleBytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

async function* csvRows(path: string, dialect: CsvDialect, skipBytes: number, reading: { bytesRead: number }): AsyncGenerator<SourceRow> {
  const decoder = new TextDecoder(dialect.encoding);
  const decode = new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter: dialect.separator, quoteChar: dialect.quote, skipEmptyLines: false });
  const input = createReadStream(path, { start: skipBytes });
  input.pipe(decode).pipe(parser);
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line += 1;
      reading.bytesRead = skipBytes + input.bytesRead;
      const cells = trimRow(record.map((cell) => cell));
      if (cells) yield { line, cells };
    }
  } finally {
    input.destroy();
    parser.destroy();
  }
}
