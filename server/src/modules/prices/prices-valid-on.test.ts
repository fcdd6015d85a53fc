import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { pricesValidOn } from './index.ts';

describe.each(drivers)('the prices valid on a day, on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Valid On Co', { username: 'valid_on_admin' })).company.id;
    const insert = async (table: string, columns: string, values: unknown[]) =>
      (await testApp.db.query<{ id: number }>(`INSERT INTO ${table} (company_id, ${columns}) VALUES ($1, ${values.map((_, index) => `$${index + 2}`).join(', ')}) RETURNING id::int AS id`, [companyId, ...values]))[0]!.id;
    ids.drill = await insert('products', 'sku, name', ['DRILL', 'Drill']);
    ids.saw = await insert('products', 'sku, name', ['SAW', 'Saw']);
    ids.retail = await insert('price_lists', 'name, discriminants', ['Retail', JSON.stringify([{ code: 'quantity', label: 'Quantity', type: 'integer' }])]);
    ids.old = await insert('price_lists', 'name, state', ['Old', 'archived']);
    const price = (name: string, product: number, list: number, start: string | null, end: string | null, quantity?: number) =>
      insert('prices', 'product_id, price_list_id, net_price, currency, start_date, end_date, discriminant_values', [product, list, 1, 'EUR', start, end, JSON.stringify(quantity === undefined ? {} : { quantity })]).then((id) => {
        ids[name] = id;
      });
    await price('drillJanuary', ids.drill, ids.retail, '2026-01-01', '2026-01-31', 1);
    await price('drillFromFebruary', ids.drill, ids.retail, '2026-02-01', null, 1);
    await price('drillBreak', ids.drill, ids.retail, null, null, 10);
    await price('sawUntilJanuary', ids.saw, ids.retail, null, '2026-01-31', 1);
    await price('drillArchived', ids.drill, ids.old, null, null);
  });
  afterAll(() => testApp.close());

  const validOn = (day: string, scope = {}) => testApp.db.withTenant(companyId, (tx) => pricesValidOn(tx, companyId, day, scope)).then((prices) => prices.map((price) => price.id));

  it('holds both ends of a period, treats a missing end as open, and leaves archived lists out', async () => {
    expect(await validOn('2026-01-31')).toEqual([ids.drillJanuary, ids.drillBreak, ids.sawUntilJanuary]);
    expect(await validOn('2026-02-01')).toEqual([ids.drillFromFebruary, ids.drillBreak]);
    expect(await validOn('2020-01-01')).toEqual([ids.drillBreak, ids.sawUntilJanuary]);
  });

  it('narrows to products and lists', async () => {
    expect(await validOn('2026-01-15', { productIds: [ids.saw] })).toEqual([ids.sawUntilJanuary]);
    expect(await validOn('2026-01-15', { priceListIds: [ids.old] })).toEqual([]);
    expect(await validOn('2026-01-15', { productIds: [ids.drill], priceListIds: [ids.retail] })).toEqual([ids.drillJanuary, ids.drillBreak]);
  });
});
