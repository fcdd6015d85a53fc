// The sign-in limiter under a parallel burst. 100 wrong passwords for one account are
// sent at once over HTTP; a 401 means the guess reached Argon2 verification, a 429 that the limiter
// refused it first. Target: no more guesses verified than the allowance (5).
import { startServer } from '../lib/server-process.ts';
import { fetchCsrf, demoAdmin } from '../lib/session.ts';
import type { BenchResult } from '../lib/result.ts';
import { createScratchDatabase } from '../lib/postgres-database.ts';

const port = Number(process.env.BENCH_PORT ?? 18090);
const burst = 100;
const allowance = 5;

export async function loginLimiterBurst(): Promise<BenchResult[]> {
  const embedded = await burstOn('PGlite', {});
  const database = await createScratchDatabase('pimento_bench_login_limiter');
  try {
    return [embedded, await burstOn('PostgreSQL', { DATABASE_URL: database.url })];
  } finally {
    await database.drop();
  }
}

async function burstOn(driver: string, env: Record<string, string>): Promise<BenchResult> {
  const server = await startServer({ port, env });
  try {
    const { csrf, cookie } = await fetchCsrf(server.baseUrl);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: burst }, async () => {
        const response = await fetch(`${server.baseUrl}/api/auth/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
          body: JSON.stringify({ username: demoAdmin.username, password: 'Wrong#Guess-2026' }),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const elapsedMs = performance.now() - started;
    const verified = statuses.filter((status) => status === 401).length;
    const refused = statuses.filter((status) => status === 429).length;
    return {
      scenario: `sign-in limiter: ${burst} parallel wrong passwords for one account, ${driver} (guesses verified)`,
      figure: verified,
      unit: 'guesses',
      target: `≤ ${allowance}`,
      detail: { verified, refused, other: burst - verified - refused, burstMs: Math.round(elapsedMs) },
    };
  } finally {
    await server.stop();
  }
}
