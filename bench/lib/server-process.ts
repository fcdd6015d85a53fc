// Starts a real Pimento server process for a scenario and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repositoryRoot = join(import.meta.dirname, '..', '..');

export type RunningServer = {
  baseUrl: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first 200 on `/`. */
  startedInMs: number;
  stop(): Promise<void>;
};

type StartOptions = {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
  /** Started once this answers 200 (default `/`, which needs the built shell). */
  readyPath?: string;
};

export async function startServer({ port, dataDir, env = {}, readyPath = '/' }: StartOptions): Promise<RunningServer> {
  const ownDataDir = dataDir ?? mkdtempSync(join(tmpdir(), 'pimento-bench-'));
  const started = performance.now();
  // `BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` profiles the server (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const child = spawn(process.execPath, [...nodeArgs, 'server/src/main.ts', 'serve'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), PIMENTO_DATA_DIR: ownDataDir, LOG_LEVEL: 'warn', PIMENTO_DEMO_CATALOGUE: 'off', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForOk(`${baseUrl}${readyPath}`, child);
  const startedInMs = performance.now() - started;
  return {
    baseUrl,
    process: child,
    startedInMs,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!dataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

async function waitForOk(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
