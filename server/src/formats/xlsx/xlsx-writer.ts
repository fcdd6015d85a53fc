/**
 * A streaming xlsx writer: rows go out as they are written, in flat memory, however many there
 * are. Used by the import error report (`modules/imports/error-report.ts`) and meant for the export
 * engine. Why our own (`../shared/LIBRARIES.md`): exceljs's stream writer took 54 s and 2.1 GB,
 * growing, for a million rows of 50 cells; a writer of inline strings over yazl's streaming zip
 * takes a fraction of that at a constant ~100 MB.
 *
 * ```ts
 * const writer = new XlsxWriter();
 * pipeline(writer.stream, destination);                       // the .xlsx bytes, as they come
 * const warning = writer.style({ fill: '#F5D29A' });
 * const sheet = writer.addSheet('Products', { columns: [{ width: 20 }], frozenRows: 1 });
 * await sheet.writeRow(['SKU', 'Name'], { style: writer.style({ bold: true }) });
 * await sheet.writeRow(['A-1', { value: 'Lamp', style: warning, comment: 'Too long (name)' }]);
 * await sheet.end();
 * await writer.finish();                                     // then `writer.done` settles when the zip is out
 * ```
 *
 * - **Cells.** Text is written as inline strings (no shared-string table to hold); numbers as
 *   numbers; booleans; `Date`s as Excel serials with a date format (`yyyy-mm-dd`, or with the time
 *   when it has one), read from their UTC fields. `null`/`undefined`/`''` leave the cell out, unless
 *   it carries a style or a comment. Text longer than Excel's 32,767 characters is cut there;
 *   characters XML cannot carry (C0 controls other than tab and line breaks) are dropped.
 * - **Rows** are numbered from 1 in the order written, or at the `row` given (it must grow: gaps
 *   are empty rows). More than 1,048,576 rows or 16,384 columns throws: Excel would not open it.
 * - **Sheets** are written one after another (`addSheet` after the previous sheet's `end`); each
 *   may have column widths (in characters) and frozen rows and columns.
 * - **Styles** (`style({ fill, bold, numberFormat, wrap, quotePrefix })`) answer a number to put on cells; the
 *   same style asked twice is the same number. The styles part is written at the end.
 * - **Comments** (Excel's notes) are spooled to a temporary file as rows are written, then added
 *   after their sheet with the legacy VML drawing Excel needs to show them: memory stays flat
 *   whatever their number.
 * - **Backpressure.** `writeRow` resolves once the row is taken; when the reader of `stream` is
 *   slow it waits for it. If `stream` is destroyed (a client gone) or `abort` is called, the
 *   pending and later calls reject with `XlsxWriterAborted` and the temporary files go.
 */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import yazl from 'yazl';
import {
  type CellFormat,
  columnName,
  commentsEnd,
  commentsStart,
  commentXml,
  contentTypesXml,
  dateSerial,
  escapeText,
  packageRelationshipsXml,
  stylesXml,
  validSheetName,
  vmlEnd,
  vmlShape,
  vmlStart,
  workbookRelationships,
  workbookXml,
  worksheetEnd,
  worksheetRelationships,
  worksheetStart,
  xlsxLimits,
} from './xlsx-writer-xml.ts';

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxValue = string | number | boolean | Date | null | undefined;
/** A cell: its value alone, or with a style (from `XlsxWriter.style`) and a comment. */
export type XlsxCell = XlsxValue | { value: XlsxValue; style?: number; comment?: string };

export type XlsxStyle = {
  /** A solid fill, `#RRGGBB` (a design token: `palette.warningBorder`). */
  fill?: string;
  bold?: boolean;
  /** An Excel number format (`0.00`, `yyyy-mm-dd`); a `Date` cell without one gets a date format. */
  numberFormat?: string;
  /** Wrap the text, aligned to the top of the cell. */
  wrap?: boolean;
  /**
   * Excel's quote prefix: the text stays text even when someone edits the cell and presses Enter
   * (a text cell alone is never evaluated, but retyped it would be). Exports put it on text that
   * begins like a formula.
   */
  quotePrefix?: boolean;
};

