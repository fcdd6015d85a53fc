/**
 * `node bench/catalogue/cli.ts [postgres|pglite] [size]`: builds the bench catalogue once
 * (postgres: database `pimento_bench_catalogue`, 1,000,000 products; pglite: 50,000 products in
 * /tmp/pimento-bench-catalogue-pglite). Skips the work when a catalogue of that size exists;
 * `--force` rebuilds it; `--verify` re-checks 1,000 products against the server's derivation.
 */
import { openCatalogueDatabase } from './open.ts';
import { verifySample } from './verify.ts';

const [driver = 'postgres', sizeText] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const force = process.argv.includes('--force');
const size = Number(sizeText ?? (driver === 'pglite' ? 50_000 : 1_000_000));
const started = performance.now();
const { db, catalogue, close } = await openCatalogueDatabase(driver === 'pglite' ? 'pglite' : 'postgres', size, { force });
console.log(JSON.stringify(catalogue), `ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
// `--verify`: check again that a sample of typed rows matches the documents.
if (process.argv.includes('--verify')) {
  await verifySample(db, catalogue.companyId, 1000);
  console.log('1,000 products verified');
}
await close();
