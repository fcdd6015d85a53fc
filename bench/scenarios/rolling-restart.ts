// A rolling restart of two API processes behind nginx under 16 clients (deploy/README.md,
// "Rolling restart"): every process is stopped with SIGTERM and started again, one at a time,
// while the clients keep calling. Target: no failed request.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from '../lib/nginx.ts';
import { createScratchDatabase } from '../lib/postgres-database.ts';
import type { BenchResult } from '../lib/result.ts';
import { startServer } from '../lib/server-process.ts';
import type { RunningServer } from '../lib/server-process.ts';
import { signIn } from '../lib/session.ts';

const basePort = Number(process.env.BENCH_PORT ?? 18090);
const connections = 16;
/** nginx's default `fail_timeout`: a port that refused a connection gets no request for that long. */
const nginxFailTimeoutMs = 10_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function rollingRestart(): Promise<BenchResult[]> {
  const database = await createScratchDatabase('pimento_bench_rolling_restart');
  const dataDirs: string[] = [];
  const env = { DATABASE_URL: database.url, PIMENTO_JWT_SECRET: 'bench-rolling-restart-secret-long-enough-for-hs256' };
  const ports = [basePort + 1, basePort + 2];
  const start = (index: number) => {
    const dataDir = dataDirs[index] ?? mkdtempSync(join(tmpdir(), 'pimento-bench-restart-'));
    dataDirs[index] = dataDir;
    return startServer({ port: ports[index]!, dataDir, env, readyPath: '/api/ready/' });
  };
  const processes: RunningServer[] = [];
  for (const index of ports.keys()) processes.push(await start(index));
  const nginx = await startNginx(basePort, ports);
  try {
    const headers = await signIn(nginx.baseUrl);
    const exitMs: number[] = [];
    const startMs: number[] = [];
    async function restartEach(): Promise<void> {
      await delay(2_000);
      for (const index of ports.keys()) {
        const stopping = performance.now();
        await processes[index]!.stop();
        exitMs.push(Math.round(performance.now() - stopping));
        const restarted = await start(index);
        processes[index] = restarted;
        startMs.push(Math.round(restarted.startedInMs));
        // nginx sends this port requests again once its fail_timeout has passed
        await delay(nginxFailTimeoutMs + 1_000);
      }
    }

    const finished = new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        { url: `${nginx.baseUrl}/api/catalogue/current-user/`, headers, connections, duration: 3600 },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      void restartEach().then(() => run.stop(), reject);
    });

    const result = await finished;
    const failed = result.errors + result.timeouts + result.non2xx;
    return [
      {
        scenario: `rolling restart of 2 API processes behind nginx, ${connections} clients on GET /api/catalogue/current-user/: failed requests`,
        figure: failed,
        unit: 'requests',
        target: '0',
        detail: {
          requests: result.requests.total,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          seconds: Math.round(result.duration),
          p99Ms: result.latency.p99,
          maxMs: result.latency.max,
        },
      },
      {
        scenario: `SIGTERM to exit of an API process under ${connections} clients (behind nginx)`,
        figure: Math.max(...exitMs),
        unit: 'ms',
        target: '≤ 5000 ms',
        detail: { exits: exitMs.join('/'), restartToReadyMs: startMs.join('/') },
      },
    ];
  } finally {
    await nginx.stop();
    for (const running of processes) await running.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
