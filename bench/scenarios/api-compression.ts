// What compressing API answers costs: a real 200-row product listing (JSON, as the server answers
// it), compressed at the candidate settings for bodies compressed at each answer. Reports the size
// and the CPU time of one compression (median of many) for each; the server uses brotli 4, gzip 5
// (server/src/http/body-compression.ts).
import zlib from 'node:zlib';
import { startServer } from '../lib/server-process.ts';
import { signIn } from '../lib/session.ts';
import type { BenchResult } from '../lib/result.ts';

const port = Number(process.env.BENCH_PORT ?? 18094);
const repetitions = 40;

const settings: { name: string; compress: (body: Buffer) => Buffer }[] = [
  ...[1, 4, 5, 6].map((quality) => ({
    name: `brotli ${quality}`,
    compress: (body: Buffer) =>
      zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
  })),
  ...[1, 5, 6, 9].map((level) => ({ name: `gzip ${level}`, compress: (body: Buffer) => zlib.gzipSync(body, { level }) })),
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function apiCompression(): Promise<BenchResult[]> {
  const server = await startServer({ port });
  try {
    const headers = await signIn(server.baseUrl);
    const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', ...extra }, body: JSON.stringify(body) });
    for (let index = 0; index < 200; index += 1) {
      const created = await post('/api/catalogue/product/', { sku: `API-${String(index).padStart(4, '0')}`, name: `Compression bench product ${index} — brushed steel hinge, ${index % 9} mm` });
      if (created.status !== 201) throw new Error(`product creation failed: ${created.status} ${await created.text()}`);
    }
    // `fetch` decodes what it receives: ask for the body as it is.
    const listing = Buffer.from(await (await post('/api/catalogue/product/search/', { page_size: 200 }, { 'accept-encoding': 'identity' })).arrayBuffer());
    return settings.map(({ name, compress }) => {
      const times: number[] = [];
      let size = 0;
      for (let round = 0; round < repetitions; round += 1) {
        const started = performance.now();
        size = compress(listing).length;
        times.push(performance.now() - started);
      }
      return {
        scenario: `200-row listing (${Math.round(listing.length / 1024)} KB JSON), ${name}: CPU per answer`,
        figure: median(times),
        unit: 'ms',
        detail: { compressed_kb: Math.round((size / 1024) * 10) / 10, ratio: Math.round((listing.length / size) * 10) / 10 },
      };
    });
  } finally {
    await server.stop();
  }
}
