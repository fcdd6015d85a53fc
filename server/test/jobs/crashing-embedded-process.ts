/**
 * The embedded default in one process, for the crash test: PGlite on disk, a job that reports
 * progress then hangs until the parent kills the process with SIGKILL.
 */
import { migrate } from '../../src/db/migrate.ts';
import { openPgliteDatabase } from '../../src/db/pglite-database.ts';
import { createJobQueue } from '../../src/jobs/enqueue.ts';
import { registerJobType } from '../../src/jobs/registry.ts';
import { runWorker } from '../../src/jobs/worker.ts';
import { createTenant } from './fixtures.ts';

const db = await openPgliteDatabase(process.env.PGLITE_DIR!);
await migrate(db);
const tenant = await createTenant(db, 1);
registerJobType('test.embedded_crash', async (context) => {
  await context.saveCheckpoint({ rowsDone: 500 });
  await context.progress(0.5);
  process.send?.({ working: context.taskId });
  await new Promise(() => undefined);
});
await createJobQueue(db).enqueueJob({ type: 'test.embedded_crash', companyId: tenant.companyId, userId: tenant.userIds[0]! });
await runWorker({ db, pollIntervalMs: 50, leaseMs: 60_000, schedules: false, exclusive: true });
