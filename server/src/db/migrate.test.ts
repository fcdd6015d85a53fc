import { createTestDatabase, drivers } from '../../test/databases.ts';
import type { TestDatabase } from '../../test/databases.ts';
import { migrate, readMigrations } from './migrate.ts';

describe.each(drivers)('migrations on %s', (driver) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
  });
  afterAll(() => testDatabase.dispose());

  it('applies every migration once, in order, and records it', async () => {
    const { database } = testDatabase;
    const applied = await migrate(database);
    expect(applied).toEqual(readMigrations().map((migration) => migration.name));
    expect(await migrate(database)).toEqual([]);
    const rows = await database.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
  });

  it('rolls a failing migration back entirely', async () => {
    const { database } = testDatabase;
    const failing = [
      ...readMigrations(),
      { version: '9998', name: '9998_half.sql', sql: 'CREATE TABLE half_written (id int);' },
      { version: '9999', name: '9999_broken.sql', sql: 'CREATE TABLE broken (id int); SELECT no_such_function();' },
    ];
    await expect(migrate(database, failing)).rejects.toThrow(/9999_broken\.sql/);
    expect(await database.query("SELECT 1 FROM pg_tables WHERE tablename IN ('half_written', 'broken')")).toEqual([]);
    expect(await database.query("SELECT 1 FROM schema_migrations WHERE version >= '9998'")).toEqual([]);
  });

  it('walls tenant tables off with row-level security for pimento_app', async () => {
    const { database } = testDatabase;
    const [first] = await database.query<{ id: string }>("INSERT INTO companies (name) VALUES ('First') RETURNING id");
    const [second] = await database.query<{ id: string }>("INSERT INTO companies (name) VALUES ('Second') RETURNING id");
    await database.query(
      "INSERT INTO users (company_id, username, email) VALUES ($1, 'first_user', 'first@example.com'), ($2, 'second_user', 'second@example.com')",
      [first!.id, second!.id],
    );
    const seen = await database.withTenant(first!.id, (tx) => tx.query<{ username: string }>('SELECT username FROM users'));
    expect(seen.map((row) => row.username)).toEqual(['first_user']);
    const companies = await database.withTenant(first!.id, (tx) => tx.query<{ name: string }>('SELECT name FROM companies'));
    expect(companies.map((row) => row.name)).toEqual(['First']);
    // Writing a row for another company is refused by the policy's WITH CHECK.
    await expect(
      database.withTenant(first!.id, (tx) =>
        tx.query("INSERT INTO users (company_id, username, email) VALUES ($1, 'intruder', 'intruder@example.com')", [second!.id]),
      ),
    ).rejects.toThrow(/row-level security/);
    // Updating another company's rows touches nothing.
    const updated = await database.withTenant(first!.id, (tx) =>
      tx.query("UPDATE users SET first_name = 'Hacked' WHERE username = 'second_user' RETURNING id"),
    );
    expect(updated).toEqual([]);
    // Authentication tables are not reachable from a tenant transaction at all.
    await expect(database.withTenant(first!.id, (tx) => tx.query('SELECT * FROM auth_sessions'))).rejects.toThrow(/permission denied/);
  });

  it('gives later migrations a one-line tenant table declaration', async () => {
    const { database } = testDatabase;
    await database.exec(`CREATE TABLE widgets (id serial PRIMARY KEY, company_id uuid NOT NULL, label text);
      SELECT pimento_tenant_table('widgets');`);
    const [company] = await database.query<{ id: string }>("INSERT INTO companies (name) VALUES ('Widgets Inc') RETURNING id");
    await database.withTenant(company!.id, (tx) => tx.query("INSERT INTO widgets (company_id, label) VALUES ($1, 'mine')", [company!.id]));
    const [other] = await database.query<{ id: string }>("INSERT INTO companies (name) VALUES ('Other Widgets') RETURNING id");
    expect(await database.withTenant(other!.id, (tx) => tx.query('SELECT * FROM widgets'))).toEqual([]);
    expect(await database.withTenant(company!.id, (tx) => tx.query('SELECT label FROM widgets'))).toEqual([{ label: 'mine' }]);
  });
});
