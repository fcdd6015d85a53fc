/**
 * A zip of files written as a stream, one entry at a time: the next file is opened only once the
 * previous one went through, so memory stays flat whatever the number and size of the files (an
 * asset export of thousands of resized images). Entry names are made safe — no folder climbing,
 * no absolute path, no backslash or control character — and unique (`photo (2).jpg`), so any
 * reader extracts them where they belong. Images are stored without compression: JPEG, PNG and
 * WebP are compressed already, deflating them again costs time for nothing.
 */
import type { Readable } from 'node:stream';
import yazl from 'yazl';

export const zipMimeType = 'application/zip';

const compressedExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.zip', '.woff', '.woff2']);

/** A name safe to extract: its folders kept when harmless (`images/front.jpg`), never above the archive's root. */
export function safeEntryName(name: string): string {
  const parts = name
    .replace(/\\/g, '/')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== '.' && part !== '..');
  const joined = parts.join('/');
  return joined === '' ? 'file' : joined.slice(0, 240);
}

export class AssetZipWriter {
  private readonly zip = new yazl.ZipFile();
  private readonly used = new Set<string>();
  /** The archive's bytes, to be consumed while files are added. */
  readonly stream: Readable = this.zip.outputStream as Readable;

  /** The name the entry gets: safe, and unique without regard to case (`photo (2).jpg`). */
  private uniqueName(name: string): string {
    const safe = safeEntryName(name);
    const dot = safe.lastIndexOf('.');
    // A leading dot (`.htaccess`) is part of the name, not an extension.
    const [base, extension] = dot > safe.lastIndexOf('/') + 1 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let index = 2; this.used.has(candidate.toLowerCase()); index += 1) candidate = `${base} (${index})${extension}`;
    this.used.add(candidate.toLowerCase());
    return candidate;
  }

  /** Adds one file and resolves once its bytes went into the archive; answers the entry's name. */
  async addFile(name: string, source: Readable, modified = new Date()): Promise<string> {
    const entryName = this.uniqueName(name);
    const extension = entryName.slice(entryName.lastIndexOf('.')).toLowerCase();
    const done = new Promise<void>((resolve, reject) => {
      source.once('end', resolve);
      source.once('error', reject);
    });
    this.zip.addReadStream(source, entryName, { compress: !compressedExtensions.has(extension), mtime: modified });
    await done;
    return entryName;
  }

  finish(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.stream.once('end', resolve);
      this.stream.once('error', reject);
      this.zip.end();
    });
  }

  abort(reason: unknown): void {
    this.stream.destroy(reason instanceof Error ? reason : new Error(String(reason)));
  }
}
