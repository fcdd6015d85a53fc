import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { FileReadError, formatByteSize } from '../tabular-source.ts';

/** Limits that keep a hostile or broken archive from exhausting the worker. */
export interface ZipLimits {
  /** The most entries an archive may list (a workbook has a few dozen). */
  readonly maxEntries: number;
  /** The most bytes all the parts read may unpack to. */
  readonly maxUnpackedBytes: number;
  /** The highest ratio of unpacked to packed size for a part over 1 MB (XML packs about 10 to 30 times). */
  readonly maxRatio: number;
}

export const defaultZipLimits: ZipLimits = { maxEntries: 10_000, maxUnpackedBytes: 8 * 1024 ** 3, maxRatio: 400 };

/** The parts of an xlsx archive by name, opened one stream at a time. */
export class WorkbookZip {
  private readonly zip: ZipFile;
  private readonly entries: Map<string, Entry>;
  private readonly limits: ZipLimits;

  private constructor(zip: ZipFile, entries: Map<string, Entry>, limits: ZipLimits) {
    this.zip = zip;
    this.entries = entries;
    this.limits = limits;
  }

  static async open(path: string, limits: ZipLimits = defaultZipLimits): Promise<WorkbookZip> {
    let zip: ZipFile;
    try {
      // validateEntrySizes (the default) fails a part that unpacks to more than it declares.
      zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, strictFileNames: false });
    } catch {
      throw new FileReadError('file.bad_zip');
    }
    if (zip.entryCount > limits.maxEntries) {
      zip.close();
      throw new FileReadError('file.bad_zip');
    }
    const entries = new Map<string, Entry>();
    let declared = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        entries.set(normalisePartName(entry.fileName), entry);
        declared += entry.uncompressedSize;
      }
    } catch {
      zip.close();
      throw new FileReadError('file.bad_zip');
    }
    if (declared > limits.maxUnpackedBytes) {
      zip.close();
      throw new FileReadError('import.xlsx_unpacked_too_large', { limit: formatByteSize(limits.maxUnpackedBytes) });
    }
    return new WorkbookZip(zip, entries, limits);
  }

  /** The part's unpacked size as the archive declares it. */
  partSize(partName: string): number {
    return this.entries.get(normalisePartName(partName))?.uncompressedSize ?? 0;
  }

  has(partName: string): boolean {
    return this.entries.has(normalisePartName(partName));
  }

  /** The part's unpacked bytes as a stream; refuses a part whose packing ratio betrays a bomb. */
  async openPart(partName: string): Promise<Readable> {
    const entry = this.entries.get(normalisePartName(partName));
    if (!entry) throw new FileReadError('import.xlsx_malformed', { details: `missing part ${partName}` });
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > 1024 ** 2 && ratio > this.limits.maxRatio) {
      throw new FileReadError('import.xlsx_unpacked_too_large', { limit: formatByteSize(this.limits.maxUnpackedBytes) });
    }
    try {
      return await this.zip.openReadStreamPromise(entry);
    } catch {
      throw new FileReadError('file.bad_zip');
    }
  }

  close(): void {
    this.zip.close();
  }
}

/** Part names compared without a leading slash and case-insensitively, as Office does. */
export function normalisePartName(name: string): string {
  return name.replace(/^\/+/, '').toLowerCase();
}
