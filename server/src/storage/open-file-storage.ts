/**
 * The storage the environment selects: `STORAGE_DRIVER=s3` with `S3_BUCKET`, `S3_REGION`,
 * `S3_ENDPOINT`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`, `S3_PREFIX`;
 * otherwise (default `local`) the directory `<dataDir>/files/`.
 */
import path from 'node:path';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-storage.ts';
import type { S3StorageConfig } from './s3-storage.ts';

export type StorageConfig = { driver: 'local'; root: string } | ({ driver: 's3' } & S3StorageConfig);

const nonEmpty = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

export function storageConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const driver = nonEmpty(env.STORAGE_DRIVER) ?? 'local';
  if (driver === 'local') return { driver: 'local', root: path.join(dataDir, 'files') };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be "local" or "s3", not "${driver}"`);
  const bucket = nonEmpty(env.S3_BUCKET);
  if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    driver: 's3',
    bucket,
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    endpoint: nonEmpty(env.S3_ENDPOINT),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: ['1', 'true', 'yes'].includes((nonEmpty(env.S3_FORCE_PATH_STYLE) ?? 'false').toLowerCase()),
    prefix: nonEmpty(env.S3_PREFIX),
  };
}

export async function openFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.driver === 'local') return createLocalFileStorage(config.root);
  // The AWS SDK is loaded only where it is used: it is hundreds of modules every start would read.
  const { createS3FileStorage } = await import('./s3-storage.ts');
  return createS3FileStorage(config);
}
