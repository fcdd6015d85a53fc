import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { companiesConsoleApi, consoleCompanyListSchema, consoleCompanySchema } from '@pimento/shared-kit/contracts/companies-console';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { enabledRemotesResponseSchema } from '@pimento/shared-kit/contracts/remotes';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { recordBus } from '../../../test/jobs/fixtures.ts';
import { createUser } from '../users/service.ts';

describe.each(drivers)('companies console on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  let otherCompanyId: string;
  let superuser: TestClient;
  let administrator: TestClient;
  let colleague: TestClient;
  let otherAdministrator: TestClient;
  const companyPath = (id: string) => endpointPath(companiesConsoleApi.get, { id });

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Console Co', { username: 'console_admin' })).company.id;
    otherCompanyId = (await testApp.createCompany('Console Other Co', { username: 'console_other' })).company.id;
    // The platform's superusers belong to a company of their own, as an operator makes them.
    const staff = await testApp.createCompany('Console Staff', { username: 'console_super' });
    await testApp.db.query('UPDATE users SET is_superuser = true WHERE id = $1', [staff.administrator.id]);
    await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'console_colleague', email: 'console_colleague@example.com', password: TEST_PASSWORD }));
    superuser = testApp.client();
    await superuser.login('console_super');
    administrator = testApp.client();
    await administrator.login('console_admin');
    colleague = testApp.client();
    await colleague.login('console_colleague');
    otherAdministrator = testApp.client();
    await otherAdministrator.login('console_other');
  });
  afterAll(() => testApp.close());

  it('lists and searches every company for a superuser, a page at a time', async () => {
    const all = consoleCompanyListSchema.parse((await superuser.get('/api/superuser/companies/')).json());
    expect(all.results.map((company) => company.name)).toEqual(expect.arrayContaining(['Console Co', 'Console Other Co', 'Console Staff']));
    const found = consoleCompanyListSchema.parse((await superuser.get('/api/superuser/companies/?search=other')).json());
    expect(found).toMatchObject({ count: 1, results: [{ id: otherCompanyId, name: 'Console Other Co', active_users: 1, users_limit: null }] });
    expect(found.results[0]!.features_on).toBeLessThanOrEqual(found.results[0]!.features_total);
    // `%` is a character searched for, not a wildcard
    expect((await superuser.get('/api/superuser/companies/?search=%25')).json()).toMatchObject({ count: 0 });
    const page = consoleCompanyListSchema.parse((await superuser.get('/api/superuser/companies/?page_size=1&page=2')).json());
    expect(page.results).toHaveLength(1);
    expect(page.count).toBe(all.count);
  });

  it('refuses everyone but a superuser, administrators of the company included', async () => {
    for (const caller of [administrator, colleague, otherAdministrator]) {
      for (const response of [
        await caller.get('/api/superuser/companies/'),
        await caller.get(companyPath(companyId)),
        await caller.request('PATCH', companyPath(companyId), { body: { features: { pdf_activated: false } } }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'rights.superuser_required' });
      }
    }
    // An administrator cannot switch their own company's features through the settings either.
    const own = await administrator.request('PATCH', '/api/catalogue/company/settings/', { body: { features: { talk_activated: false } } });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'rights.superuser_required', fields: { 'features.talk_activated': ['rights.superuser_required'] } });
    expect((await administrator.get('/api/catalogue/company-store-data/')).json()).toMatchObject({ pdf_activated: true, talk_activated: true });
    expect((await testApp.client().get('/api/superuser/companies/')).statusCode).toBe(401);
  });

  it('changes limits, credits and features of one company; its browsers are told, the other company is untouched', async () => {
    const bus = await recordBus(testApp.db);
    const otherBefore = consoleCompanySchema.parse((await superuser.get(companyPath(otherCompanyId))).json());
    try {
      const changed = await superuser.request('PATCH', companyPath(companyId), {
        body: {
          limits: { users: 1, products: 500, languages: 3, asset_storage_gb: 2.5, templates: 10, feeds: 4, sku_copy_paste_pages: 5 },
          ai_credits_total: 250,
          features: { pdf_activated: false, ai_features_activated: false },
          fabdis_available_versions: [3],
        },
      });
      expect(changed.statusCode).toBe(200);
      const company = consoleCompanySchema.parse(changed.json());
      expect(company).toMatchObject({
        id: companyId,
        limits: { users: 1, products: 500, languages: 3, asset_storage_gb: 2.5, templates: 10, feeds: 4, sku_copy_paste_pages: 5 },
        // two active users for a limit of one: accepted, the screen says what it blocks
        usage: { users: 2, products: 0, languages: 2, asset_storage_gb: 0, templates: 0, feeds: 0 },
        ai_credits: { total: 250, used: 0, remaining: 250 },
        fabdis_available_versions: [3],
      });
      expect(company.features).toMatchObject({ pdf_activated: false, ai_features_activated: false, bmecat_activated: true });

      // The company's own users see it at once: store data, remotes, and the plan's limits enforced.
      expect((await colleague.get('/api/catalogue/company-store-data/')).json()).toMatchObject({
        pdf_activated: false,
        ai_features_activated: false,
        ai_credits_balance: 250,
        fabdis_available_versions: [3],
      });
      const remotes = enabledRemotesResponseSchema.parse((await colleague.get('/api/remotes/')).json()).remotes.map((remote) => remote.name);
      expect(remotes).not.toContain('assistant');
      const overLimit = await administrator.post('/api/rights/users/', { username: 'console_third', email: 'console_third@example.com', send_invitation: false });
      expect(overLimit.json()).toMatchObject({ code: 'plan.users_limit' });

      for (let i = 0; i < 100 && bus.envelopes.length < 1; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(bus.envelopes).toEqual([
        {
          scope: 'company',
          companyId,
          message: { type: 'company_updated', fields: ['ai_credits_balance', 'ai_features_activated', 'fabdis_available_versions', 'pdf_activated', 'plan_limits'] },
        },
      ]);
      expect(consoleCompanySchema.parse((await superuser.get(companyPath(otherCompanyId))).json())).toEqual(otherBefore);
      expect((await otherAdministrator.get('/api/catalogue/company-store-data/')).json()).toMatchObject({ pdf_activated: true, ai_features_activated: true });

      // Back to no limit, features on again.
      const reset = await superuser.request('PATCH', companyPath(companyId), { body: { limits: { users: null, asset_storage_gb: null }, features: { pdf_activated: true, ai_features_activated: true } } });
      expect(consoleCompanySchema.parse(reset.json())).toMatchObject({ limits: { users: null, asset_storage_gb: null, products: 500 }, features: { pdf_activated: true } });
    } finally {
      await bus.stop();
    }
  });

  it('enforces the languages limit when an administrator adds an attribute language', async () => {
    const path = endpointPath(attributesApi.addLanguage, {});
    expect((await superuser.request('PATCH', companyPath(companyId), { body: { limits: { languages: 2 } } })).statusCode).toBe(200);
    const refused = await administrator.post(path, { code: 'de' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan.languages_limit', fields: { code: ['plan.languages_limit'] } });
    expect((await superuser.request('PATCH', companyPath(companyId), { body: { limits: { languages: 3 } } })).statusCode).toBe(200);
    expect((await administrator.post(path, { code: 'de' })).json()).toEqual({ languages: ['en', 'fr', 'de'] });
    expect(consoleCompanySchema.parse((await superuser.get(companyPath(companyId))).json()).usage.languages).toBe(3);
  });

  it('refuses bad input and an unknown company', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await superuser.get(companyPath(unknown))).statusCode).toBe(404);
    expect((await superuser.request('PATCH', companyPath(unknown), { body: { ai_credits_total: 5 } })).statusCode).toBe(404);
    for (const body of [{ limits: { users: -1 } }, { limits: { users: 1.5 } }, { features: { made_up_feature: true } }, { ai_credits_total: -3 }, { fabdis_available_versions: [4] }, { name: 'Renamed' }]) {
      expect((await superuser.request('PATCH', companyPath(companyId), { body })).statusCode).toBe(400);
    }
    expect((await superuser.get('/api/superuser/companies/not-a-uuid/')).statusCode).toBe(400);
  });
});
