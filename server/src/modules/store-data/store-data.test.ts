import { companyStoreDataSchema, aiCreditsBalanceSchema } from '@pimento/shared-kit/contracts/company';
import { currentUserSchema, userStoreDataSchema } from '@pimento/shared-kit/contracts/current-user';
import { helpArticleSchema } from '@pimento/shared-kit/contracts/help';
import { ssoDataSchema } from '@pimento/shared-kit/contracts/sso';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';

describe.each(drivers)('store data endpoints on %s', (driver) => {
  let testApp: TestApp;
  let client: TestClient;
  let companyId: string;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Store Co', { username: 'store_admin', language: 'fr' })).company.id;
    client = testApp.client();
    await client.login('store_admin');
  });
  afterAll(() => testApp.close());

  it('answers the company store data with every field and the feature activations from the company row', async () => {
    await testApp.db.query(
      `UPDATE companies SET features = features || '{"etim_activated": false}', etim_import_processing = true,
         ai_credits_total = 500, ai_credits_used = 120 WHERE id = $1`,
      [companyId],
    );
    const response = await client.get('/api/catalogue/company-store-data/');
    expect(response.statusCode).toBe(200);
    const data = companyStoreDataSchema.parse(response.json());
    expect(data).toMatchObject({ id: companyId, name: 'Store Co', etim_activated: false, etim_import_processing: true, ai_credits_balance: 380 });
    expect(data.attribute_label_languages).toEqual(['en', 'fr']);
    expect(data.possible_languages.map((language) => language.code)).toEqual(['en', 'fr']);
    expect(data.all_languages.length).toBeGreaterThan(20);
    expect(data.interface_languages).toEqual(['en', 'fr']);
    expect((await client.get('/api/etim/import-processing/')).json()).toBe(true);
    expect(aiCreditsBalanceSchema.parse((await client.get('/api/catalogue/ai-credits/balance/')).json())).toEqual({
      available: 500,
      used: 120,
      remaining: 380,
    });
  });

  it('answers the current user with every field of spec §3', async () => {
    const response = await client.get('/api/catalogue/current-user/');
    const user = currentUserSchema.parse(response.json());
    expect(user).toMatchObject({
      username: 'store_admin',
      is_administrator: true,
      is_superuser: false,
      is_consultant: false,
      all_can_create: true,
      language: 'fr',
      language_code: 'fr',
      group: [],
      company: { id: companyId, name: 'Store Co' },
    });
    expect((await client.get('/api/catalogue/utils/is-superuser/')).json()).toBe(false);
    expect((await client.get('/api/catalogue/utils/is-consultant')).json()).toBe(false);
    expect((await client.get('/api/catalogue/utils/import-in-progress/')).json()).toBe(false);
    expect((await client.get('/api/catalogue/user/product-columns/')).json()).toEqual(user.product_columns);
    expect((await client.get('/api/catalogue/user/model-columns/')).json()).toEqual(user.model_columns);
    expect((await client.get('/api/catalogue/user/all-can-create/')).json()).toBe(true);
  });

  it('lets the user change their own language and name, and sets the language cookie', async () => {
    const response = await client.request('PATCH', '/api/catalogue/current-user/', { body: { language_code: 'en', last_name: 'Martin' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ language: 'en', language_code: 'en', last_name: 'Martin' });
    expect(client.cookies.get('language')).toBe('en');
    const refused = await client.request('PATCH', '/api/catalogue/current-user/', { body: { language_code: 'de' } });
    expect(refused.json().fields).toEqual({ language_code: ['validation.invalid_value'] });
    await client.request('PATCH', '/api/catalogue/current-user/', { body: { language_code: 'fr' } });
  });

  it('reads flags from the database, so a change applies before the token expires', async () => {
    await testApp.db.query("UPDATE users SET is_consultant = true WHERE username = 'store_admin'");
    expect((await client.get('/api/catalogue/utils/is-consultant/')).json()).toBe(true);
    await testApp.db.query("UPDATE users SET is_consultant = false WHERE username = 'store_admin'");
  });

  it('saves the sidebar and the shortcuts separately', async () => {
    const initial = userStoreDataSchema.parse((await client.get('/api/catalogue/pimento-user-store-data/')).json());
    expect(initial.sidebar.nav_order[0]).toBe('products');
    const sidebar = { nav_order: ['imports', 'products'], nav_children_order: { exports: ['matrix', 'pdf'] } };
    const saved = await client.post('/api/catalogue/pimento-user-store-data/', { sidebar });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().sidebar).toEqual(sidebar);
    const shortcuts = [{ id: 'one', label: 'Exports', path: '/exports/' }];
    await client.post('/api/catalogue/pimento-user-store-data/', { shortcuts });
    expect((await client.get('/api/catalogue/pimento-user-store-data/')).json()).toEqual({ sidebar, shortcuts });
    expect((await client.get('/api/catalogue/current-user/')).json().user_settings).toEqual({ sidebar, shortcuts });
  });

  it('saves every sidebar entry of spec §1 in nav_order, refuses unknown keys, and still answers an order saved the old way', async () => {
    const everyEntry = ['pdf', 'help', 'matrix', 'fabdis', 'bmecat', 'dashboard', 'objects', 'rights', 'assistant', 'products', 'system'];
    const saved = await client.post('/api/catalogue/pimento-user-store-data/', { sidebar: { nav_order: everyEntry, nav_children_order: {} } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().sidebar.nav_order).toEqual(everyEntry);
    const unknown = await client.post('/api/catalogue/pimento-user-store-data/', { sidebar: { nav_order: ['products', 'nowhere'], nav_children_order: {} } });
    expect(unknown.statusCode).toBe(400);
    // the former workaround: spec keys in nav_order, the whole order under nav_children_order.shell
    const legacy = { nav_order: ['imports', 'products'], nav_children_order: { shell: ['pdf', 'imports', 'help', 'products'] } };
    expect((await client.post('/api/catalogue/pimento-user-store-data/', { sidebar: legacy })).statusCode).toBe(200);
    expect(userStoreDataSchema.parse((await client.get('/api/catalogue/pimento-user-store-data/')).json()).sidebar).toEqual(legacy);
  });

  it('answers languages, help relations and a help article in the user language (French unless English exists)', async () => {
    expect((await client.get('/api/catalogue/attribute/possible-languages/')).json().map((language: { code: string }) => language.code)).toEqual(['en', 'fr']);
    expect((await client.get('/api/catalogue/company/attribute-label-languages/')).json()).toEqual(['en', 'fr']);
    const relations = (await client.get('/api/help/sidebar-relations/')).json() as Record<string, number>;
    expect(relations['/products/']).toEqual(expect.any(Number));
    const french = helpArticleSchema.parse((await client.get(`/api/help/article/${relations['/login/']}/?fromSideBar=1`)).json());
    expect(french.language).toBe('fr');
    expect(french.title).toBe('Se connecter à Pimento');

    await testApp.db.query("UPDATE users SET language = 'en' WHERE username = 'store_admin'");
    const english = helpArticleSchema.parse((await client.get(`/api/help/article/${relations['/login/']}/`)).json());
    expect(english).toMatchObject({ language: 'en', title: 'Signing in to Pimento' });
    // An article without English stays in French for an English reader.
    await testApp.db.query('UPDATE help_articles SET title_en = NULL, content_en = NULL WHERE id = $1', [relations['/login/']]);
    expect((await client.get(`/api/help/article/${relations['/login/']}/`)).json().language).toBe('fr');

    const withAttachment = helpArticleSchema.parse((await client.get(`/api/help/article/${relations['/settings/connectors/']}/`)).json());
    expect(withAttachment.attachments).toEqual([{ name: 'OpenAPI document (JSON)', url: '/api/docs/json' }]);

    const missing = await client.get('/api/help/article/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('help.article_not_found');
  });

  it('answers the SSO data publicly', async () => {
    const anonymous = testApp.client();
    expect(ssoDataSchema.parse((await anonymous.get('/api/sso-data/')).json())).toMatchObject({ sso_used: false, sso_only: false });
    expect(ssoDataSchema.parse((await client.get('/api/sso-data/')).json()).sso_only).toBe(false);
  });

  describe('bad input', () => {
    it('answers malformed JSON with validation.malformed_json', async () => {
      const response = await client.request('POST', '/api/catalogue/pimento-user-store-data/', { payload: '{"sidebar": ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation.malformed_json');
    });

    it('answers unknown fields, wrong types and over-long strings with field details', async () => {
      const unknown = await client.post('/api/catalogue/pimento-user-store-data/', { shortcuts: [], theme: 'dark' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('validation.invalid');

      const wrongType = await client.post('/api/auth/token/', { username: 42, password: 'x' });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json()).toMatchObject({ code: 'validation.invalid', fields: { username: ['validation.invalid_type'] } });

      const missing = await client.post('/api/auth/token/', { password: 'x' });
      expect(missing.json().fields).toEqual({ username: ['validation.required'] });

      const extra = await client.post('/api/auth/token/', { username: 'a', password: 'b', admin: true });
      expect(extra.json().fields).toEqual({ admin: ['validation.unknown_field'] });

      const tooLong = await client.post('/api/catalogue/pimento-user-store-data/', {
        shortcuts: [{ id: 'x', label: 'L'.repeat(101), path: '/products/' }],
      });
      expect(tooLong.statusCode).toBe(400);
      expect(JSON.stringify(tooLong.json())).toContain('validation.');
    });

    it('writes nothing when the input is refused', async () => {
      const before = (await client.get('/api/catalogue/pimento-user-store-data/')).json();
      await client.post('/api/catalogue/pimento-user-store-data/', { sidebar: { nav_order: ['not-a-key'], nav_children_order: {} } });
      expect((await client.get('/api/catalogue/pimento-user-store-data/')).json()).toEqual(before);
    });

    it('answers an unknown API path with a JSON 404 and a too large body with 413', async () => {
      const unknown = await client.get('/api/no-such-endpoint/');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('route.not_found');
      const huge = await client.request('POST', '/api/auth/token/', { payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().code).toBe('payload.too_large');
    });
  });
});
