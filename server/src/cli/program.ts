import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { loadConfig } from '../config.ts';
import type { CommandDeps } from '../modules/admin/commands.ts';
import { createCompanyCommandSchema, createUserCommandSchema, exportCommandSchema, importCommandSchema } from '../modules/admin/schemas.ts';
import type { CommandOutcome } from './admin-command.ts';
import { runAdminCommand } from './admin-command.ts';

// Each command loads what it runs when it runs (dynamic imports): `--help`, or a command the running
// server answers, starts without loading the server, the database or the import engine.
const createCompanyCommand = async (deps: CommandDeps, input: never) => (await import('../modules/admin/commands.ts')).createCompanyCommand(deps, input);
const createUserCommand = async (deps: CommandDeps, input: never) => (await import('../modules/admin/commands.ts')).createUserCommand(deps, input);
const operatorImport = async (deps: CommandDeps, input: never) => (await import('../modules/imports/operator-import.ts')).operatorImport(deps, input);
const operatorExport = async (deps: CommandDeps, input: never) => (await import('../modules/exports/operator-export.ts')).operatorExport(deps, input);

function port(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new InvalidArgumentError('Not a port number.');
  return parsed;
}

function report(outcome: CommandOutcome): void {
  if (outcome.ok) {
    process.stdout.write(`${outcome.result.message}\n`);
    for (const [name, id] of Object.entries(outcome.result.ids)) process.stdout.write(`  ${name}: ${id}\n`);
    return;
  }
  process.stderr.write(`Error: ${outcome.answer.message ?? outcome.answer.code} (${outcome.answer.code})\n`);
  for (const [field, problems] of Object.entries(outcome.answer.fields ?? {})) {
    process.stderr.write(`  ${field}: ${problems.join(', ')}\n`);
  }
  process.exitCode = 1;
}

const languageOption = (flags: string) => new Option(flags, 'interface language').choices(['en', 'fr']);