export type XlsxSheetOptions = {
  /** Column widths in characters, by position; `undefined` leaves a column at Excel's default. */
  columns?: ReadonlyArray<{ width?: number } | undefined>;
  /** Rows kept in view when scrolling (1: a header line). */
  frozenRows?: number;
  frozenColumns?: number;
};

export type XlsxWriterOptions = {
  /** The author shown on comments. */
  commentAuthor?: string;
  /** zlib's level for the parts (1 fastest … 9 smallest); 6 by default. */
  compressionLevel?: number;
  /** Where comment spools go; the system's temporary folder by default. */
  temporaryFolder?: string;
};

/** The writer was aborted, or the reader of its stream went away. */
export class XlsxWriterAborted extends Error {
  constructor(reason?: unknown) {
    super('the xlsx writer was aborted', { cause: reason });
    this.name = 'XlsxWriterAborted';
  }
}

const dateFormat = 'yyyy-mm-dd';
const dateTimeFormat = 'yyyy-mm-dd hh:mm:ss';
/** Row XML gathered before a write to the sheet's stream. */
const chunkCharacters = 64 * 1024;
const resolved = Promise.resolve();

export class XlsxWriter {
  /** The workbook's bytes. Consume it (pipe it to a file or a response) while rows are written. */
  readonly stream: Readable;
  /** Settles when the whole workbook has gone through `stream` (or rejects when it failed). */
  readonly done: Promise<void>;

  private readonly zip = new yazl.ZipFile();
  private readonly options: Required<Omit<XlsxWriterOptions, 'temporaryFolder'>> & { temporaryFolder: string };
  private readonly sheetNames: string[] = [];
  private readonly sheetsWithComments: number[] = [];
  private readonly fills: string[] = [];
  private readonly numberFormats = new Map<string, number>();
  private readonly formats: CellFormat[] = [{ font: 0, fill: 0, numberFormat: 0, wrap: false, quotePrefix: false }];
  private readonly styleIds = new Map<string, number>();
  private readonly styleOf: XlsxStyle[] = [{}];
  private current: XlsxSheet | null = null;
  private spoolFolder: Promise<string> | null = null;
  private spoolsRemoved: Promise<void> | null = null;
  private finished = false;
  private abortReason: XlsxWriterAborted | null = null;
  private readonly abortListeners = new Set<(error: XlsxWriterAborted) => void>();

  constructor(options: XlsxWriterOptions = {}) {
    this.options = { commentAuthor: options.commentAuthor ?? 'Pimento', compressionLevel: options.compressionLevel ?? 6, temporaryFolder: options.temporaryFolder ?? tmpdir() };
    this.stream = this.zip.outputStream as unknown as Readable;
    this.zip.on('error', (error: unknown) => this.abort(error));
    this.done = new Promise<void>((resolve, reject) => {
      // The spools go before `done` settles: whoever cleans a folder around them afterwards does not race them.
      this.stream.once('end', () => void this.removeSpools().then(resolve));
      this.stream.once('close', () => {
        // Closed before its end: the reader went away (a download cancelled) or it was destroyed.
        if (!this.stream.readableEnded) {
          this.abort(new Error('the workbook stream closed before its end'));
          void this.removeSpools().then(() => reject(this.abortReason!));
        }
      });
      this.stream.once('error', (error) => {
        this.abort(error);
        void this.removeSpools().then(() => reject(this.abortReason!));
      });
    });
    // Whoever does not await `done` must not get an unhandled rejection for a cancelled download.
    this.done.catch(() => {});
  }

