import type { Database } from '../../db/database.ts';

/** Whether the database answers and is migrated (the readiness probe). */
export async function databaseReady(db: Database): Promise<boolean> {
  try {
    await db.query('SELECT 1 FROM schema_migrations LIMIT 1');
    return true;
  } catch {
    return false;
  }
}
