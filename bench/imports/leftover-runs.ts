// Undoes the imports an earlier bench run left in the bench catalogue (stopped before its own
// rollback): a launch still at work is let finish (a worker takes its job back), then every
// launched run not yet rolled back is rolled back through the API. Without this the catalogue
// would no longer have its size, and opening it would rebuild it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchDatabaseUrl } from '../catalogue/open.ts';
import { benchCompany } from '../catalogue/generate.ts';
import { repositoryRoot, startServer } from '../lib/server-process.ts';
import { importClient } from './import-client.ts';

type Run = { id: number; status: string; rolled_back: string | null };

export async function rollBackLeftoverRuns(port: number): Promise<void> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  try {
    await client.connect();
  } catch {
    return; // no bench catalogue yet
  }
  let leftovers: number[] = [];
  try {
    const found = await client.query<{ id: number }>(
      `SELECT r.id::int AS id FROM import_runs r JOIN companies c ON c.id = r.company_id
        WHERE c.name = $1 AND r.launch_task_id IS NOT NULL AND r.rolled_back_at IS NULL
          AND r.status IN ('processing', 'completed', 'completed_with_errors', 'interrupted') ORDER BY r.id DESC`,
      [benchCompany.name],
    );
    leftovers = found.rows.map((row) => row.id);
  } catch {
    // a catalogue without the import tables: nothing to undo
  } finally {
    await client.end();
  }
  if (leftovers.length === 0) return;
  console.log(`  rolling back the runs an earlier bench left: ${leftovers.join(', ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pimento-bench-import-leftovers-'));
  const env = { DATABASE_URL: benchDatabaseUrl(), DATABASE_POOL_SIZE: '10', PIMENTO_DATA_DIR: dataDir };
  const server = await startServer({ port, dataDir, env, readyPath: '/api/auth/csrf/' });
  const worker = spawn(process.execPath, ['server/src/main.ts', 'worker'], { cwd: repositoryRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  const api = importClient(server.baseUrl);
  const until = async (runId: number, done: (run: Run) => boolean) => {
    for (;;) {
      const run = await api<Run>('GET', `/api/imports/runs/${runId}/`);
      if (done(run)) return run;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  try {
    for (const runId of leftovers) {
      const run = await until(runId, (current) => current.status !== 'processing');
      if (run.rolled_back === null) await api('POST', `/api/imports/runs/${runId}/rollback/`);
      await until(runId, (current) => current.rolled_back !== null);
    }
  } finally {
    worker.kill('SIGTERM');
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
