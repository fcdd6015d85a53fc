import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEnvelopeReceiver, type EnvelopeReceiver } from '../../server/test/envelope-receiver.ts';
import { signIn } from '../support/session.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');
/** Beside this worker's own server (playwright.config.ts), which runs without a DSN. */
const port = Number(process.env.E2E_WORKER_PORT) + 7;
const baseUrl = `http://localhost:${port}`;

let receiver: EnvelopeReceiver;
let server: ChildProcess;
let dataDir: string;

// A server of its own, configured with a DSN pointing at a local Sentry-compatible receiver.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = await startEnvelopeReceiver();
  dataDir = mkdtempSync(path.join(tmpdir(), 'pimento-e2e-reporting-'));
  server = spawn(path.join(repositoryRoot, 'node_modules', '.bin', 'node'), ['server/src/main.ts', 'serve'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), PIMENTO_DATA_DIR: dataDir, SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'e2e', SENTRY_RELEASE: 'pimento@e2e' },
    stdio: 'ignore',
  });
  await expect(async () => expect((await fetch(`${baseUrl}/api/health/`)).ok).toBe(true)).toPass({ timeout: 110_000 });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a browser error reaches the operators with the release, the remotes’ versions and the user’s id, and its replay', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
  await signIn(page, `${baseUrl}/products/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Products and models' })).toBeVisible();

  // An error nobody catches, as a defect in the page would throw.
  await page.evaluate(() => setTimeout(() => {
    throw new Error('e2e: an error nobody caught');
  }));

  const reported = () => receiver.events().find((candidate) => JSON.stringify(candidate).includes('an error nobody caught'));
  await expect.poll(reported, { timeout: 20_000 }).toBeTruthy();
  const event = reported()!;
  expect(event.release).toBe('pimento@e2e');
  expect(event.environment).toBe('e2e');
  expect(event.platform).toBe('javascript');
  expect((event.tags as Record<string, string>).remote).toBe('shell');
  expect((event.contexts as { remotes: Record<string, string> }).remotes).toMatchObject({ catalogue: 'local', settings: 'local' });
  // The user's id, nothing else of theirs.
  expect(event.user).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(JSON.stringify(event)).not.toContain('admin@demo.pimento.local');
  // The replay of the moments before the error (buffered; nothing is sent without an error).
  await expect.poll(() => receiver.items.some((item) => item.type === 'replay_event'), { timeout: 20_000 }).toBe(true);
  expect(receiver.items.filter((item) => item.type === 'unreadable')).toEqual([]);
  expect(violations).toEqual([]);
});
