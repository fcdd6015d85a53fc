import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { loadAttributeDefinitions } from './definitions-repository.ts';

/** Product saves reuse the cached definitions only while the company's catalogue stamp is unchanged. */
describe.each(drivers)('attribute definitions cache on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  let attributeId: number;

  const load = () => testApp.db.withTenant(companyId, (tx) => loadAttributeDefinitions(tx, companyId));

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Cache Co', { username: 'cache_admin' })).company.id;
    const admin = testApp.client();
    await admin.login('cache_admin');
    const section = (await admin.post('/api/catalogue/attribute-section/', { name: 'S' })).json();
    const group = (await admin.post('/api/catalogue/attribute-group/', { name: 'G', section_id: section.id })).json();
    attributeId = (await admin.post('/api/catalogue/attribute/', { code: 'colour', type: 'text', labels: { en: 'Colour' }, group_id: group.id })).json().id;
  });
  afterAll(() => testApp.close());

  it('answers the same object while nothing changed, and reloads after any definition change', async () => {
    const first = await load();
    expect(first.byId.get(attributeId)?.labels).toEqual({ en: 'Colour' });
    expect(await load()).toBe(first);
    await testApp.db.withTenant(companyId, (tx) => tx.query("UPDATE attribute_labels SET label = 'Color' WHERE attribute_id = $1", [attributeId]));
    const second = await load();
    expect(second).not.toBe(first);
    expect(second.byCode.get('colour')?.labels).toEqual({ en: 'Color' });
  });

  it('never keeps serving what a rolled-back transaction saw', async () => {
    const committed = await load();
    await expect(
      testApp.db.withTenant(companyId, async (tx) => {
        await tx.query("UPDATE attribute_labels SET label = 'Rolled back' WHERE attribute_id = $1", [attributeId]);
        expect((await loadAttributeDefinitions(tx, companyId)).byId.get(attributeId)?.labels).toEqual({ en: 'Rolled back' });
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const after = await load();
    expect(after.stamp).toBe(committed.stamp);
    expect(after.byId.get(attributeId)?.labels).toEqual({ en: 'Color' });
  });
});
