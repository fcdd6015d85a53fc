import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';

const base = '/api/catalogue';

/** Shared dropdown lists (the dropdown lists screen): the rules the editor shows at each choice. */
describe.each(drivers)('choice lists on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('List Co', { username: 'list_admin' });
    admin = testApp.client();
    await admin.login('list_admin');
  });
  afterAll(() => testApp.close());

  it('refuses a pipe in a choice label at that label, and keeps the choices in the order given', async () => {
    const piped = await admin.post(`${base}/choice-list/`, { name: 'Finishes', choices: [{ code: 'matt', labels: { en: 'Matt', fr: 'Mat|te' } }] });
    expect([piped.statusCode, piped.json().code]).toEqual([400, 'attribute.label_has_pipe']);
    expect(piped.json().fields).toEqual({ 'choices.0.labels.fr': ['attribute.label_has_pipe'] });

    const created = await admin.post(`${base}/choice-list/`, { name: 'Finishes', choices: [{ code: 'matt', labels: { en: 'Matt', fr: 'Mat' } }, { code: 'gloss', labels: { en: 'Gloss' } }] });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    const reordered = await admin.request('PATCH', `${base}/choice-list/${list.id}/`, { body: { choices: [list.choices[1], list.choices[0]], version: list.version } });
    expect(reordered.json().choices.map((choice: { code: string }) => choice.code)).toEqual(['gloss', 'matt']);
    const piped2 = await admin.request('PATCH', `${base}/choice-list/${list.id}/`, { body: { choices: [{ code: 'gloss', labels: { en: 'Gl|oss' } }], version: reordered.json().version } });
    expect(piped2.json().fields).toEqual({ 'choices.0.labels.en': ['attribute.label_has_pipe'] });
    const stale = await admin.request('PATCH', `${base}/choice-list/${list.id}/`, { body: { name: 'Late', version: list.version } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict.stale_version']);
  });
});
