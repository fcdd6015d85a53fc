// A company of its own in a throw-away PostgreSQL database, migrated and seeded as a server would
// be: for scenarios that must not touch the shared bench catalogue.
import pino from 'pino';
import { loadConfig } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { openPostgresDatabase } from '../../server/src/db/postgres-database.ts';
import { createCompanyWithAdministrator } from '../../server/src/modules/companies/service.ts';
import { seed } from '../../server/src/seed/seed.ts';
import { createScratchDatabase } from './postgres-database.ts';

export type ScratchCompany = { db: Database; companyId: string; administratorId: string; close(): Promise<void> };

/** `name`: the database's suffix, the company's name and its administrator's username. */
export async function openScratchCompany(name: string): Promise<ScratchCompany> {
  const database = await createScratchDatabase(`pimento_bench_${name}`);
  const db = await openPostgresDatabase(database.url, 4);
  const close = async () => {
    await db.close();
    await database.drop();
  };
  try {
    await migrate(db);
    await seed(db, loadConfig({ PIMENTO_DATA_DIR: '/tmp/pimento-bench-seed' }), pino({ level: 'silent' }));
    const { company, administrator } = await createCompanyWithAdministrator(
      { db },
      { name: `Bench ${name}`, administrator: { username: `bench_${name}`, password: 'Copper#Meadow57', email: `bench-${name}@example.com`, language: 'en' } },
    );
    return { db, companyId: company.id, administratorId: administrator.id, close };
  } catch (error) {
    await close();
    throw error;
  }
}
