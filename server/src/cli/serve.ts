import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { drainAndClose } from '../http/draining.ts';
import { createMailer } from '../mail/mailer.ts';
import { startAdminSocket } from '../modules/admin/socket-server.ts';
import { loadJwtSecret } from '../modules/auth/jwt-secret.ts';
import { seed } from '../seed/seed.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { openFileStorage } from '../storage/open-file-storage.ts';

export type RunningServer = { app: FastifyInstance; close(): Promise<void> };

/** In-flight requests get this long to finish after SIGTERM; then their sockets are cut. */
const DRAIN_GRACE_MS = 3_500;
/** The process exits by then whatever happens (load balancers and orchestrators wait about that). */
const EXIT_DEADLINE_MS = 5_000;

/**
 * `pimento serve`: opens the database (PGlite under a lock, or PostgreSQL), applies pending
 * migrations, seeds, listens on `PORT`, and opens the admin socket for the CLI.
 */
export async function serve(config: Config, logger: Logger): Promise<RunningServer> {
  const db = await openDatabase(config);
  try {
    const applied = await migrate(db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    await seed(db, config, logger);
  } catch (error) {
    await db.close();
    throw error;
  }
  let storage: FileStorage;
  try {
    storage = await openFileStorage(config.storage);
  } catch (error) {
    await db.close();
    throw error;
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const app = await buildApp({ config, db, jwtSecret: loadJwtSecret(config.jwtSecret, config.dataDir), mailer, logger, storage });
  await app.listen({ port: config.port, host: config.host });
  const admin = await startAdminSocket({ db, config, mailer, log: logger, storage, workersRun: db.driver === 'pglite' });
  logger.info({ driver: db.driver, dataDir: config.dataDir, storage: storage.driver }, 'pimento is serving');

  let closing: Promise<void> | null = null;
  return {
    app,
    close: () => {
      // Stop taking work first, then let in-flight requests finish, then release the database.
      closing ??= (async () => {
        await Promise.all([admin.close(), drainAndClose(app, DRAIN_GRACE_MS)]);
        mailer.close();
        await db.close();
      })();
      return closing;
    },
  };
}

/** Graceful shutdown on SIGTERM / SIGINT; a second signal, or 5 s, forces the exit. */
export function closeOnSignals(close: () => Promise<void>, logger: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'forced exit');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, EXIT_DEADLINE_MS);
    force.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
