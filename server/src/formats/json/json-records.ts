import { createReadStream } from 'node:fs';
import { FileReadError } from '../tabular-source.ts';

export interface JsonRecord {
  /** The line where the record's `{` is. */
  readonly line: number;
  /** Each property as text: numbers as written in the file (never rounded), objects and arrays as JSON. */
  readonly values: ReadonlyMap<string, string | null>;
}

/**
 * Streams the objects of a JSON file in constant memory: the file is an array of objects, or an
 * object whose first array property holds them (`{ "products": [ … ] }`, as a quick export). Each
 * object is cut out of the text by a scanner that follows strings and nesting, then parsed alone.
 */
export async function* jsonRecords(path: string, reading: { bytesRead: number } = { bytesRead: 0 }): AsyncGenerator<JsonRecord> {
  const scanner = new RecordScanner();
  const stream = createReadStream(path, { encoding: 'utf8' });
  try {
    let first = true;
    for await (let chunk of stream as AsyncIterable<string>) {
      if (first && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
      reading.bytesRead = stream.bytesRead;
      yield* scanner.feed(chunk);
    }
    scanner.finish();
  } finally {
    stream.destroy();
  }
}

class RecordScanner {
  private line = 1;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The depth at which records sit: 1 in a top-level array, 2 in an object's array property. */
  private recordDepth = 0;
  private containerSeen = false;
  private pieces: string[] = [];
  private recordStart = -1;
  private recordLine = 0;
  private done = false;

  *feed(chunk: string): Generator<JsonRecord> {
    let sliceFrom = this.recordStart >= 0 ? 0 : -1;
    for (let index = 0; index < chunk.length; index += 1) {
      const code = chunk.charCodeAt(index);
      if (code === 10) this.line += 1;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (code === 92) this.escaped = true;
        else if (code === 34) this.inString = false;
        continue;
      }
      if (code === 34) {
        this.inString = true;
        if (!this.containerSeen) this.fail('import.json_shape');
        continue;
      }
      if (code === 32 || code === 10 || code === 13 || code === 9) continue;
      if (this.done) this.malformed('unexpected text after the end');
      if (code === 123 || code === 91) {
        this.openContainer(code);
        if (this.depth === this.recordDepth + 1 && this.recordDepth > 0 && code === 123) {
          this.recordStart = 0;
          this.recordLine = this.line;
          sliceFrom = index;
        } else if (this.depth === this.recordDepth + 1 && this.recordDepth > 0) {
          this.fail('import.json_shape');
        }
      } else if (code === 125 || code === 93) {
        this.depth -= 1;
        if (this.depth < 0) this.malformed('unbalanced brackets');
        if (this.depth === 0) this.done = true;
        if (this.recordStart >= 0 && this.depth === this.recordDepth) {
          this.pieces.push(chunk.slice(sliceFrom, index + 1));
          yield this.parseRecord(this.pieces.join(''));
          this.pieces = [];
          this.recordStart = -1;
          sliceFrom = -1;
        } else if (this.depth < this.recordDepth) {
          // The array of records is closed: what follows may only close its containers.
          this.recordDepth = -1;
        }
      } else if (this.depth === this.recordDepth && this.recordDepth > 0 && code !== 44) {
        // A number, true, false or null where a record should be.
        this.fail('import.json_shape');
      }
    }
    if (this.recordStart >= 0 && sliceFrom >= 0) this.pieces.push(chunk.slice(sliceFrom));
  }

  finish(): void {
    if (!this.containerSeen) throw new FileReadError('import.file_empty');
    if (this.inString || this.depth !== 0) this.malformed('the file ends too early');
  }

  private openContainer(code: number): void {
    this.depth += 1;
    if (!this.containerSeen) {
      this.containerSeen = true;
      // `[` holds the records; `{` holds them in its first array property.
      this.recordDepth = code === 91 ? 1 : 0;
      return;
    }
    if (this.recordDepth === 0 && this.depth === 2) {
      if (code === 91) this.recordDepth = 2;
    }
  }

  private parseRecord(text: string): JsonRecord {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, keepNumberText);
    } catch (error) {
      this.malformed((error as Error).message, this.recordLine);
    }
    const values = new Map<string, string | null>();
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) values.set(key, cellText(value));
    return { line: this.recordLine, values };
  }

  private fail(code: 'import.json_shape'): never {
    throw new FileReadError(code);
  }

  private malformed(details: string, line = this.line): never {
    throw new FileReadError('import.json_malformed', { line, details: details.slice(0, 200) });
  }
}

/** A number keeps the digits it was written with: a 20-digit code is not rounded to a double. */
function keepNumberText(this: unknown, _key: string, value: unknown, context?: { source?: string }): unknown {
  return typeof value === 'number' && context?.source !== undefined ? new NumberText(context.source) : value;
}

/** JSON.rawJSON (V8, Node 21+): serialises as the given text, unquoted. */
const rawJson = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;

class NumberText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toJSON(): unknown {
    return rawJson(this.text);
  }
}

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof NumberText) return value.text;
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}
