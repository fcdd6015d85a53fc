import { companyApi } from '@pimento/shared-kit/contracts/company';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { extraAttributesApi, type ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { priceListsApi } from '@pimento/shared-kit/contracts/price-lists';
import type { PriceList } from '@pimento/shared-kit/contracts/price-lists';
import { pricesApi } from '@pimento/shared-kit/contracts/prices';
import type { Price, PriceInput } from '@pimento/shared-kit/contracts/prices';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';

const listsPath = endpointPath(priceListsApi.list, undefined);
const listPath = (id: number) => endpointPath(priceListsApi.get, { id });
const pricesPath = endpointPath(pricesApi.list, undefined);
const pricePath = (id: number) => endpointPath(pricesApi.get, { id });
const quantityBreak = { code: 'quantity', label: 'Quantity break', type: 'integer' } as const;

describe.each(drivers)('price lists and prices on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Prices Co', { username: 'prices_admin' })).company.id;
    admin = testApp.client();
    await admin.login('prices_admin');
  });
  afterAll(() => testApp.close());

  async function createProduct(sku: string, extra: Record<string, unknown> = {}): Promise<number> {
    const response = await admin.post(endpointPath(productsApi.create, undefined), { sku, name: `Product ${sku}`, ...extra });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  }

  async function createList(name: string, discriminants: unknown[] = [quantityBreak]): Promise<PriceList> {
    const response = await admin.post(listsPath, { name, discriminants });
    expect(response.statusCode).toBe(201);
    return response.json<PriceList>();
  }

  async function createPrice(input: PriceInput, client = admin): Promise<Price> {
    const response = await client.post(pricesPath, input);
    expect([response.statusCode, response.json()]).toEqual([201, expect.anything()]);
    return response.json<Price>();
  }

  it('names every broken rule of a price at its field, with the catalogue codes', async () => {
    const productId = await createProduct('RULES-1');
    const list = await createList('Rules');
    const refused = await admin.post(pricesPath, {
      product_id: productId,
      price_list_id: list.id,
      gross_price: -1,
      currency: 'EURO',
      start_date: '2026-03-01',
      end_date: '2026-02-01',
      discount: 1.5,
      discriminant_values: { colour: 'red' },
    });
    // The schema refuses what is not a price at all before any rule is looked at.
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ currency: ['validation.too_long'] });
    const negative = await admin.post(pricesPath, { product_id: productId, price_list_id: list.id, gross_price: -1, net_price: -0.5, currency: 'EUR', discriminant_values: { quantity: 1 } });
    expect([negative.statusCode, negative.json().fields]).toEqual([422, { gross_price: ['price.must_be_positive'], net_price: ['price.must_be_positive'] }]);
    const semantic = await admin.post(pricesPath, {
      product_id: productId,
      price_list_id: list.id,
      currency: 'XYZ',
      start_date: '2026-03-01',
      end_date: '2026-02-01',
      discount: 1.5,
      discriminant_values: { colour: 'red' },
    });
    expect(semantic.statusCode).toBe(422);
    expect(semantic.json().fields).toEqual({
      gross_price: ['price.gross_or_net_required'],
      net_price: ['price.gross_or_net_required'],
      currency: ['price.currency_invalid'],
      end_date: ['price.end_before_start'],
      discount: ['price.wrong_discount_number'],
      'discriminant_values.quantity': ['price.discriminant_required'],
      'discriminant_values.colour': ['price.discriminant_unknown'],
    });
    const missingCurrency = await admin.post(pricesPath, { product_id: productId, price_list_id: list.id, net_price: 3, discriminant_values: { quantity: 1.5 } });
    expect(missingCurrency.json().fields).toEqual({ currency: ['price.currency_required'], 'discriminant_values.quantity': ['price.discriminant_invalid'] });
    const tooLong = await admin.post(pricesPath, { product_id: productId, price_list_id: list.id, net_price: 3, currency: 'EUR', discount_family_code: 'x'.repeat(256), discriminant_values: { quantity: 1 } });
    expect(tooLong.json().fields).toEqual({ discount_family_code: ['validation.too_long'] });

    const saved = await createPrice({
      product_id: productId,
      price_list_id: list.id,
      gross_price: 12.5,
      net_price: 10,
      currency: 'eur',
      start_date: '2026-01-01',
      end_date: '2026-01-01',
      discount: 0.2,
      discount_family_code: 'FAM-A',
      discount_family_label: 'Family A',
      unit: 'pce',
      discriminant_values: { quantity: '10' },
    });
    expect(saved).toMatchObject({ currency: 'EUR', gross_price: 12.5, net_price: 10, discount: 0.2, start_date: '2026-01-01', end_date: '2026-01-01', discriminant_values: { quantity: 10 } });
    expect(saved.product).toEqual({ id: productId, sku: 'RULES-1', name: 'Product RULES-1' });
  });

  it('refuses a duplicate price over an overlapping period and says which price it collides with', async () => {
    const productId = await createProduct('DUP-1');
    const list = await createList('Duplicates');
    const base = { product_id: productId, price_list_id: list.id, net_price: 5, currency: 'EUR' };
    const first = await createPrice({ ...base, start_date: '2026-01-01', end_date: '2026-06-30', discriminant_values: { quantity: 1 } });
    await createPrice({ ...base, start_date: '2026-01-01', end_date: '2026-06-30', discriminant_values: { quantity: 10 } });
    await createPrice({ ...base, start_date: '2026-07-01', discriminant_values: { quantity: 1 } });

    const clash = await admin.post(pricesPath, { ...base, start_date: '2026-06-30', end_date: '2026-06-30', discriminant_values: { quantity: 1 } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'price.duplicate',
      params: { id: first.id, sku: 'DUP-1', period: '2026-01-01 – 2026-06-30' },
      fields: { start_date: ['price.duplicate'], end_date: ['price.duplicate'], 'discriminant_values.quantity': ['price.duplicate'] },
    });
    expect(clash.json().message).toContain(`price #${first.id} (DUP-1, 2026-01-01 – 2026-06-30)`);
    // An open-ended price collides with anything after its start.
    expect((await admin.post(pricesPath, { ...base, start_date: '2030-01-01', discriminant_values: { quantity: 1 } })).json().code).toBe('price.duplicate');

    // Saving a price again does not collide with itself; moving it onto another one does.
    const moved = await admin.request('PUT', pricePath(first.id), { body: { ...base, start_date: '2025-01-01', end_date: '2026-06-30', discriminant_values: { quantity: 1 } } });
    expect(moved.statusCode).toBe(200);
    const onto = await admin.request('PUT', pricePath(first.id), { body: { ...base, start_date: '2026-01-01', discriminant_values: { quantity: 1 } } });
    expect(onto.json().code).toBe('price.duplicate');
  });

  it('freezes the discriminants once the list holds a price, archives, restores and deletes for good with the count confirmed', async () => {
    const productId = await createProduct('LIFE-1');
    const list = await createList('Lifecycle');
    expect((await admin.request('PATCH', listPath(list.id), { body: { discriminants: [quantityBreak, { code: 'country', label: 'Country', type: 'text' }] } })).statusCode).toBe(200);
    const duplicateCode = await admin.request('PATCH', listPath(list.id), { body: { discriminants: [quantityBreak, quantityBreak] } });
    expect(duplicateCode.json()).toMatchObject({ code: 'price_list.duplicate_discriminant', fields: { 'discriminants.1.code': ['price_list.duplicate_discriminant'] } });
    expect((await admin.post(listsPath, { name: 'lifecycle' })).json()).toMatchObject({ code: 'price_list.name_taken', fields: { name: ['price_list.name_taken'] } });

    await createPrice({ product_id: productId, price_list_id: list.id, gross_price: 1, currency: 'USD', discriminant_values: { quantity: 1, country: 'FR' } });
    const locked = await admin.request('PATCH', listPath(list.id), { body: { discriminants: [quantityBreak] } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'price_list.discriminants_locked', fields: { discriminants: ['price_list.discriminants_locked'] } });
    const renamed = await admin.request('PATCH', listPath(list.id), { body: { name: 'Lifecycle 2026' } });
    expect(renamed.json()).toMatchObject({ name: 'Lifecycle 2026', price_count: 1, state: 'active' });

    expect((await admin.request('DELETE', `${listPath(list.id)}?expected_price_count=1`)).json().code).toBe('price_list.not_archived');
    expect((await admin.post(endpointPath(priceListsApi.restore, { id: list.id }))).json().code).toBe('price_list.not_archived');
    expect((await admin.post(endpointPath(priceListsApi.archive, { id: list.id }))).json().state).toBe('archived');
    expect((await admin.post(endpointPath(priceListsApi.archive, { id: list.id }))).json().code).toBe('price_list.already_archived');
    expect((await admin.get(listsPath)).json().results.map((row: PriceList) => row.id)).not.toContain(list.id);
    expect((await admin.get(`${listsPath}?state=archived`)).json().results.map((row: PriceList) => row.id)).toEqual([list.id]);
    // An archived list's prices are read-only.
    const [price] = (await admin.get(`${pricesPath}?price_list_id=${list.id}`)).json().results as Price[];
    expect((await admin.request('DELETE', pricePath(price!.id))).json().code).toBe('price.list_archived');
    expect((await admin.post(pricesPath, { product_id: productId, price_list_id: list.id, gross_price: 1, currency: 'USD', discriminant_values: { quantity: 5, country: 'FR' } })).json().code).toBe('price.list_archived');

    expect((await admin.post(endpointPath(priceListsApi.restore, { id: list.id }))).json().state).toBe('restored');
    await admin.post(endpointPath(priceListsApi.archive, { id: list.id }));
    const mismatch = await admin.request('DELETE', `${listPath(list.id)}?expected_price_count=0`);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ code: 'price_list.delete_count_mismatch', params: { count: 1 } });
    expect((await admin.request('DELETE', `${listPath(list.id)}?expected_price_count=1`)).statusCode).toBe(204);
    expect((await admin.get(listPath(list.id))).statusCode).toBe(404);
    expect((await admin.get(pricePath(price!.id))).statusCode).toBe(404);
  });

  it('lists prices by keyset pages with filters and sorts, and deletes in bulk', async () => {
    const productA = await createProduct('LIST-A');
    const productB = await createProduct('LIST-B');
    const list = await createList('Listing', []);
    const other = await createList('Listing other', []);
    const made: Price[] = [];
    for (const [productId, listId, net, currency, start, end, family] of [
      [productA, list.id, 30, 'EUR', '2026-01-01', '2026-12-31', 'F1'],
      [productB, list.id, 10, 'EUR', null, '2025-12-31', 'F2'],
      [productB, other.id, 20, 'USD', '2026-02-01', null, 'F1'],
    ] as const) {
      made.push(await createPrice({ product_id: productId, price_list_id: listId, net_price: net, currency, start_date: start, end_date: end, discount_family_code: family }));
    }
    const ids = (query: string) => admin.get(`${pricesPath}?${query}`).then((response) => (response.json().results as Price[]).map((price) => price.id));
    const scope = `price_list_id=${list.id}`;
    expect(await ids(`${scope}&sort=net_price`)).toEqual([made[1]!.id, made[0]!.id]);
    expect(await ids(`product_id=${productB}&sort=net_price&direction=desc`)).toEqual([made[2]!.id, made[1]!.id]);
    expect(await ids(`product_id=${productB}&currency=usd`)).toEqual([made[2]!.id]);
    expect(await ids(`product_id=${productB}&valid_on=2025-06-01`)).toEqual([made[1]!.id]);
    expect(await ids(`discount_family=F1&sort=start_date`)).toEqual([made[0]!.id, made[2]!.id]);

    // Pages of one follow each other without gap or repeat, open dates at the far ends.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await admin.get(`${pricesPath}?discount_family=F1&sort=end_date&limit=1${cursor === null ? '' : `&cursor=${cursor}`}`);
      const page = response.json<{ results: Price[]; next_cursor: string | null }>();
      seen.push(...page.results.map((price) => price.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toEqual([made[0]!.id, made[2]!.id]);
    expect((await admin.get(`${pricesPath}?cursor=not-a-cursor`)).json().code).toBe('validation.invalid');

    const deleted = await admin.post(endpointPath(pricesApi.bulkDelete, undefined), { ids: [made[0]!.id, made[1]!.id] });
    expect(deleted.json()).toEqual({ deleted: 2 });
    expect(await ids(scope)).toEqual([]);
    expect((await admin.post(endpointPath(pricesApi.bulkDelete, undefined), { ids: [made[2]!.id, made[0]!.id] })).statusCode).toBe(404);
    expect(await ids(`price_list_id=${other.id}`)).toEqual([made[2]!.id]);
  });

  it("walls prices off from another company and goes through the product's group rights", async () => {
    const productId = await createProduct('WALL-1');
    const list = await createList('Walled', []);
    const price = await createPrice({ product_id: productId, price_list_id: list.id, gross_price: 9, currency: 'CHF' });

    await testApp.createCompany('Other Prices Co', { username: 'other_prices_admin' });
    const stranger = testApp.client();
    await stranger.login('other_prices_admin');
    expect((await stranger.get(listPath(list.id))).statusCode).toBe(404);
    expect((await stranger.request('PATCH', listPath(list.id), { body: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await stranger.post(endpointPath(priceListsApi.archive, { id: list.id }))).statusCode).toBe(404);
    expect((await stranger.post(endpointPath(priceListsApi.restore, { id: list.id }))).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `${listPath(list.id)}?expected_price_count=1`)).statusCode).toBe(404);
    expect((await stranger.get(pricePath(price.id))).statusCode).toBe(404);
    expect((await stranger.request('PUT', pricePath(price.id), { body: { product_id: productId, price_list_id: list.id, gross_price: 1, currency: 'EUR' } })).statusCode).toBe(404);
    expect((await stranger.request('DELETE', pricePath(price.id))).statusCode).toBe(404);
    expect((await stranger.post(endpointPath(pricesApi.bulkDelete, undefined), { ids: [price.id] })).statusCode).toBe(404);
    expect((await stranger.post(pricesPath, { product_id: productId, price_list_id: list.id, gross_price: 1, currency: 'EUR' })).statusCode).toBe(404);
    expect((await stranger.get(pricesPath)).json().results).toEqual([]);
    expect((await stranger.get(listsPath)).json().results).toEqual([]);

    // A member whose role grants only `read` in the product's group sees its prices but may not change them.
    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'price_reader', email: 'price_reader@example.com', password: TEST_PASSWORD }));
    const [group] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Price readers') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name) VALUES ($1, 'Price read only') RETURNING id", [companyId]);
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, group!.id, member.id, role!.id]);
    const visible = await createProduct('WALL-2', { groups: [group!.id] });
    const visiblePrice = await createPrice({ product_id: visible, price_list_id: list.id, gross_price: 4, currency: 'CHF' });
    const reader = testApp.client();
    await reader.login('price_reader');
    expect((await reader.get(`${pricesPath}?price_list_id=${list.id}`)).json().results.map((row: Price) => row.id)).toEqual([visiblePrice.id]);
    expect((await reader.get(pricePath(price.id))).statusCode).toBe(404);
    const edit = await reader.request('PUT', pricePath(visiblePrice.id), { body: { product_id: visible, price_list_id: list.id, gross_price: 5, currency: 'CHF' } });
    expect([edit.statusCode, edit.json().code]).toEqual([403, 'rights.forbidden']);
    expect((await reader.post(listsPath, { name: 'Reader list' })).json().code).toBe('rights.forbidden');
    await testApp.db.query('UPDATE roles SET can_edit = true WHERE id = $1', [role!.id]);
    expect((await reader.request('PUT', pricePath(visiblePrice.id), { body: { product_id: visible, price_list_id: list.id, gross_price: 5, currency: 'CHF' } })).statusCode).toBe(200);
  });

  it("keeps each price's attribute values, checked at their fields with the price's own rules, and lets their definitions take them away", async () => {
    const attributesPath = endpointPath(extraAttributesApi.list, undefined);
    const define = async (body: Record<string, unknown>) => (await admin.post(attributesPath, { entity: 'price', ...body })).json<ExtraAttribute>();
    const priceType = await define({ code: 'price_type', labels: { en: 'Price type' }, type: 'text', required: true });
    const channel = await define({ code: 'channel', labels: { en: 'Channel' }, type: 'dropdown', choices: [{ code: 'web' }, { code: 'shop' }] });
    const minimum = await define({ code: 'minimum_order', labels: { en: 'Minimum order' }, type: 'integer' });
    expect(((await admin.get(`${attributesPath}?entity=price`)).json().results as ExtraAttribute[]).map((attribute) => attribute.code)).toEqual(['price_type', 'channel', 'minimum_order']);

    const productId = await createProduct('ATTR-1');
    const list = await createList('Attributes', []);
    // Every broken rule at once: the price's own and its attributes'.
    const refused = await admin.post(pricesPath, { product_id: productId, price_list_id: list.id, gross_price: -2, currency: 'EUR', attribute_values: { [channel.id]: 'catalogue', [minimum.id]: '2.5' } });
    expect([refused.statusCode, refused.json().fields]).toEqual([
      422,
      {
        gross_price: ['price.must_be_positive'],
        [`attribute_values.${channel.id}`]: ['attribute.value.unknown_choice'],
        [`attribute_values.${minimum.id}`]: ['attribute.value.not_an_integer'],
        [`attribute_values.${priceType.id}`]: ['value.mandatory_missing'],
      },
    ]);
    const price = await createPrice({ product_id: productId, price_list_id: list.id, gross_price: 12, currency: 'EUR', attribute_values: { [priceType.id]: ' Trade ', [channel.id]: 'web', [minimum.id]: '10' } });
    expect(price.attribute_values).toEqual({ [priceType.id]: 'Trade', [channel.id]: 'web', [minimum.id]: 10 });
    expect((await admin.get(`${pricesPath}?product_id=${productId}`)).json().results[0].attribute_values).toEqual(price.attribute_values);

    // A save that leaves them out keeps them; null clears one, never the required one.
    const base = { product_id: productId, price_list_id: list.id, gross_price: 13, currency: 'EUR' };
    expect((await admin.request('PUT', pricePath(price.id), { body: base })).json().attribute_values).toEqual(price.attribute_values);
    expect((await admin.request('PUT', pricePath(price.id), { body: { ...base, attribute_values: { [minimum.id]: null } } })).json().attribute_values).toEqual({ [priceType.id]: 'Trade', [channel.id]: 'web' });
    const emptied = await admin.request('PUT', pricePath(price.id), { body: { ...base, attribute_values: { [priceType.id]: null } } });
    expect([emptied.statusCode, emptied.json().fields]).toEqual([422, { [`attribute_values.${priceType.id}`]: ['value.mandatory_missing'] }]);

    // A choice taken away and an attribute deleted take their values from every price.
    const attributePath = (id: number) => endpointPath(extraAttributesApi.update, { id });
    expect((await admin.request('PATCH', attributePath(channel.id), { body: { choices: [{ code: 'shop', labels: {} }] } })).statusCode).toBe(200);
    expect((await admin.get(pricePath(price.id))).json().attribute_values).toEqual({ [priceType.id]: 'Trade' });
    for (const attribute of [priceType, channel, minimum]) expect((await admin.request('DELETE', attributePath(attribute.id))).statusCode).toBe(204);
    expect((await admin.get(pricePath(price.id))).json().attribute_values).toEqual({});
  });

  it("lets administrators switch off the price fields the company does not use, never the price itself, and keeps each user's own price columns", async () => {
    const settingsPath = endpointPath(companyApi.updateSettings, undefined);
    const storeData = await admin.request('PATCH', settingsPath, { body: { disabled_price_fields: ['discount', 'unit'] } });
    expect([storeData.statusCode, storeData.json().disabled_price_fields]).toEqual([200, ['discount', 'unit']]);
    expect((await admin.get(endpointPath(companyApi.storeData, undefined))).json().disabled_price_fields).toEqual(['discount', 'unit']);
    const locked = await admin.request('PATCH', settingsPath, { body: { disabled_price_fields: ['discount', 'currency'] } });
    expect([locked.statusCode, locked.json().code, locked.json().message]).toEqual([422, 'price_field.always_shown', 'The price and its currency cannot be disabled (currency).']);
    expect((await admin.request('PATCH', settingsPath, { body: { disabled_price_fields: ['colour'] } })).statusCode).toBe(400);
    // The price_reader of the test above is no administrator.
    const reader = testApp.client();
    await reader.login('price_reader');
    expect((await reader.request('PATCH', settingsPath, { body: { disabled_price_fields: [] } })).json().code).toBe('rights.administrator_required');
    // Stored values of a disabled field stay: the field is hidden, not emptied.
    const productId = await createProduct('FIELDS-1');
    const list = await createList('Fields', []);
    const price = await createPrice({ product_id: productId, price_list_id: list.id, gross_price: 3, currency: 'EUR', discount: 0.25 });
    expect((await admin.get(pricePath(price.id))).json().discount).toBe(0.25);
    expect((await admin.request('PATCH', settingsPath, { body: { disabled_price_fields: [] } })).json().disabled_price_fields).toEqual([]);

    const columnsPath = endpointPath(currentUserApi.priceColumns, undefined);
    expect((await admin.get(columnsPath)).json()).toEqual(['gross_price', 'net_price', 'currency', 'start_date', 'end_date']);
    expect((await admin.post(columnsPath, ['net_price', 'attribute.channel'])).json()).toEqual(['net_price', 'attribute.channel']);
    expect((await admin.get(columnsPath)).json()).toEqual(['net_price', 'attribute.channel']);
    expect((await reader.get(columnsPath)).json()).toEqual(['gross_price', 'net_price', 'currency', 'start_date', 'end_date']);
  });
});
