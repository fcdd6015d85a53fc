import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { findJobType } from '../../jobs/registry.ts';
import type { JobContext } from '../../jobs/registry.ts';
import { realtimeBusFor } from '../../realtime/bus.ts';
import type { RealtimeEnvelope } from '../../realtime/bus.ts';
import { languageRemovalJobType, languageRemovalSettings } from './attribute-languages.ts';

const base = '/api/catalogue';

/** Attribute languages of the company settings, their values and labels, and the /ws/ messages. */
describe.each(drivers)('attribute languages on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  let admin: TestClient;
  let titleId: number;
  const envelopes: RealtimeEnvelope[] = [];
  let stopRecording: () => Promise<void>;

  const received = async (type: string) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const found = envelopes.flatMap((envelope) => ('message' in envelope && envelope.companyId === companyId && envelope.message.type === type ? [envelope.message] : []));
      if (found.length > 0) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return [];
  };

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Language Co', { username: 'lang_admin' })).company.id;
    await testApp.db.query("INSERT INTO groups (company_id, name) VALUES ($1, 'Everyone')", [companyId]);
    stopRecording = await realtimeBusFor(testApp.db).subscribe((envelope) => envelopes.push(envelope));
    admin = testApp.client();
    await admin.login('lang_admin');
    const section = (await admin.post(`${base}/attribute-section/`, { name: 'Texts' })).json();
    const group = (await admin.post(`${base}/attribute-group/`, { name: 'Descriptions', section_id: section.id })).json();
    const title = await admin.post(`${base}/attribute/`, { code: 'title', type: 'text', labels: { en: 'Title' }, group_id: group.id, localizable: true });
    titleId = title.json().id;
    expect((await received('attribute_id_label_updated')).length).toBeGreaterThan(0);
    for (const [sku, values] of [
      ['LAMP-1', { en: 'Lamp', fr: 'Lampe' }],
      ['LAMP-2', { en: 'Desk lamp', fr: 'Lampe de bureau' }],
      ['LAMP-3', { en: 'Floor lamp' }],
    ] as const) {
      const product = await admin.post(`${base}/product/`, { sku, name: sku, values: { [titleId]: values } });
      expect([sku, product.statusCode]).toEqual([sku, 201]);
    }
  });
  afterAll(async () => {
    await stopRecording();
    await testApp.close();
  });

  it('says how many products lose values, then removes the language and its values', async () => {
    expect((await admin.get(`${base}/attribute-language/fr/impact/`)).json()).toEqual({ language: 'fr', products: 2, models: 0 });
    const removed = await admin.request('DELETE', `${base}/attribute-language/fr/`);
    expect([removed.statusCode, removed.json()]).toEqual([200, { language: 'fr', products: 2, models: 0 }]);
    const storeData = (await admin.get(`${base}/company-store-data/`)).json();
    expect(storeData.possible_languages.map((language: { code: string }) => language.code)).toEqual(['en']);
    const products = await testApp.db.query<{ sku: string; attribute_values: Record<string, unknown> }>('SELECT sku, attribute_values FROM products WHERE company_id = $1 ORDER BY sku', [companyId]);
    expect(products.map((product) => product.attribute_values[String(titleId)])).toEqual([{ en: 'Lamp' }, { en: 'Desk lamp' }, { en: 'Floor lamp' }]);
    expect(await received('possible_languages_changed')).toContainEqual({ type: 'possible_languages_changed', languages: ['en'] });
    const missing = await admin.get(`${base}/attribute-language/fr/impact/`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'attribute_language.not_found']);
    const last = await admin.request('DELETE', `${base}/attribute-language/en/`);
    expect([last.statusCode, last.json().code]).toEqual([409, 'attribute_language.last']);
  });

  it('adds languages known to the platform only, once', async () => {
    expect((await admin.post(`${base}/attribute-language/`, { code: 'de' })).json()).toEqual({ languages: ['en', 'de'] });
    expect((await admin.post(`${base}/attribute-language/`, { code: 'de' })).json().code).toBe('attribute_language.already_added');
    expect((await admin.post(`${base}/attribute-language/`, { code: 'xx' })).json().code).toBe('attribute_language.unknown');
  });

  it('deletes the values in the durable job that large removals run', async () => {
    await admin.request('PATCH', `${base}/product/${(await testApp.db.query<{ id: number }>("SELECT id FROM products WHERE sku = 'LAMP-1'"))[0]!.id}/`, {
      body: { version: 2, values: { [titleId]: { en: 'Lamp', de: 'Lampe' } } },
    });
    const [task] = await testApp.db.withTenant(companyId, async (tx) => {
      const { insertJob } = await import('../../jobs/enqueue.ts');
      const [user] = await tx.query<{ id: string }>("SELECT id FROM users WHERE username = 'lang_admin'");
      return [await insertJob(tx, { type: languageRemovalJobType, companyId, userId: user!.id, payload: { language: 'de', attributeIds: [titleId] } })];
    });
    expect(task!.type).toBe(languageRemovalJobType);
    const handler = findJobType(languageRemovalJobType)!.handler;
    const context = {
      taskId: task!.id,
      companyId,
      userId: task!.user_id,
      payload: { language: 'de', attributeIds: [titleId] },
      db: testApp.db,
      progress: async () => {},
    } as unknown as JobContext;
    expect(await handler(context)).toEqual({ language: 'de', products: 1, models: 0 });
    const [lamp] = await testApp.db.query<{ attribute_values: Record<string, unknown> }>("SELECT attribute_values FROM products WHERE sku = 'LAMP-1'");
    expect(lamp!.attribute_values[String(titleId)]).toEqual({ en: 'Lamp' });
  });

  it('answers a task when the removal concerns more products than the threshold', async () => {
    await admin.post(`${base}/attribute-language/`, { code: 'it' });
    const [lamp] = await testApp.db.query<{ id: number; version: number }>("SELECT id, version FROM products WHERE sku = 'LAMP-2'");
    await admin.request('PATCH', `${base}/product/${lamp!.id}/`, { body: { version: lamp!.version, values: { [titleId]: { en: 'Desk lamp', it: 'Lampada' } } } });
    languageRemovalSettings.jobThreshold = 0;
    try {
      const removed = await admin.request('DELETE', `${base}/attribute-language/it/`);
      expect(removed.statusCode).toBe(202);
      const [task] = await testApp.db.query<{ type: string }>('SELECT t.type FROM tasks t JOIN jobs j ON j.task_id = t.id WHERE t.id = $1', [removed.json().task_id]);
      expect(task).toEqual({ type: languageRemovalJobType });
      expect((await admin.get(`${base}/attribute/possible-languages/`)).json().map((language: { code: string }) => language.code)).not.toContain('it');
      expect(await received('new_task')).toContainEqual(expect.objectContaining({ type: 'new_task' }));
    } finally {
      languageRemovalSettings.jobThreshold = 500;
    }
  });

  it('removes a label language with its labels, never leaving an attribute without a label', async () => {
    expect((await admin.post(`${base}/attribute-label-language/`, { code: 'es' })).json()).toEqual({ languages: ['en', 'fr', 'es'] });
    expect(await received('attribute_label_language_updated')).toContainEqual({ type: 'attribute_label_language_updated', languages: ['en', 'fr', 'es'] });
    const group = (await admin.get(`${base}/attribute-group/`)).json()[0];
    const spanish = (await admin.post(`${base}/attribute/`, { code: 'color_es', type: 'text', labels: { es: 'Color' }, group_id: group.id })).json();
    const refused = await admin.request('DELETE', `${base}/attribute-label-language/es/`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'attribute_label_language.only_label']);
    await admin.request('PATCH', `${base}/attribute/${spanish.id}/`, { body: { labels: { es: 'Color', en: 'Colour' }, version: spanish.version } });
    expect((await admin.request('DELETE', `${base}/attribute-label-language/es/`)).json()).toEqual({ languages: ['en', 'fr'] });
    expect((await admin.get(`${base}/attribute/${spanish.id}/`)).json().labels).toEqual({ en: 'Colour' });
  });

  it('lets only administrators change the languages', async () => {
    const { createUser } = await import('../users/service.ts');
    await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'lang_member', email: 'lang_member@example.com', password: 'Velvet#Harbour42' }));
    const member = testApp.client();
    await member.login('lang_member');
    const response = await member.request('DELETE', `${base}/attribute-language/de/`);
    expect([response.statusCode, response.json().code]).toEqual([403, 'rights.administrator_required']);
  });
});
