import type { Config } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { openFileStorage } from '../storage/open-file-storage.ts';
import { createLogger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { recordingMailer } from '../modules/email-templates/sent-email-recorder.ts';
import { configureFeeds } from '../modules/feeds/feed-runtime.ts';
import type { runWorker as RunWorker } from '../jobs/worker.ts';
import { closeOnSignals } from './serve.ts';

/**
 * `pimento worker`: a job worker process against PostgreSQL. The embedded PGlite database is
 * single-process, so there the server runs the worker inside itself instead.
 */
export async function runWorkerCommand(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  if (config.databaseUrl === null) {
    process.stderr.write(
      'The worker command needs DATABASE_URL (PostgreSQL). On the embedded database, `serve` runs the jobs in its own process.\n',
    );
    process.exitCode = 1;
    return;
  }
  let runWorker: typeof RunWorker;
  try {
    // Loaded lazily: the job system is its own module and may be absent from a partial build.
    ({ runWorker } = await import('../jobs/worker.ts'));
  } catch (error) {
    process.stderr.write(`The job worker is not available in this build: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  const db = await openDatabase(config);
  await migrate(db);
  const storage = await openFileStorage(config.storage);
  // The feeds' e-mails sent from this process land in the history of sent e-mails too.
  const mailer = recordingMailer(createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger }), db, logger);
  configureFeeds({ mailer, publicUrl: config.publicUrl });
  const worker = await runWorker({ db, storage, log: logger });
  logger.info({ worker: worker.id }, 'worker running');
  closeOnSignals(async () => {
    await worker.stop();
    mailer.close();
    await db.close();
  }, logger);
}
