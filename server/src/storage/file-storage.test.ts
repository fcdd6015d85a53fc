import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { FileNotFoundError } from './file-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-storage.ts';
import { openFileStorage, storageConfigFromEnv } from './open-file-storage.ts';
import { InvalidStorageKeyError } from './storage-key.ts';

/** A stream that yields some bytes, then fails: what a dropped upload looks like. */
const brokenStream = () =>
  new Readable({
    read() {
      this.push(Buffer.alloc(64 * 1024, 'x'));
      this.destroy(new Error('client went away'));
    },
  });

type Setup = { storage: FileStorage; dispose(): Promise<void> };

const setups: Array<[string, () => Promise<Setup>]> = [
  [
    'local',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'pimento-files-'));
      return { storage: await createLocalFileStorage(path.join(dir, 'files')), dispose: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    's3 (s3rver, a real S3-compatible server)',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'pimento-s3-'));
      const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'pimento-test', configs: [] }] });
      const { port } = (await server.run()) as { port: number };
      const storage = await openFileStorage(
        storageConfigFromEnv(
          {
            STORAGE_DRIVER: 's3',
            S3_BUCKET: 'pimento-test',
            S3_ENDPOINT: `http://127.0.0.1:${port}`,
            S3_REGION: 'us-east-1',
            S3_ACCESS_KEY_ID: 'S3RVER',
            S3_SECRET_ACCESS_KEY: 'S3RVER',
            S3_FORCE_PATH_STYLE: 'true',
          },
          dir,
        ),
      );
      return {
        storage,
        dispose: async () => {
          await server.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  ],
];

describe.each(setups)('file storage: %s', (_name, setup) => {
  let storage: FileStorage;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, dispose } = await setup());
  });
  afterAll(() => dispose());

  it('stores buffers and streams, reads them back, tells whether they exist, deletes them', async () => {
    expect(await storage.put('companies/c1/exports/matrix 2026-01-01.xlsx', Buffer.from('sheet'), { contentType: 'application/vnd.ms-excel' })).toEqual({
      key: 'companies/c1/exports/matrix 2026-01-01.xlsx',
      size: 5,
    });
    expect(await text(await storage.get('companies/c1/exports/matrix 2026-01-01.xlsx'))).toBe('sheet');
    const big = 'ab'.repeat(300_000);
    expect((await storage.put('companies/c1/assets/big.txt', Readable.from([big.slice(0, 1000), big.slice(1000)]))).size).toBe(600_000);
    expect(await text(await storage.get('companies/c1/assets/big.txt'))).toBe(big);
    expect(await storage.exists('companies/c1/assets/big.txt')).toBe(true);
    await storage.delete('companies/c1/assets/big.txt');
    expect(await storage.exists('companies/c1/assets/big.txt')).toBe(false);
    await expect(storage.get('companies/c1/assets/big.txt')).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.delete('companies/c1/assets/never-there.txt');
  });

  it('replaces a file whole, and keeps the previous one when a write fails midway', async () => {
    await storage.put('report.csv', 'first');
    await storage.put('report.csv', 'second');
    expect(await text(await storage.get('report.csv'))).toBe('second');
    await expect(storage.put('report.csv', brokenStream())).rejects.toThrow();
    expect(await text(await storage.get('report.csv'))).toBe('second');
    await expect(storage.put('never-written.csv', brokenStream())).rejects.toThrow();
    expect(await storage.exists('never-written.csv')).toBe(false);
  });

  it.each(['../escape.txt', '/etc/passwd', 'a/../../b', 'a\\..\\b', '', 'a//b', '.hidden', 'a/./b', 'nul\u0000byte', 'dir/'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, 'x')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );
});

describe('s3 signed URLs', () => {
  it('hands out a time-limited URL that downloads the file without credentials', async () => {
    const { storage, dispose } = await setups[1]![1]();
    try {
      await storage.put('exports/catalogue.pdf', 'pdf bytes', { contentType: 'application/pdf' });
      const url = await storage.signedUrl!('exports/catalogue.pdf', { expiresInSeconds: 60, downloadName: 'Catalogue 2026.pdf' });
      expect(url).toContain('X-Amz-Signature=');
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('pdf bytes');
      expect(response.headers.get('content-disposition')).toContain('Catalogue%202026.pdf');
      // s3rver does not verify presigned signatures, so tampering is not testable here
    } finally {
      await dispose();
    }
  });
});

describe('local file storage on disk', () => {
  it('leaves no temporary file after a failed write, and sweeps those of a crash on start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pimento-files-'));
    const root = path.join(dir, 'files');
    const storage = await createLocalFileStorage(root);
    await expect(storage.put('imports/upload.xlsx', brokenStream())).rejects.toThrow('client went away');
    expect(await readdir(path.join(root, 'imports'))).toEqual([]);
    // what a process killed mid-write leaves behind
    await mkdir(path.join(root, 'exports'), { recursive: true });
    await writeFile(path.join(root, 'exports', 'feed.xml.partial-0a1b2c'), 'half');
    await writeFile(path.join(root, 'exports', 'kept.xml'), 'whole');
    await createLocalFileStorage(root);
    expect(await readdir(path.join(root, 'exports'))).toEqual(['kept.xml']);
    await rm(dir, { recursive: true, force: true });
  });

  it('is the default; s3 needs a bucket', () => {
    expect(storageConfigFromEnv({}, '/data')).toEqual({ driver: 'local', root: '/data/files' });
    expect(() => storageConfigFromEnv({ STORAGE_DRIVER: 's3' }, '/data')).toThrow('S3_BUCKET');
    expect(() => storageConfigFromEnv({ STORAGE_DRIVER: 'ftp' }, '/data')).toThrow('STORAGE_DRIVER');
  });
});
