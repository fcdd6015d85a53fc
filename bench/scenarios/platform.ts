// Platform scenarios: cold start, sign-in and current-user throughput.
import { startServer } from '../lib/server-process.ts';
import { signIn, fetchCsrf, demoAdmin } from '../lib/session.ts';
import { load } from '../lib/load.ts';
import type { BenchResult } from '../lib/result.ts';
import { createScratchDatabase } from '../lib/postgres-database.ts';

const port = Number(process.env.BENCH_PORT ?? 18090);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

export async function coldStart(): Promise<BenchResult[]> {
  const first = await startServer({ port });
  await first.stop();
  // The second start reuses a migrated, seeded data directory: the everyday restart.
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dataDir = mkdtempSync(join(tmpdir(), 'pimento-bench-'));
  const seeding = await startServer({ port, dataDir });
  await seeding.stop();
  const restart = await startServer({ port, dataDir });
  await restart.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return [
    { scenario: 'cold start, empty data dir → first 200 on /', figure: first.startedInMs, unit: 'ms' },
    { scenario: 'restart, existing data dir → first 200 on /', figure: restart.startedInMs, unit: 'ms' },
  ];
}

export async function signInAndCurrentUser(): Promise<BenchResult[]> {
  const embedded = await signInAndCurrentUserOn('PGlite', {});
  const database = await createScratchDatabase('pimento_bench_platform');
  try {
    return [...embedded, ...(await signInAndCurrentUserOn('PostgreSQL', { DATABASE_URL: database.url }))];
  } finally {
    await database.drop();
  }
}

async function signInAndCurrentUserOn(driver: string, env: Record<string, string>): Promise<BenchResult[]> {
  const server = await startServer({ port, env });
  try {
    const { csrf, cookie } = await fetchCsrf(server.baseUrl);
    const login = await load({
      url: `${server.baseUrl}/api/auth/token/`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      body: JSON.stringify(demoAdmin),
      connections: 16,
      durationSeconds: seconds,
    });
    const headers = await signIn(server.baseUrl);
    // Argon2id hashes of the sign-in load still in flight would be counted against current-user.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const currentUser = await load({
      url: `${server.baseUrl}/api/catalogue/current-user/`,
      headers,
      connections: 16,
      durationSeconds: seconds,
    });
    return [
      { scenario: `POST /api/auth/token/ (Argon2id), 16 clients, ${driver}`, figure: login.requestsPerSecond, unit: 'req/s', detail: login },
      { scenario: `GET /api/catalogue/current-user/, 16 clients, ${driver}`, figure: currentUser.requestsPerSecond, unit: 'req/s', target: '≥ 5000 req/s', detail: currentUser },
    ];
  } finally {
    await server.stop();
  }
}