  /** The number of a cell style, created the first time it is asked for. */
  style(style: XlsxStyle): number {
    const key = JSON.stringify([style.fill?.toUpperCase() ?? null, style.bold === true, style.numberFormat ?? null, style.wrap === true, style.quotePrefix === true]);
    const known = this.styleIds.get(key);
    if (known !== undefined) return known;
    let fill = 0;
    if (style.fill !== undefined) {
      const rgb = style.fill.replace(/^#/, '').toUpperCase();
      if (!/^[0-9A-F]{6}$/.test(rgb)) throw new Error(`${style.fill}: a fill is #RRGGBB`);
      const index = this.fills.indexOf(rgb);
      fill = 2 + (index === -1 ? this.fills.push(rgb) - 1 : index);
    }
    let numberFormat = 0;
    if (style.numberFormat !== undefined) {
      numberFormat = this.numberFormats.get(style.numberFormat) ?? 164 + this.numberFormats.size;
      this.numberFormats.set(style.numberFormat, numberFormat);
    }
    const id = this.formats.push({ font: style.bold ? 1 : 0, fill, numberFormat, wrap: style.wrap === true, quotePrefix: style.quotePrefix === true }) - 1;
    this.styleIds.set(key, id);
    this.styleOf[id] = { ...style };
    return id;
  }

  /** The style of a date cell: the cell's own style, with a date format when it has none. */
  dateStyle(style: number | undefined, withTime: boolean): number {
    const base = this.styleOf[style ?? 0] ?? {};
    if (base.numberFormat !== undefined) return style!;
    return this.style({ ...base, numberFormat: withTime ? dateTimeFormat : dateFormat });
  }

  /** Starts the next sheet; the previous one must have ended. A name Excel refuses is cleaned, a taken one numbered. */
  addSheet(name: string, options: XlsxSheetOptions = {}): XlsxSheet {
    this.assertOpen();
    if (this.current !== null) throw new Error('end the current sheet before adding another');
    const sheetName = this.uniqueSheetName(validSheetName(name));
    this.sheetNames.push(sheetName);
    const number = this.sheetNames.length;
    const output = new PassThrough({ highWaterMark: chunkCharacters });
    this.zip.addReadStream(output, `xl/worksheets/sheet${number}.xml`, { compressionLevel: this.options.compressionLevel });
    const sheet = new XlsxSheet(this, number, output, {
      frozenRows: options.frozenRows ?? 0,
      frozenColumns: options.frozenColumns ?? 0,
      selected: number === 1,
      widths: (options.columns ?? []).map((column) => column?.width),
    });
    this.current = sheet;
    return sheet;
  }

  /** Writes the workbook's own parts and closes the archive; the last sheet must have ended. */
  async finish(): Promise<void> {
    this.assertOpen();
    if (this.current !== null) throw new Error('end the current sheet before finishing');
    if (this.sheetNames.length === 0) throw new Error('a workbook needs a sheet');
    this.finished = true;
    const add = (content: string, name: string) => this.zip.addBuffer(Buffer.from(content), name, { compressionLevel: this.options.compressionLevel });
    add(stylesXml({ fills: this.fills, numberFormats: this.numberFormats, formats: this.formats }), 'xl/styles.xml');
    add(workbookXml(this.sheetNames), 'xl/workbook.xml');
    add(workbookRelationships(this.sheetNames.length), 'xl/_rels/workbook.xml.rels');
    add(packageRelationshipsXml, '_rels/.rels');
    add(contentTypesXml(this.sheetNames.length, this.sheetsWithComments), '[Content_Types].xml');
    this.zip.end();
  }

  /** Stops: the stream is destroyed, pending and later writes reject, the temporary files go. */
  abort(reason?: unknown): void {
    if (this.abortReason !== null) return;
    this.abortReason = reason instanceof XlsxWriterAborted ? reason : new XlsxWriterAborted(reason);
    for (const listener of this.abortListeners) listener(this.abortReason);
    this.abortListeners.clear();
    this.current?.destroy();
    if (!this.stream.destroyed) this.stream.destroy();
    void this.removeSpools();
  }

  /** @internal */
  assertOpen(): void {
    if (this.abortReason !== null) throw this.abortReason;
    if (this.finished) throw new Error('the workbook is finished');
  }

  /** @internal Resolves once `stream` drains, or rejects when the writer is aborted. */
  waitForDrain(output: PassThrough): Promise<void> {
    if (this.abortReason !== null) return Promise.reject(this.abortReason);
    return new Promise<void>((resolve, reject) => {
      const onAbort = (error: XlsxWriterAborted) => {
        output.off('drain', onDrain);
        reject(error);
      };
      const onDrain = () => {
        this.abortListeners.delete(onAbort);
        resolve();
      };
      output.once('drain', onDrain);
      this.abortListeners.add(onAbort);
    });
  }

  /** @internal A folder of this writer's own for comment spools, made when the first comment comes. */
  spoolPath(name: string): Promise<string> {
    if (this.spoolsRemoved !== null) return Promise.reject(this.abortReason ?? new Error('the workbook is finished'));
    this.spoolFolder ??= mkdtemp(path.join(this.options.temporaryFolder, 'pimento-xlsx-'));
    return this.spoolFolder.then((folder) => path.join(folder, name));
  }

  /** @internal The sheet has ended: its comments (if any) and their drawing are added after it. */
  sheetEnded(sheet: XlsxSheet, spools: { comments: string; shapes: string } | null): void {
    this.current = null;
    if (this.abortReason !== null) return;
    if (spools === null) return;
    const number = sheet.number;
    this.sheetsWithComments.push(number);
    const level = { compressionLevel: this.options.compressionLevel };
    this.zip.addBuffer(Buffer.from(worksheetRelationships(number)), `xl/worksheets/_rels/sheet${number}.xml.rels`, level);
    this.zip.addReadStreamLazy(`xl/comments${number}.xml`, level, (callback) => callback(null, framed(commentsStart(this.options.commentAuthor), spools.comments, commentsEnd)));
    this.zip.addReadStreamLazy(`xl/drawings/vmlDrawing${number}.vml`, level, (callback) => callback(null, framed(vmlStart, spools.shapes, vmlEnd)));
  }

  private uniqueSheetName(name: string): string {
    const taken = new Set(this.sheetNames.map((existing) => existing.toLowerCase()));
    if (!taken.has(name.toLowerCase())) return name;
    for (let counter = 2; ; counter += 1) {
      const suffix = ` (${counter})`;
      const candidate = name.slice(0, xlsxLimits.sheetNameLength - suffix.length) + suffix;
      if (!taken.has(candidate.toLowerCase())) return candidate;
    }
  }

  /** Removes the spool folder, once: every caller waits for the same removal. */
  private removeSpools(): Promise<void> {
    this.spoolsRemoved ??= (async () => {
      const folder = this.spoolFolder;
      if (folder === null) return;
      const made = await folder.catch(() => null);
      if (made !== null) await rm(made, { recursive: true, force: true }).catch(() => {});
    })();
    return this.spoolsRemoved;
  }
}

/** A spooled file between its part's opening and closing text. */
function framed(start: string, filePath: string, end: string): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(start);
      for await (const chunk of createReadStream(filePath)) yield chunk as Buffer;
      yield Buffer.from(end);
    })(),
  );
}

