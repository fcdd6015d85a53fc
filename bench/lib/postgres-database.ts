// A throw-away PostgreSQL database for a scenario, on the machine's server (127.0.0.1:5432).
import pg from 'pg';

const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type ScratchDatabase = { url: string; drop(): Promise<void> };

export async function createScratchDatabase(name: string): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
