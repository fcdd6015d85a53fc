import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { companyFeaturesOf } from './defaults.ts';
import { findCompanyByName } from './repository.ts';

describe.each(drivers)('company creation on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  it('creates nothing when the administrator is refused (no half-written company)', async () => {
    await expect(testApp.createCompany('Half Written', { username: 'half', password: 'password' })).rejects.toMatchObject({ code: 'invalid-password' });
    expect(await findCompanyByName(testApp.db, 'Half Written')).toBeNull();
    await testApp.createCompany('Taken Username', { username: 'taken_name' });
    await expect(testApp.createCompany('Second Try', { username: 'TAKEN_NAME', email: 'other@example.com' })).rejects.toMatchObject({
      code: 'user.username_taken',
    });
    expect(await findCompanyByName(testApp.db, 'Second Try')).toBeNull();
  });

  it('seeded the demo company once, with its administrator and every default feature', async () => {
    const demo = await findCompanyByName(testApp.db, 'Pimento Demo');
    expect(demo).not.toBeNull();
    expect(companyFeaturesOf(demo!)).toMatchObject({ ai_features_activated: true, etim_activated: true, start_connector_activated: false });
    const admins = await testApp.db.query<{ username: string }>('SELECT username FROM users WHERE company_id = $1 AND is_administrator', [demo!.id]);
    expect(admins).toEqual([{ username: 'admin' }]);
  });
});
