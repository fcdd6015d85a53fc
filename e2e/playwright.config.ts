import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePortBase } from './support/free-port-base.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
/**
 * Each Playwright worker drives a server of its own, with its own data directory and so its own
 * demo company: journeys that change company-wide state (features, sidebar order, remotes) never
 * meet another worker's. Two workers on this 2-core machine: one left a third of the CPU idle
 * while the browser waited on the server (docs/testing.md, "Time").
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Worker n's server listens on E2E_PORT + 10·n; a spec's own extra servers take the ports after it.
 * Without E2E_PORT, the first free range from 18765 (the main process chooses; its workers inherit it).
 */
const basePort = Number((process.env.E2E_PORT ??= String(freePortBase(18765, 10 * workers))));
const serverPorts = Array.from({ length: workers }, (_unused, index) => basePort + 10 * index);
/** Set E2E_BASE_URL to run against a server you started yourself (then with one worker). */
const externalBaseUrl = process.env.E2E_BASE_URL;
// The main process makes the directories; the workers, which load this file again, inherit them.
const dataDirs: string[] = (externalBaseUrl ? [] : serverPorts).map((_port, index) => (process.env[`E2E_DATA_DIR_${index}`] ??= mkdtempSync(path.join(tmpdir(), 'pimento-e2e-'))));
// Inside a worker (TEST_PARALLEL_INDEX): its server, whose data directory the mail helper reads.
// Against an external server, E2E_DATA_DIR is that server's, as given.
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (!externalBaseUrl) process.env.E2E_DATA_DIR = dataDirs[parallelIndex];
process.env.E2E_WORKER_PORT = String(serverPorts[parallelIndex]);
// The journeys start from an empty demo company (servers spawned by a spec inherit this too);
// `demo-catalogue.spec.ts` loads the demo into a company of its own.
const demoCatalogue = (process.env.PIMENTO_DEMO_CATALOGUE ??= 'off');

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: externalBaseUrl ? 1 : workers,
  // No retry: a test that passes only on a second try is a defect to find, not to hide (docs/testing.md).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${process.env.E2E_WORKER_PORT}`,
    launchOptions: chromium,
    viewport: { width: 1440, height: 900 },
    // DOM snapshots without a screenshot per frame: the screencast cost the browser a tenth of the run.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: externalBaseUrl
    ? undefined
    : serverPorts.map((port, index) => ({
        // The real server, on a fresh data directory, serving the built shell and remotes.
        command: `${path.join(repositoryRoot, 'node_modules', '.bin', 'node')} server/src/main.ts serve`,
        cwd: repositoryRoot,
        url: `http://localhost:${port}/api/health/`,
        timeout: 120_000,
        reuseExistingServer: false,
        // Connectors reach the SFTP server a journey starts on loopback (connectors.spec.ts); asset
        // URLs reach the "supplier's site" of assets.spec.ts on 127.0.0.1, and no other private address.
        env: {
          PORT: String(port),
          PIMENTO_DATA_DIR: dataDirs[index]!,
          PIMENTO_DEMO_CATALOGUE: demoCatalogue,
          PIMENTO_CONNECTORS_ALLOW_PRIVATE_ADDRESSES: '1',
          PIMENTO_ASSET_URLS_ALLOWED_ADDRESSES: '127.0.0.1',
          // sso.spec.ts's OpenID provider listens on http://127.0.0.1 (docs/sso.md).
          PIMENTO_SSO_ALLOW_HTTP_ISSUERS: '1',
        },
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      })),
});
