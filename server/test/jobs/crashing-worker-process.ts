/**
 * A worker process for the crash test: it takes the jobs of the `test.crash.*` types, reports some
 * progress, tells its parent, then hangs until the parent kills it with SIGKILL.
 */
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';
import { registerJobType } from '../../src/jobs/registry.ts';
import { runWorker } from '../../src/jobs/worker.ts';

const db = await openPostgresDatabase(process.env.DATABASE_URL!, 3);
const hang = async (context: { taskId: string; progress(percent: number): Promise<void> }) => {
  await context.progress(0.25);
  process.send?.({ working: context.taskId });
  await new Promise(() => undefined);
};
registerJobType('test.crash.retried', hang, { maxAttempts: 3 });
registerJobType('test.crash.once', hang, { maxAttempts: 1 });
await runWorker({ db, concurrency: 2, pollIntervalMs: 50, leaseMs: 4000, schedules: false });
