import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import ExcelJS from 'exceljs';
import { createTestDatabase } from '../../test/databases.ts';
import { buildProgram } from './program.ts';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

type Run = { code: number | null; stdout: string; stderr: string };

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [main, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts `pimento serve` and resolves with its port once it listens and its admin socket is open. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, 'serve'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/"msg":"Server listening at http:\/\/[^:]+:(\d+)"/)?.[1];
      if (port !== undefined && output.includes('pimento is serving')) {
        clearTimeout(timer);
        resolve({ child, port: Number(port), output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** The help `pimento <command> --help` prints, from the program itself: no process to start. */
function helpOf(command: string[]): string {
  const program = buildProgram({});
  let help = '';
  // Commander exits after printing help; every command, not only the root, must throw instead.
  const captured = (each: Command): void => {
    each.exitOverride().configureOutput({ writeOut: (text) => (help += text) });
    each.commands.forEach(captured);
  };
  captured(program);
  expect(() => program.parse([...command, '--help'], { from: 'user' })).toThrow(expect.objectContaining({ code: 'commander.helpDisplayed', exitCode: 0 }));
  return help;
}

describe('the pimento command line', () => {
  it('documents every command with --help', async () => {
    // One real process: the entry point prints the help and exits with 0.
    const run = await runCli(['serve', '--help'], {});
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: pimento serve');
    for (const command of [['serve'], ['worker'], ['migrate'], ['company', 'create'], ['user', 'create'], ['import'], ['export']]) {
      expect(helpOf(command)).toContain(`Usage: pimento ${command.join(' ')}`);
    }
  });

  // One embedded server for these tests, in order: a first start (initdb, every migration, the seed)
  // costs seconds of a real process; the last test stops it and works without it.
  describe('on the embedded database', () => {
    let dataDir: string;
    let env: NodeJS.ProcessEnv;
    let server: Awaited<ReturnType<typeof startServer>>;
    const stopped = () => server.child.exitCode !== null || server.child.signalCode !== null;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pimento-cli-'));
      env = { PIMENTO_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', PIMENTO_ADMIN_USERNAME: 'chief', PIMENTO_ADMIN_PASSWORD: 'Copper#Meadow58' };
      server = await startServer(env);
    });
    afterAll(async () => {
      if (!stopped()) {
        server.child.kill('SIGTERM');
        await new Promise((resolve) => server.child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('creates companies and users through the running server', async () => {
      const created = await runCli(
        ['company', 'create', '--name', 'Cli Company', '--admin-username', 'cli admin', '--admin-password', 'Velvet#Harbour42'],
        env,
      );
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain('Company "Cli Company" created with administrator "cli_admin".');
      const user = await runCli(
        ['user', 'create', '--company', 'Cli Company', '--username', 'cli_user', '--password', 'Brisk#Lantern77', '--email', 'cli@example.com'],
        env,
      );
      expect(user.stdout).toContain('User "cli_user" created');
      const duplicate = await runCli(['company', 'create', '--name', 'cli company', '--admin-username', 'x', '--admin-password', 'Velvet#Harbour42'], env);
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr).toContain('company.name_taken');
      const weak = await runCli(['user', 'create', '--company', 'Cli Company', '--username', 'weak', '--password', 'password', '--email', 'weak@example.com'], env);
      expect(weak.code).toBe(1);
      expect(weak.stderr).toContain('invalid-password');

      // The server sees what the CLI created, and the demo administrator took the environment's credentials.
      const base = `http://127.0.0.1:${server.port}`;
      for (const [username, password] of [['cli_user', 'Brisk#Lantern77'], ['chief', 'Copper#Meadow58']]) {
        const csrf = await fetch(`${base}/api/auth/csrf/`);
        const token = ((await csrf.json()) as { csrf: string }).csrf;
        const login = await fetch(`${base}/api/auth/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: `pimento_csrf=${token}` },
          body: JSON.stringify({ username, password }),
        });
        expect(login.status).toBe(200);
      }
      // The confirmation e-mail went to the file transport.
      expect(fs.readdirSync(path.join(dataDir, 'mail')).some((file) => file.endsWith('.eml'))).toBe(true);
    });

    it('imports a file through the running server', async () => {
      const created = await runCli(['company', 'create', '--name', 'Cli Import Company', '--admin-username', 'cli import admin', '--admin-password', 'Velvet#Harbour42'], env);
      expect(created.code).toBe(0);
      // An import through the running server: mapped by the usual column names, dry run then launch.
      const supplier = path.join(dataDir, 'supplier.csv');
      fs.writeFileSync(supplier, 'Référence;Désignation\nCLI-1;Câble\nCLI-2;Gaine\n;Sans référence\n');
      const checked = await runCli(['import', '--company', 'Cli Import Company', '--file', supplier, '--dry-run', '--json'], env);
      expect([checked.code, checked.stderr]).toEqual([0, '']);
      expect(JSON.parse(checked.stdout)).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0, errors: [{ line: 4, column: 'Référence', sku: null, code: 'import.cell.sku_missing' }] });
      const imported = await runCli(['import', '--company', 'Cli Import Company', '--file', supplier], env);
      expect(imported.code).toBe(0);
      expect(imported.stdout).toMatch(/Import #\d+ done: 2 created, 0 updated, 0 unchanged, 1 cells in error\./);
      const again = await runCli(['import', '--company', 'Cli Import Company', '--file', supplier, '--json'], env);
      expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, unchanged: 2 });
      const nowhere = await runCli(['import', '--company', 'No Such Company', '--file', supplier], env);
      expect([nowhere.code, nowhere.stderr]).toEqual([1, expect.stringContaining('company.not_found')]);
      // The products out again, through the running server: a quick CSV of a filter.
      const out = path.join(dataDir, 'out', 'cables.csv');
      fs.mkdirSync(path.dirname(out));
      const exported = await runCli(['export', '--company', 'Cli Import Company', '--format', 'quick-csv', '--filter', '[{"field":"sku","operator":"equals","value":"CLI-2"}]', '--out', out], env);
      expect([exported.code, exported.stderr]).toEqual([0, '']);
      expect(exported.stdout).toMatch(/Export #\d+ done: 1 products written to .*cables\.csv/);
      expect(fs.readFileSync(out, 'utf8')).toBe('\uFEFFSKU;Name;Status;Model;Categories\r\nCLI-2;Gaine;Active;;\r\n');
      const empty = await runCli(['export', '--company', 'Cli Import Company', '--format', 'quick-json', '--filter', '[{"field":"sku","operator":"equals","value":"NONE"}]', '--out', out], env);
      expect([empty.code, empty.stderr]).toEqual([1, expect.stringContaining('export.empty_selection')]);
    });

    it('stops gracefully, and without a running server the CLI opens the embedded database itself', async () => {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
      // Graceful shutdown removes the socket and the PGlite lock.
      expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
      // Without a running server the CLI opens the embedded database itself.
      const offline = await runCli(['user', 'create', '--company', 'Cli Company', '--username', 'offline_user', '--password', 'Amber#Glacier93', '--email', 'offline@example.com'], env);
      expect(offline.stdout).toContain('User "offline_user" created');
    });
  });

  it('connects directly to PostgreSQL with DATABASE_URL', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pimento-cli-pg-'));
    try {
      const env = { DATABASE_URL: testDatabase.url!, PIMENTO_DATA_DIR: dataDir };
      const migrated = await runCli(['migrate'], env);
      expect(migrated.stdout).toMatch(/Applied: 0001_tenancy\.sql/);
      const created = await runCli(['company', 'create', '--name', 'Pg Company', '--admin-username', 'pg_admin', '--admin-password', 'Velvet#Harbour42'], env);
      expect(created.stdout).toContain('Company "Pg Company" created');
      const rows = await testDatabase.database.query<{ username: string; is_administrator: boolean }>(
        "SELECT username, is_administrator FROM users WHERE username = 'pg_admin'",
      );
      expect(rows).toEqual([{ username: 'pg_admin', is_administrator: true }]);
      // Without a server, the command runs the import's jobs itself.
      const products = path.join(dataDir, 'products.json');
      fs.writeFileSync(products, JSON.stringify([{ sku: 'PG-1', name: 'Direct' }, { sku: 'PG-2', name: 'Direct too' }]));
      const imported = await runCli(['import', '--company', 'Pg Company', '--file', products, '--json'], env);
      expect([imported.code, imported.stderr]).toEqual([0, '']);
      expect(JSON.parse(imported.stdout)).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0, errors: [] });
      const stored = await testDatabase.database.query<{ sku: string }>("SELECT sku FROM products WHERE sku LIKE 'PG-%' ORDER BY sku");
      expect(stored.map((row) => row.sku)).toEqual(['PG-1', 'PG-2']);
      // And out again, the command running the export's job itself: a matrix of every product.
      const out = path.join(dataDir, 'matrix.xlsx');
      const exported = await runCli(['export', '--company', 'Pg Company', '--format', 'matrix', '--out', out], env);
      expect([exported.code, exported.stderr]).toEqual([0, '']);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(out);
      expect(book.worksheets[0]!.getSheetValues().slice(1).map((values) => (values as unknown[]).slice(1, 3))).toEqual([['SKU', 'Name'], ['PG-1', 'Direct'], ['PG-2', 'Direct too']]);
      // A matrix template by its name (case aside): its sheet, its headers.
      const definition = { sheets: [{ name: 'Retail', visible: true, columns: [{ id: '00000000-0000-4000-8000-000000000001', source: { kind: 'name' }, header: { en: 'Designation' } }] }] };
      await testDatabase.database.query(
        `WITH t AS (INSERT INTO export_templates (company_id, type, name, definition) SELECT id, 'matrix', 'Retail sheet', $1 FROM companies WHERE name = 'Pg Company' RETURNING company_id, id, name, definition)
         INSERT INTO export_template_versions (company_id, template_id, version, name, definition) SELECT company_id, id, 1, name, definition FROM t`,
        [JSON.stringify(definition)],
      );
      const templated = await runCli(['export', '--company', 'Pg Company', '--format', 'matrix', '--template', 'retail SHEET', '--out', out], env);
      expect([templated.code, templated.stderr]).toEqual([0, '']);
      await book.xlsx.readFile(out);
      expect(book.getWorksheet('Retail')!.getSheetValues().slice(1).map((values) => (values as unknown[]).slice(1))).toEqual([['Designation'], ['Direct'], ['Direct too']]);
      const noSuchTemplate = await runCli(['export', '--company', 'Pg Company', '--format', 'matrix', '--template', 'Nope', '--out', out], env);
      expect([noSuchTemplate.code, noSuchTemplate.stderr]).toEqual([1, expect.stringContaining('template.not_found')]);
    } finally {
      await testDatabase.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
