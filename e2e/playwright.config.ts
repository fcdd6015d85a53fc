import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 18765);
/** Set E2E_BASE_URL to run against a server you started yourself. */
const externalBaseUrl = process.env.E2E_BASE_URL;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pimento-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The journeys start from an empty demo company (servers spawned by a spec inherit this too);
// `demo-catalogue.spec.ts` loads the demo into a company of its own.
process.env.PIMENTO_DEMO_CATALOGUE ??= 'off';

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  // No retry: a test that passes only on a second try is a defect to find, not to hide (docs/testing.md).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${port}`,
    launchOptions: chromium,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        // The real server, on a fresh data directory, serving the built shell and remotes.
        command: `${path.join(repositoryRoot, 'node_modules', '.bin', 'node')} server/src/main.ts serve`,
        cwd: repositoryRoot,
        url: `http://localhost:${port}/api/health/`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: { PORT: String(port), PIMENTO_DATA_DIR: dataDir, PIMENTO_DEMO_CATALOGUE: process.env.PIMENTO_DEMO_CATALOGUE },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
