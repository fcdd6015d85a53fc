import { companyStoreDataSchema } from '@pimento/shared-kit/contracts/company';
import { enabledRemotesResponseSchema } from '@pimento/shared-kit/contracts/remotes';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { recordBus } from '../../../test/jobs/fixtures.ts';
import { createUser } from '../users/service.ts';

describe.each(drivers)('company settings: switching features on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  let otherCompanyId: string;
  let admin: TestClient;
  let superuser: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Switch Co', { username: 'switch_admin' })).company.id;
    otherCompanyId = (await testApp.createCompany('Other Switch Co', { username: 'switch_other' })).company.id;
    await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'switch_member', email: 'switch_member@example.com', password: TEST_PASSWORD }));
    await testApp.db.transaction((tx) =>
      createUser(tx, companyId, { username: 'switch_super', email: 'switch_super@example.com', password: TEST_PASSWORD, isAdministrator: true, isSuperuser: true }),
    );
    admin = testApp.client();
    await admin.login('switch_admin');
    superuser = testApp.client();
    await superuser.login('switch_super');
    member = testApp.client();
    await member.login('switch_member');
  });
  afterAll(() => testApp.close());

  it('lets a superuser switch a feature off and on; store data, remotes and /ws/ follow', async () => {
    const bus = await recordBus(testApp.db);
    try {
      const off = await superuser.request('PATCH', '/api/catalogue/company/settings/', { body: { features: { ai_features_activated: false, pdf_activated: false } } });
      expect(off.statusCode).toBe(200);
      expect(companyStoreDataSchema.parse(off.json())).toMatchObject({ ai_features_activated: false, pdf_activated: false, bmecat_activated: true });
      expect((await member.get('/api/catalogue/company-store-data/')).json()).toMatchObject({ ai_features_activated: false, pdf_activated: false });
      const remotes = enabledRemotesResponseSchema.parse((await member.get('/api/remotes/')).json()).remotes.map((remote) => remote.name);
      expect(remotes).not.toContain('assistant');

      const on = await superuser.request('PATCH', '/api/catalogue/company/settings/', { body: { features: { ai_features_activated: true } } });
      expect(on.json()).toMatchObject({ ai_features_activated: true, pdf_activated: false });
      expect(enabledRemotesResponseSchema.parse((await member.get('/api/remotes/')).json()).remotes.map((remote) => remote.name)).toContain('assistant');

      for (let i = 0; i < 100 && bus.envelopes.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(bus.envelopes).toEqual([
        { scope: 'company', companyId, message: { type: 'company_updated', fields: ['ai_features_activated', 'pdf_activated'] } },
        { scope: 'company', companyId, message: { type: 'company_updated', fields: ['ai_features_activated'] } },
      ]);
      // the other company is untouched
      const [other] = await testApp.db.query<{ features: Record<string, unknown> }>('SELECT features FROM companies WHERE id = $1', [otherCompanyId]);
      expect(other!.features.pdf_activated).not.toBe(false);
    } finally {
      await bus.stop();
    }
  });

  it('changes the settings of the company settings screen', async () => {
    const response = await admin.request('PATCH', '/api/catalogue/company/settings/', { body: { fabdis_url_rule: 'priority_public', sso_only: false } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fabdis_url_rule: 'priority_public', sso_only: false });
  });

  it('refuses a user who is not an administrator (rights checked on the server), and bad input', async () => {
    const refused = await member.request('PATCH', '/api/catalogue/company/settings/', { body: { features: { pdf_activated: true } } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('rights.administrator_required');
    // Feature activations are the plan: an administrator cannot switch their own (docs/companies-console.md).
    const ownFeature = await admin.request('PATCH', '/api/catalogue/company/settings/', { body: { features: { pdf_activated: true } } });
    expect(ownFeature.statusCode).toBe(403);
    expect(ownFeature.json().code).toBe('rights.superuser_required');
    expect((await admin.request('PATCH', '/api/catalogue/company/settings/', { body: { features: { pdf_activated: false } } })).statusCode).toBe(200);
    expect((await admin.get('/api/catalogue/company-store-data/')).json().pdf_activated).toBe(false);

    expect((await superuser.request('PATCH', '/api/catalogue/company/settings/', { body: { features: { pdf_activated: 'yes' } } })).statusCode).toBe(400);
    expect((await superuser.request('PATCH', '/api/catalogue/company/settings/', { body: { features: { made_up_feature: true } } })).statusCode).toBe(400);
    expect((await admin.request('PATCH', '/api/catalogue/company/settings/', { body: { company_id: otherCompanyId } })).statusCode).toBe(400);
    expect((await testApp.client().request('PATCH', '/api/catalogue/company/settings/', { body: { features: { pdf_activated: true } } })).statusCode).toBe(401);
  });
});
