// Emits a brotli (`.br`) and a gzip (`.gz`) file next to every script, style sheet, JSON manifest,
// HTML page and SVG of a production build. The server (@fastify/static `preCompressed`) and nginx
// (`gzip_static`, `brotli_static`) send the best one the browser accepts, compressed once at build
// time at the highest levels instead of at every answer.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text formats (images other than SVG and fonts are compressed already). */
export const precompressedAsset = /\.(js|css|json|html|svg)$/;

/** Files smaller than this are left alone: the gain would not pay for a second file on disk. */
const minimumBytes = 256;

/** The highest levels: the cost is paid once per build. */
export async function precompress(content) {
  const [br, gz] = await Promise.all([
    brotliCompress(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // After every other asset is final (hashes replaced, manifest and index.html written).
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const assets = compilation.getAssets().filter((asset) => precompressedAsset.test(asset.name) && asset.source.size() >= minimumBytes);
        await Promise.all(
          assets.map(async (asset) => {
            const content = asset.source.buffer();
            const { br, gz } = await precompress(content);
            // A compressed copy that is not smaller is useless: the server then sends the file itself.
            if (br.length < content.length) compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(br), { compressed: true });
            if (gz.length < content.length) compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(gz), { compressed: true });
          }),
        );
      });
    });
  }
}
