/**
 * What an uploaded file really is. Its extension must be one the gallery takes (spec §3: images,
 * PDFs, fonts) and its first bytes must say the same thing: a script renamed `.jpg` is refused.
 * An image's size is read from its header before anything decodes it, so a small file announcing
 * a gigantic picture (a decompression bomb) is refused without being expanded.
 */
import path from 'node:path';
import { loadSharp } from './load-sharp.ts';
import type { AssetKind } from '@pimento/shared-kit/contracts/assets';
import { readHead } from '../../formats/open-tabular-source.ts';
import { AppError } from '../../http/app-error.ts';
import { inspectSvg } from './svg-inspection.ts';

type Format = { kind: AssetKind; mimeType: string; matches: (head: Buffer) => boolean };

const startsWith = (bytes: number[], offset = 0) => (head: Buffer) => bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string, offset = 0) => startsWith([...Buffer.from(text, 'latin1')], offset);

const jpeg: Format = { kind: 'image', mimeType: 'image/jpeg', matches: startsWith([0xff, 0xd8, 0xff]) };
const png: Format = { kind: 'image', mimeType: 'image/png', matches: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };
const webp: Format = { kind: 'image', mimeType: 'image/webp', matches: (head) => ascii('RIFF')(head) && ascii('WEBP', 8)(head) };
const tiff: Format = {
  kind: 'image',
  mimeType: 'image/tiff',
  // Classic and BigTIFF, both byte orders.
  matches: (head) => [ascii('II*\0'), ascii('MM\0*'), ascii('II+\0'), ascii('MM\0+')].some((test) => test(head)),
};
const pdf: Format = { kind: 'pdf', mimeType: 'application/pdf', matches: ascii('%PDF-') };
const svg: Format = { kind: 'svg', mimeType: 'image/svg+xml', matches: () => true };
const font = (mimeType: string, ...signatures: ((head: Buffer) => boolean)[]): Format => ({
  kind: 'font',
  mimeType,
  matches: (head) => signatures.some((test) => test(head)),
});
const trueType = startsWith([0x00, 0x01, 0x00, 0x00]);

/** The extensions taken, each with the content it must have. */
const formatsByExtension: Record<string, Format> = {
  jpg: jpeg,
  jpeg,
  png,
  webp,
  tif: tiff,
  tiff,
  svg,
  pdf,
  ttf: font('font/ttf', trueType, ascii('true')),
  otf: font('font/otf', ascii('OTTO'), trueType),
  woff: font('font/woff', ascii('wOFF')),
  woff2: font('font/woff2', ascii('wOF2')),
};

export type AssetFileContent = { kind: AssetKind; mimeType: string; width: number | null; height: number | null };

/** The extension of `fileName` if the gallery takes it, else 400 `asset.bad_extension`. */
export function formatOfName(fileName: string): Format {
  const format = formatsByExtension[path.extname(fileName).slice(1).toLowerCase()];
  if (format === undefined) throw new AppError(400, 'asset.bad_extension', { fields: { file: ['asset.bad_extension'] } });
  return format;
}

/** Checks the file against its name and reads its size in pixels; refuses what does not fit. */
export async function inspectAssetFile(filePath: string, fileName: string, maxPixels: number): Promise<AssetFileContent> {
  const format = formatOfName(fileName);
  const head = Buffer.from(await readHead(filePath, 64));
  const mismatch = () => new AppError(400, 'asset.content_mismatch', { fields: { file: ['asset.content_mismatch'] } });
  if (format.kind === 'svg') {
    const inspection = await inspectSvg(filePath);
    if (inspection === 'not_svg') throw mismatch();
    if (!inspection.safe) throw new AppError(400, 'asset.svg_unsafe', { fields: { file: ['asset.svg_unsafe'] } });
    return { kind: 'svg', mimeType: format.mimeType, width: inspection.width, height: inspection.height };
  }
  if (!format.matches(head)) throw mismatch();
  if (format.kind !== 'image') return { kind: format.kind, mimeType: format.mimeType, width: null, height: null };
  const { width, height } = await headerSize(filePath);
  if (width * height > maxPixels) {
    throw new AppError(422, 'asset.resolution_too_high', { fields: { file: ['asset.resolution_too_high'] }, params: { width, height } });
  }
  return { kind: 'image', mimeType: format.mimeType, width, height };
}

/** Width and height from the image's header: libvips opens it lazily and decodes no pixel for this. */
async function headerSize(filePath: string): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(filePath, { limitInputPixels: false, failOn: 'error' }).metadata();
    if (!metadata.width || !metadata.height) throw new Error('no size in the header');
    return { width: metadata.width, height: metadata.height };
  } catch {
    throw new AppError(400, 'asset.unreadable', { fields: { file: ['asset.unreadable'] } });
  }
}
