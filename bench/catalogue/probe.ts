/**
 * `node bench/catalogue/probe.ts [runs]`: times each listing filter set of the catalogue scenario
 * on its own (page 1 and exact count, through the API, one user) — to see which set sets the p95.
 * Needs the PostgreSQL bench catalogue (`node bench/catalogue/cli.ts`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../lib/server-process.ts';
import { signIn } from '../lib/session.ts';
import { listingQueries } from '../scenarios/catalogue.ts';
import { benchCompany } from './generate.ts';
import { summarise } from './measure.ts';
import { openCatalogueDatabase } from './open.ts';

const runs = Number(process.argv[2] ?? 10);
const opened = await openCatalogueDatabase('postgres', 1_000_000);
await opened.close();
const dataDir = mkdtempSync(join(tmpdir(), 'pimento-bench-probe-'));
const server = await startServer({ port: 18091, dataDir, env: { DATABASE_URL: opened.location, DATABASE_POOL_SIZE: '4' } });
try {
  const headers = await signIn(server.baseUrl, { username: benchCompany.username, password: benchCompany.password });
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status !== 200) throw new Error(`${path} → ${response.status} ${await response.text()}`);
    await response.json();
    return performance.now() - started;
  };
  for (const [index, query] of listingQueries(opened.catalogue).entries()) {
    const pages: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      pages.push(await post('/api/catalogue/product/search/', { ...query, page_size: 50 }));
      counts.push(await post('/api/catalogue/product/search/count/', { filters: query.filters }));
    }
    const page = summarise(pages);
    const count = summarise(counts);
    console.log(`set ${index + 1}: page p50 ${page.p50Ms} max ${page.maxMs} ms; count p50 ${count.p50Ms} max ${count.maxMs} ms (load ${loadavg()[0]!.toFixed(1)})`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
