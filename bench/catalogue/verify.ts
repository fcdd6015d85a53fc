/**
 * Checks a sample of generated products: the typed index rows the generator wrote must be
 * exactly those the server derives from the document (`addIndexRows`), or filters would lie.
 */
import type { AttributeType } from '@pimento/shared-kit/contracts/attributes';
import type { Database } from '../../server/src/db/database.ts';
import { addIndexRows, emptyIndexRows } from '../../server/src/modules/catalogue/index.ts';

export async function verifySample(db: Database, companyId: string, sampleSize = 100): Promise<void> {
  const definitions = await db.query<{ id: number; type: AttributeType; localizable: boolean }>('SELECT id, type, localizable FROM attributes WHERE company_id = $1', [companyId]);
  const attributes = new Map(definitions.map((definition) => [definition.id, definition]));
  const products = await db.query<{ id: number; attribute_values: Record<string, unknown> }>(
    'SELECT id::int AS id, attribute_values FROM products WHERE company_id = $1 ORDER BY id LIMIT $2',
    [companyId, sampleSize],
  );
  const canonical = (rows: string[]) => rows.sort().join('\n');
  for (const product of products) {
    const expected = emptyIndexRows();
    addIndexRows(expected, product.id, product.attribute_values, attributes);
    for (const table of ['text', 'number', 'date'] as const) {
      const stored = await db.query<{ row: string }>(
        `SELECT attribute_id || '|' || language || '|' || value::text AS row
           FROM product_value_${table} WHERE company_id = $1 AND product_id = $2`,
        [companyId, product.id],
      );
      const rows = expected[table];
      const derived = rows.attributeIds.map((attributeId, index) => `${attributeId}|${rows.languages[index]}|${table === 'number' ? Number(rows.values[index]) : rows.values[index]}`);
      const normalise = (row: string) => (table === 'number' ? row.replace(/\|([-\d.]+)$/, (_, value: string) => `|${Number(value)}`) : row);
      if (canonical(stored.map((row) => normalise(row.row))) !== canonical(derived)) {
        throw new Error(`product ${product.id}: index rows of ${table} differ from its document`);
      }
    }
  }
}
