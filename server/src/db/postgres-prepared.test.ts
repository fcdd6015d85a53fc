import { createTestDatabase } from '../../test/databases.ts';
import { prepared } from './database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/**
 * A statement prepared once per connection keeps its plan across requests: it must still see
 * only the rows of each request's company (row-level security evaluated at every execution).
 */
describe('PostgreSQL driver: prepared statements', () => {
  it('answers each tenant transaction with its own company rows, on one reused connection', async () => {
    const testDatabase = await createTestDatabase('postgres', { template: 'migrated' });
    const db = await openPostgresDatabase(testDatabase.url!, 1);
    try {
      const companies = await db.query<{ id: string }>("INSERT INTO companies (name) VALUES ('Prepared A'), ('Prepared B') RETURNING id");
      for (const [i, company] of companies.entries()) {
        await db.query("INSERT INTO products (company_id, sku, name) VALUES ($1, $2, 'Prepared')", [company.id, `P-${i}`]);
      }
      const skus = prepared('SELECT sku FROM products ORDER BY sku');
      // More executions than PostgreSQL needs to switch a prepared statement to its generic plan.
      for (let round = 0; round < 8; round += 1) {
        for (const [i, company] of companies.entries()) {
          const rows = await db.withTenant(company.id, (tx) => tx.query<{ sku: string }>(skus));
          expect(rows).toEqual([{ sku: `P-${i}` }]);
        }
      }
      const [named] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = $1", [skus]);
      expect(named!.count).toBe(1);
    } finally {
      await db.close();
      await testDatabase.dispose();
    }
  });
});
