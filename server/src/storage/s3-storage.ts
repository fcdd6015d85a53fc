/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Scaleway …) through AWS SDK v3.
 * Uploads go through the multipart `Upload` helper, so streams of unknown length work and an
 * interrupted upload leaves no object (S3 only publishes an object once it is complete).
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FileNotFoundError } from './file-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { storageKeySegments } from './storage-key.ts';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (`endpoint/bucket/key`): needed by most self-hosted S3-compatible servers. */
  forcePathStyle: boolean;
  /** Prefix of every key in the bucket (e.g. one bucket shared by several environments). */
  prefix?: string;
};

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

export function createS3FileStorage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // checksums only where S3 requires them: many S3-compatible servers reject the newer defaults
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => `${config.prefix ?? ''}${storageKeySegments(key).join('/')}`;

  return {
    driver: 's3',

    async put(key, body, options = {}) {
      const data = typeof body === 'string' ? Buffer.from(body) : body;
      let size = 0;
      const counted =
        data instanceof Readable
          ? data.map((chunk: Buffer | string) => {
              const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
              size += buffer.length;
              return buffer;
            })
          : data;
      if (!(data instanceof Readable)) size = data.byteLength;
      await new Upload({
        client,
        params: { Bucket: config.bucket, Key: objectKey(key), Body: counted, ContentType: options.contentType },
      }).done();
      return { key, size };
    },

    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return result.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },

    async signedUrl(key, options = {}) {
      const command = new GetObjectCommand({
        Bucket: config.bucket,
        Key: objectKey(key),
        ResponseContentDisposition: options.downloadName
          ? `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`
          : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds ?? 15 * 60 });
    },
  };
}
