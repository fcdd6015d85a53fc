import type { Config } from '../config.ts';
import type { CommandDeps } from '../modules/admin/commands.ts';
import type { CommandResult } from '../modules/admin/schemas.ts';
import type { AdminAnswer } from '../modules/admin/socket-client.ts';
import { sendAdminCommand } from '../modules/admin/socket-client.ts';
import { adminSocketPath } from '../modules/admin/socket-path.ts';

/** What the operator sees: one line on success, the error and its field details otherwise. */
export type CommandOutcome = { ok: true; result: CommandResult } | { ok: false; answer: AdminAnswer['body'] };

/**
 * Runs an operator command: through the running server's admin socket when one answers (the only
 * safe way to reach an embedded PGlite database in use), else on the database directly.
 */
export async function runAdminCommand(
  config: Config,
  route: '/companies' | '/users' | '/imports' | '/exports',
  input: unknown,
  run: (deps: CommandDeps, input: never) => Promise<CommandResult>,
  validate: (input: unknown) => unknown,
): Promise<CommandOutcome> {
  if (config.databaseUrl === null) {
    const answer = await sendAdminCommand(adminSocketPath(config.dataDir), route, input);
    if (answer !== null) return answer.status === 200 ? { ok: true, result: answer.body as CommandResult } : { ok: false, answer: answer.body };
  }
  let parsed: unknown;
  try {
    parsed = validate(input);
  } catch (error) {
    return { ok: false, answer: { code: 'validation.invalid', message: (error as Error).message } };
  }
  // Only without a running server: the database, mail and storage (loaded here, so that a command
  // the server answers starts in a fraction of the time).
  const [{ migrate }, { openDatabase }, { PgliteLockedError }, { AppError }, { createMailer }, { openFileStorage }, { createLogger }, { seedReferenceData }, { errorMessage }] = await Promise.all([
    import('../db/migrate.ts'),
    import('../db/open-database.ts'),
    import('../db/pglite-lock.ts'),
    import('../http/app-error.ts'),
    import('../mail/mailer.ts'),
    import('../storage/open-file-storage.ts'),
    import('../logger.ts'),
    import('../seed/seed.ts'),
    import('@pimento/shared-kit/errors/catalogue'),
  ]);
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (error instanceof PgliteLockedError) {
      return { ok: false, answer: { code: 'server-error', message: `${error.message} Its admin socket did not answer; is it still starting?` } };
    }
    throw error;
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  try {
    await migrate(db);
    await seedReferenceData(db);
    const storage = await openFileStorage(config.storage);
    return { ok: true, result: await run({ db, config, mailer, log: logger, storage, workersRun: false }, parsed as never) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, answer: { code: error.code, message: errorMessage(error.code), fields: error.fields } };
    throw error;
  } finally {
    mailer.close();
    await db.close();
  }
}
