/**
 * Files on the local disk under `<dataDir>/files/`. A write goes to a temporary file beside the
 * target, is flushed, then renamed over it: rename is atomic on one filesystem, so a crash leaves
 * either the old file or the new one, never a partial one (temporaries are swept on start).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError } from './file-storage.ts';
import type { FileBody, FileStorage } from './file-storage.ts';
import { storageKeySegments } from './storage-key.ts';

const temporaryMarker = '.partial-';

export async function createLocalFileStorage(root: string): Promise<FileStorage> {
  const base = path.resolve(root);
  await mkdir(base, { recursive: true });
  await sweepTemporaries(base);

  const pathOf = (key: string) => {
    const target = path.join(base, ...storageKeySegments(key));
    // belt and braces: the key check already rules this out
    if (!target.startsWith(base + path.sep)) throw new Error(`storage: ${key} resolves outside the root`);
    return target;
  };

  return {
    driver: 'local',

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}${temporaryMarker}${randomBytes(6).toString('hex')}`;
      try {
        await pipeline(toStream(body), createWriteStream(temporary, { flags: 'wx' }));
        const handle = await open(temporary, 'r+');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, size: (await stat(target)).size };
    },

    async get(key) {
      const target = pathOf(key);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) throw new FileNotFoundError(key);
      return createReadStream(target);
    },

    async exists(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ?? false;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function toStream(body: FileBody): Readable {
  if (body instanceof Readable) return body;
  return Readable.from([typeof body === 'string' ? Buffer.from(body) : Buffer.from(body)]);
}

/** Removes what interrupted writes left behind. */
async function sweepTemporaries(directory: string): Promise<void> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) await sweepTemporaries(full);
    else if (entry.name.includes(temporaryMarker)) await rm(full, { force: true });
  }
}