/** One sheet being written: rows in order, then `end`. */
export class XlsxSheet {
  /** 1-based position of the sheet in the workbook. */
  readonly number: number;
  private readonly writer: XlsxWriter;
  private readonly output: PassThrough;
  private pending: string;
  private lastRow = 0;
  private comments: { comments: WriteStream; shapes: WriteStream; paths: { comments: string; shapes: string } } | null = null;
  private commentCount = 0;
  private ended = false;

  /** @internal Made by `XlsxWriter.addSheet`. */
  constructor(writer: XlsxWriter, number: number, output: PassThrough, start: Parameters<typeof worksheetStart>[0]) {
    this.writer = writer;
    this.number = number;
    this.output = output;
    this.pending = worksheetStart(start);
  }

  /** The last row written (0 before the first). */
  get rowNumber(): number {
    return this.lastRow;
  }

  /**
   * Writes one row: cells by column from A. `row` places it (1-based, after the last one);
   * `style` applies to its cells that have none of their own.
   */
  writeRow(cells: readonly XlsxCell[], options: { row?: number; style?: number } = {}): Promise<void> {
    this.writer.assertOpen();
    if (this.ended) throw new Error('the sheet has ended');
    const row = options.row ?? this.lastRow + 1;
    if (!Number.isInteger(row) || row <= this.lastRow) throw new Error(`row ${row} comes after row ${this.lastRow}`);
    if (row > xlsxLimits.rows) throw new Error(`a sheet holds at most ${xlsxLimits.rows} rows`);
    if (cells.length > xlsxLimits.columns) throw new Error(`a sheet holds at most ${xlsxLimits.columns} columns`);
    this.lastRow = row;
    let xml = `<row r="${row}">`;
    let commentsWritten: Promise<void> | null = null;
    for (let column = 0; column < cells.length; column += 1) {
      const cell = cells[column];
      const detailed = cell !== null && typeof cell === 'object' && !(cell instanceof Date);
      const value = detailed ? cell.value : cell;
      const style = (detailed ? cell.style : undefined) ?? options.style;
      const comment = detailed ? cell.comment : undefined;
      const reference = `${columnName(column)}${row}`;
      xml += this.cellXml(reference, value, style);
      if (comment !== undefined && comment !== '') {
        const written = this.addComment(reference, row - 1, column, comment);
        commentsWritten = commentsWritten === null ? written : commentsWritten.then(() => written);
      }
    }
    this.pending += `${xml}</row>`;
    const flushed = this.pending.length >= chunkCharacters ? this.flush() : resolved;
    return commentsWritten === null ? flushed : Promise.all([flushed, commentsWritten]).then(() => undefined);
  }

