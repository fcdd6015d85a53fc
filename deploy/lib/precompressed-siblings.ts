import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The formats the build pre-compresses (webpack/precompress-plugin.js): what the servers send as `.br`/`.gz`. */
const compressible = /\.(js|css|json|html|svg)$/;
const minimumBytes = 256;

const brotliCompress = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

const siblings = [
  {
    extension: '.br',
    compress: (content: Buffer) =>
      brotliCompress(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
      }),
    decompress: (content: Buffer) => brotliDecompress(content),
  },
  { extension: '.gz', compress: (content: Buffer) => gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }), decompress: (content: Buffer) => gunzip(content) },
];

async function decodesTo(sibling: string, content: Buffer, decompress: (content: Buffer) => Promise<Buffer>): Promise<boolean> {
  try {
    return (await decompress(await fs.readFile(sibling))).equals(content);
  } catch {
    return false; // missing or not a valid compressed file
  }
}

/**
 * Makes every compressible file of a build directory have `.br` and `.gz` siblings that decode to
 * it: the servers send a sibling in place of its file, so one left over from another content (a
 * file edited after the build) would be served instead of the file. Returns the siblings written.
 */
export async function refreshPrecompressedSiblings(directory: string): Promise<string[]> {
  const written: string[] = [];
  const entries = await fs.readdir(directory, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await fs.readFile(file);
    if (content.length < minimumBytes) continue;
    for (const { extension, compress, decompress } of siblings) {
      const sibling = file + extension;
      if (await decodesTo(sibling, content, decompress)) continue;
      await fs.writeFile(sibling, await compress(content));
      written.push(path.relative(directory, sibling));
    }
  }
  return written.sort();
}