/** The `pimento` command line: `npm run pimento -- <command>` from the repository root. */
export function buildProgram(env: NodeJS.ProcessEnv = process.env): Command {
  const program = new Command('pimento')
    .description('Pimento product-information management suite: server, workers and operator commands.')
    .showHelpAfterError();

  program
    .command('serve')
    .description('Serve the API, the shell and the remotes (PORT, default 8080); migrates and seeds first.')
    .option('--port <port>', 'port to listen on (overrides PORT)', port)
    .action(async (options: { port?: number }) => {
      const [{ closeOnSignals, serve }, { createLogger }] = await Promise.all([import('./serve.ts'), import('../logger.ts')]);
      const config = loadConfig(options.port === undefined ? env : { ...env, PORT: String(options.port) });
      const logger = createLogger(config.logLevel);
      const server = await serve(config, logger);
      closeOnSignals(server.close, logger);
    });

  program
    .command('worker')
    .description('Run a job worker (imports, exports, feeds…). Needs DATABASE_URL: on the embedded database the server runs its own.')
    .action(async () => {
      const { runWorkerCommand } = await import('./worker.ts');
      await runWorkerCommand(loadConfig(env));
    });

  program
    .command('migrate')
    .description('Apply pending database migrations (serve and worker also do it at start).')
    .action(async () => {
      const [{ migrate }, { openDatabase }, { PgliteLockedError }] = await Promise.all([import('../db/migrate.ts'), import('../db/open-database.ts'), import('../db/pglite-lock.ts')]);
      const config = loadConfig(env);
      let db;
      try {
        db = await openDatabase(config);
      } catch (error) {
        if (!(error instanceof PgliteLockedError)) throw error;
        process.stdout.write(`${error.message} The running server applied the migrations at its start.\n`);
        return;
      }
      try {
        const applied = await migrate(db);
        process.stdout.write(applied.length === 0 ? 'The database is up to date.\n' : `Applied: ${applied.join(', ')}\n`);
      } finally {
        await db.close();
      }
    });

  const company = program.command('company').description('Manage companies (tenants).');
  company
    .command('create')
    .description('Create a company and its first administrator (works while the server runs).')
    .requiredOption('--name <name>', 'company name (unique)')
    .requiredOption('--admin-username <username>', "administrator's username (spaces become underscores)")
    .requiredOption('--admin-password <password>', "administrator's password (spec §5 rules)")
    .option('--admin-email <email>', "administrator's e-mail address")
    .option('--admin-first-name <name>', "administrator's first name")
    .option('--admin-last-name <name>', "administrator's last name")
    .addOption(languageOption('--admin-language <language>'))
    .action(async (options: Record<string, string | undefined>) => {
      const input = {
        name: options.name,
        admin_username: options.adminUsername,
        admin_password: options.adminPassword,
        admin_email: options.adminEmail,
        admin_first_name: options.adminFirstName,
        admin_last_name: options.adminLastName,
        admin_language: options.adminLanguage,
      };
      report(await runAdminCommand(loadConfig(env), '/companies', input, createCompanyCommand, (value) => createCompanyCommandSchema.parse(value)));
    });

  const user = program.command('user').description('Manage users.');
  user
    .command('create')
    .description('Create a user in an existing company (works while the server runs).')
    .requiredOption('--company <name>', 'name of the company')
    .requiredOption('--username <username>', 'username (spaces become underscores)')
    .requiredOption('--password <password>', 'password (spec §5 rules)')
    .requiredOption('--email <email>', 'e-mail address (a confirmation link is sent)')
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .addOption(languageOption('--language <language>'))
    .option('--administrator', 'company administrator (in no group)')
    .option('--superuser', 'superuser')
    .option('--consultant', 'consultant')
    .action(async (options: Record<string, string | boolean | undefined>) => {
      const input = {
        company: options.company,
        username: options.username,
        password: options.password,
        email: options.email,
        first_name: options.firstName,
        last_name: options.lastName,
        language: options.language,
        administrator: options.administrator === true,
        superuser: options.superuser === true,
        consultant: options.consultant === true,
      };
      report(await runAdminCommand(loadConfig(env), '/users', input, createUserCommand, (value) => createUserCommandSchema.parse(value)));
    });

  program
    .command('import')
    .description('Import a file (xlsx, CSV, JSON) into a company: dry run, then launch (works while the server runs).')
    .requiredOption('--company <name>', 'name of the company')
    .requiredOption('--file <path>', 'the file to import')
    .option('--template <name>', 'the import template to map the file with (default: mapped by attribute codes and labels)')
    .option('--dry-run', 'check the file and report, write nothing')
    .option('--json', 'print a JSON summary: created, updated, unchanged, errors (line, column, sku, code)')
    .action(async (options: { company: string; file: string; template?: string; dryRun?: boolean; json?: boolean }) => {
      const input = { company: options.company, file: path.resolve(options.file), template: options.template, dry_run: options.dryRun === true };
      const outcome = await runAdminCommand(loadConfig(env), '/imports', input, operatorImport, (value) => importCommandSchema.parse(value));
      if (options.json && outcome.ok) {
        const { status: _status, run_id: _run, ...summary } = outcome.result.summary as Record<string, unknown>;
        process.stdout.write(`${JSON.stringify(summary)}\n`);
        return;
      }
      report(outcome);
    });

  program
    .command('export')
    .description('Export a company\'s products to a file (xlsx, CSV, JSON) through the export engine (works while the server runs).')
    .requiredOption('--company <name>', 'name of the company')
    .requiredOption('--format <format>', 'quick-csv, quick-xlsx, quick-json, matrix or single-product-matrix (both xlsx), pdf (a catalogue), assets-zip (the files) or assets-xlsx (their URLs)')
    .option('--template <name>', 'with --format matrix, single-product-matrix or pdf: the template of that type to write (default: every attribute); with assets-*: the asset export template (required)')
    .option('--filter <json>', 'listing filters as JSON: [{"field":"status","operator":"equals","value":"active"}] (default: every product)')
    .requiredOption('--out <path>', 'the file to write')
    .action(async (options: { company: string; format: string; template?: string; filter?: string; out: string }) => {
      const input = { company: options.company, format: options.format, template: options.template, filter: options.filter, out: path.resolve(options.out) };
      report(await runAdminCommand(loadConfig(env), '/exports', input, operatorExport, (value) => exportCommandSchema.parse(value)));
    });

  return program;
}