  /** Ends the sheet: its last rows go out, its comments are added after it. */
  async end(): Promise<void> {
    this.writer.assertOpen();
    if (this.ended) return;
    this.ended = true;
    this.pending += worksheetEnd(this.comments !== null);
    await this.flush();
    this.output.end();
    let spools: { comments: string; shapes: string } | null = null;
    if (this.comments !== null) {
      const { comments, shapes, paths } = this.comments;
      comments.end();
      shapes.end();
      await Promise.all([once(comments, 'close'), once(shapes, 'close')]);
      spools = paths;
    }
    this.writer.sheetEnded(this, spools);
  }

  /** @internal */
  destroy(): void {
    this.ended = true;
    this.output.destroy();
    this.comments?.comments.destroy();
    this.comments?.shapes.destroy();
  }

  private cellXml(reference: string, value: XlsxValue, style: number | undefined): string {
    const styled = style !== undefined && style !== 0 ? ` s="${style}"` : '';
    if (value === null || value === undefined || value === '') return styled === '' ? '' : `<c r="${reference}"${styled}/>`;
    if (typeof value === 'string') {
      const text = value.length > xlsxLimits.cellTextLength ? value.slice(0, xlsxLimits.cellTextLength) : value;
      return `<c r="${reference}"${styled} t="inlineStr"><is><t xml:space="preserve">${escapeText(text)}</t></is></c>`;
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return this.cellXml(reference, String(value), style);
      return `<c r="${reference}"${styled}><v>${value}</v></c>`;
    }
    if (typeof value === 'boolean') return `<c r="${reference}"${styled} t="b"><v>${value ? 1 : 0}</v></c>`;
    if (Number.isNaN(value.getTime())) return styled === '' ? '' : `<c r="${reference}"${styled}/>`;
    const withTime = value.getTime() % 86_400_000 !== 0;
    return `<c r="${reference}" s="${this.writer.dateStyle(style, withTime)}"><v>${dateSerial(value)}</v></c>`;
  }

  private async addComment(reference: string, row: number, column: number, text: string): Promise<void> {
    if (this.comments === null) {
      const paths = { comments: await this.writer.spoolPath(`comments${this.number}.xml`), shapes: await this.writer.spoolPath(`shapes${this.number}.vml`) };
      // Another comment of the same row may have opened them during the awaits above.
      if (this.comments === null) {
        const comments = createWriteStream(paths.comments);
        const shapes = createWriteStream(paths.shapes);
        // A full disk stops the workbook rather than the process.
        comments.on('error', (error) => this.writer.abort(error));
        shapes.on('error', (error) => this.writer.abort(error));
        this.comments = { comments, shapes, paths };
      }
    }
    this.commentCount += 1;
    const { comments, shapes } = this.comments;
    const commentsReady = comments.write(commentXml(reference, text));
    const shapesReady = shapes.write(vmlShape(this.commentCount, row, column));
    if (!commentsReady) await once(comments, 'drain');
    if (!shapesReady) await once(shapes, 'drain');
  }

  private flush(): Promise<void> {
    const chunk = this.pending;
    this.pending = '';
    if (chunk === '') return resolved;
    if (this.output.write(chunk)) return resolved;
    return this.writer.waitForDrain(this.output);
  }
}
