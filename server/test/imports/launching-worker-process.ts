/**
 * A worker process for the kill-the-worker test of imports: it takes only import launches, in
 * batches of `BATCH_SIZE` rows, with a short lease, and tells its parent when it is up. The parent
 * kills it with SIGKILL in the middle of a launch.
 */
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';
import { runWorker } from '../../src/jobs/worker.ts';
import { importLaunchJobType } from '../../src/modules/imports/import-runs.ts';
import { launchTuning } from '../../src/modules/imports/launch-job.ts';

launchTuning.batchSize = Number(process.env.BATCH_SIZE ?? launchTuning.batchSize);
const db = await openPostgresDatabase(process.env.DATABASE_URL!, 3);
await runWorker({ db, types: [importLaunchJobType], concurrency: 1, pollIntervalMs: 50, leaseMs: 2000, schedules: false });
process.send?.({ ready: true });
