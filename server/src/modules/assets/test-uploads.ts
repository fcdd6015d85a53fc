/**
 * Test material for asset uploads: real files made by sharp (no fixture binaries in the
 * repository) and the multipart body a browser sends for one file.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { assetsApi, type AssetUploadQuery } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import type { TestClient } from '../../../test/harness.ts';

export async function imageFile(format: 'jpeg' | 'png' | 'webp' | 'tiff', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A valid PNG whose header announces `width` × `height` pixels while holding a few bytes of data. */
export async function pngAnnouncing(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await imageFile('png', 1, 1));
  // IHDR starts at byte 8: length (4), type (4), width (4), height (4), …, then its CRC over type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const pdfFile = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const woff2File = Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(60, 1)]);

export const boundary = '----pimento-test-boundary';

/** The multipart body of one `file` part. */
export function multipartFile(fileName: string, bytes: Buffer, contentType = 'application/octet-stream'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export function uploadPath(query: AssetUploadQuery = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  const text = search.toString();
  return `${endpointPath(assetsApi.upload, {})}${text ? `?${text}` : ''}`;
}

export function upload(client: TestClient, fileName: string, bytes: Buffer, query: AssetUploadQuery = {}) {
  return client.request('POST', uploadPath(query), {
    payload: multipartFile(fileName, bytes),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
