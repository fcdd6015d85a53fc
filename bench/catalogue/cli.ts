/**
 * `node bench/catalogue/cli.ts [postgres|pglite] [size]`: builds the bench catalogue once
 * (postgres: database `pimento_bench_catalogue`, 1,000,000 products; pglite: 50,000 products in
 * /tmp/pimento-bench-catalogue-pglite). Skips the work when a catalogue of that size exists;
 * `--force` rebuilds it.
 */
import { openCatalogueDatabase } from './open.ts';

const [driver = 'postgres', sizeText] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const force = process.argv.includes('--force');
const size = Number(sizeText ?? (driver === 'pglite' ? 50_000 : 1_000_000));
const started = performance.now();
const { catalogue, close } = await openCatalogueDatabase(driver === 'pglite' ? 'pglite' : 'postgres', size, { force });
console.log(JSON.stringify(catalogue), `ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await close();
