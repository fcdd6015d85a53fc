/**
 * The embedded default (PGlite) is one process: the API also runs the job worker and the
 * scheduler. With PostgreSQL, `pimento worker` processes do that instead (any number of them).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { runWorker } from './worker.ts';
import type { Worker, WorkerOptions } from './worker.ts';

export type InProcessWorkerOptions = {
  db: Database;
  storage?: FileStorage;
  enabled: boolean;
  worker?: Omit<WorkerOptions, 'db' | 'log'>;
};

async function registerInProcessWorker(app: FastifyInstance, options: InProcessWorkerOptions): Promise<void> {
  if (!options.enabled) return;
  let worker: Worker | null = null;
  app.addHook('onReady', async () => {
    // PGlite belongs to this one process: whatever is still active was left by a crash
    worker = await runWorker({ ...options.worker, db: options.db, storage: options.storage, log: app.log, exclusive: options.db.driver === 'pglite' });
  });
  // before the database closes: running jobs go back to the queue, to resume on the next start
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}

export const inProcessWorkerPlugin = Object.assign(registerInProcessWorker, { [Symbol.for('skip-override')]: true });
