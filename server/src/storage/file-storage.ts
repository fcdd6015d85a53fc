/**
 * Where files live (assets, export files, import uploads): the local filesystem by default,
 * S3-compatible object storage in production (`STORAGE_DRIVER=s3`). Keys are slash-separated
 * relative paths such as `companies/<id>/exports/matrix-2026-01-01.xlsx`.
 */
import type { Readable } from 'node:stream';

export type FileBody = Readable | Buffer | Uint8Array | string;

export type StoredFile = { key: string; size: number };

export type FileStorage = {
  readonly driver: 'local' | 's3';
  /** Writes the whole body, or nothing: a reader never sees a half-written file. */
  put(key: string, body: FileBody, options?: { contentType?: string }): Promise<StoredFile>;
  /** The file's bytes; rejects with `FileNotFoundError` when there is none. */
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** A time-limited URL to download the file directly (S3 only; local files are served by the API). */
  signedUrl?(key: string, options?: { expiresInSeconds?: number; downloadName?: string }): Promise<string>;
};

export class FileNotFoundError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`No stored file at ${key}`);
    this.name = 'FileNotFoundError';
    this.key = key;
  }
}
