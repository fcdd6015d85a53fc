// `npm run bench`: runs every scenario, prints a table and writes bench/results.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus } from 'node:os';
import type { BenchResult } from './lib/result.ts';
import { coldStart, signInAndCurrentUser } from './scenarios/platform.ts';
import { companyWideDelivery } from './scenarios/realtime.ts';
import { catalogueCore } from './scenarios/catalogue.ts';
import { catalogueStorage } from './scenarios/catalogue-storage.ts';
import { bundleSizes } from './scenarios/bundle.ts';
import { listingInteraction } from './scenarios/listing-interaction.ts';
import { loginLimiterBurst } from './scenarios/login-limiter.ts';
import { rollingRestart } from './scenarios/rolling-restart.ts';
import { networkLoad } from './scenarios/network-load.ts';
import { apiCompression } from './scenarios/api-compression.ts';
import { importRead } from './scenarios/import-read.ts';
import { importWhole } from './scenarios/import-whole.ts';
import { exportScenarios } from './scenarios/exports.ts';
import { pdfExportScenarios } from './scenarios/pdf-export.ts';
import { pricesScenarios } from './scenarios/prices.ts';
import { textSearch } from './scenarios/text-search.ts';
import { completionScenarios } from './scenarios/completion.ts';
import { assetRulesScenario } from './scenarios/asset-rules.ts';
import { assetExportScenario } from './scenarios/asset-export.ts';

const scenarios: Record<string, () => Promise<BenchResult[]>> = {
  'cold-start': coldStart,
  'sign-in-and-current-user': signInAndCurrentUser,
  'ws-company-fan-out': companyWideDelivery,
  'catalogue-core': catalogueCore,
  'catalogue-storage': catalogueStorage,
  bundle: bundleSizes,
  'listing-interaction': listingInteraction,
  'login-limiter-burst': loginLimiterBurst,
  'rolling-restart': rollingRestart,
  'network-load': networkLoad,
  'api-compression': apiCompression,
  'import-read': importRead,
  'import-whole': importWhole,
  exports: exportScenarios,
  'pdf-export': pdfExportScenarios,
  prices: pricesScenarios,
  'text-search': textSearch,
  completion: completionScenarios,
  'asset-rules': assetRulesScenario,
  'asset-export': assetExportScenario,
};

const only = process.argv.slice(2);
const results: BenchResult[] = [];
for (const [name, run] of Object.entries(scenarios)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`▶ ${name}`);
  results.push(...(await run()));
}

const rows = results.map((result) => ({
  scenario: result.scenario,
  figure: `${Math.round(result.figure * 10) / 10} ${result.unit}`,
  target: result.target ?? '',
  detail: result.detail ? Object.entries(result.detail).map(([key, value]) => `${key}=${value}`).join(' ') : '',
}));
console.table(rows);

// A run of some scenarios updates their figures and keeps the others' last measurement.
const resultsFile = join(import.meta.dirname, 'results.json');
const previous: BenchResult[] = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { results?: BenchResult[] }).results ?? [] : [];
const measured = new Set(results.map((result) => result.scenario));
const report = {
  measured_at: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
  results: [...previous.filter((result) => !measured.has(result.scenario)), ...results],
};
writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
