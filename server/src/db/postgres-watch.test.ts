import pg from 'pg';
import { createTestDatabase } from '../../test/databases.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/**
 * The caches built on `watch` start again only when a notification may really have been missed:
 * never because the pool grew under load, always when every listening connection was lost.
 */
describe('PostgreSQL driver: watch gaps', () => {
  it('tells of a gap only after a moment without any listening connection', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const db = await openPostgresDatabase(testDatabase.url!, 4);
    try {
      let gaps = 0;
      const heard: string[] = [];
      await db.watch('pimento_catalogue_changed', (payload) => heard.push(payload), () => (gaps += 1));
      // Four transactions at once: the pool grows to four connections, all listening.
      await Promise.all(Array.from({ length: 4 }, () => db.transaction((tx) => tx.query('SELECT pg_sleep(0.05)'))));
      expect(gaps).toBe(1);
      await db.query("SELECT pg_notify('pimento_catalogue_changed', 'heard')");
      // Each listening connection hears it (a watcher must be idempotent).
      expect(heard.length).toBeGreaterThanOrEqual(1);
      expect(new Set(heard)).toEqual(new Set(['heard']));

      // Every connection of the pool is cut: the next one starts after a moment of deafness.
      const admin = new pg.Client({ connectionString: testDatabase.url! });
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
      await admin.end();
      for (let attempt = 0; attempt < 50; attempt += 1) {
        try {
          await db.query('SELECT 1');
          break;
        } catch {
          // a terminated connection still in the pool fails once; the pool then replaces it
        }
      }
      expect(gaps).toBe(2);
    } finally {
      await db.close();
      await testDatabase.dispose();
    }
  });
});
