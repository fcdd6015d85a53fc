import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';

const template = { name: 'Feed delivered', subject: 'Your catalogue', recipients: ['buyer@example.com'], body: 'Hello, download it here: {download_url}', language_code: 'en' };

describe.each(drivers)('e-mail templates on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let author: TestClient;
  let colleague: TestClient;
  let companyId: string;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const created = await testApp.createCompany('Mailers', { username: 'mail_admin' });
    companyId = created.company.id;
    await testApp.db.transaction(async (tx) => {
      await createUser(tx, companyId, { username: 'author', email: 'author@example.com', password: TEST_PASSWORD });
      await createUser(tx, companyId, { username: 'colleague', email: 'colleague@example.com', password: TEST_PASSWORD });
    });
    admin = testApp.client();
    await admin.login('mail_admin');
    author = testApp.client();
    await author.login('author');
    colleague = testApp.client();
    await colleague.login('colleague');
  });
  afterAll(() => testApp.close());

  it('lets its owner change a template and refuses anyone else but an administrator', async () => {
    const created = await author.post('/api/email-templates/', template);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ ...template, owner: { username: 'author' }, can_edit: true });

    // Everyone of the company sees it; only the owner and the administrators may change it.
    const seen = (await colleague.get('/api/email-templates/')).json();
    expect(seen).toEqual([expect.objectContaining({ id, can_edit: false })]);
    const refused = await colleague.request('PATCH', `/api/email-templates/${id}/`, { body: { subject: 'Hijacked' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email-template.not_authorised', message: 'You are not authorised to edit this e-mail template.' });
    expect((await colleague.request('DELETE', `/api/email-templates/${id}/`)).statusCode).toBe(403);

    const changed = await author.request('PATCH', `/api/email-templates/${id}/`, { body: { subject: 'Your new catalogue', language_code: 'fr' } });
    expect(changed.json()).toMatchObject({ subject: 'Your new catalogue', language_code: 'fr', name: template.name });
    expect((await admin.request('PATCH', `/api/email-templates/${id}/`, { body: { name: 'Feed ready' } })).json().name).toBe('Feed ready');
    expect((await admin.request('DELETE', `/api/email-templates/${id}/`)).statusCode).toBe(204);
    expect((await author.get(`/api/email-templates/${id}/`)).statusCode).toBe(404);
  });

  it('refuses each field out of its rules at the field', async () => {
    const blank = await author.post('/api/email-templates/', { ...template, name: '   ', subject: '' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().fields).sort()).toEqual(['name', 'subject']);
    const addresses = await author.post('/api/email-templates/', { ...template, recipients: ['buyer@example.com', 'not an address'] });
    expect(addresses.statusCode).toBe(400);
    expect(Object.keys(addresses.json().fields)).toEqual(['recipients.1']);
    const none = await author.post('/api/email-templates/', { ...template, recipients: [] });
    expect(Object.keys(none.json().fields)).toEqual(['recipients']);
    const language = await author.post('/api/email-templates/', { ...template, language_code: 'de' });
    expect(Object.keys(language.json().fields)).toEqual(['language_code']);
    const long = await author.post('/api/email-templates/', { ...template, body: 'x'.repeat(20_001) });
    expect(Object.keys(long.json().fields)).toEqual(['body']);

    expect((await author.post('/api/email-templates/', { ...template, name: 'Unique name' })).statusCode).toBe(201);
    const taken = await colleague.post('/api/email-templates/', { ...template, name: 'UNIQUE NAME' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'email-template.name_taken', fields: { name: ['email-template.name_taken'] } });
  });

  it('leaves the templates of a deleted owner to the administrators', async () => {
    const leaver = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'leaver', email: 'leaver@example.com', password: TEST_PASSWORD }));
    const client = testApp.client();
    await client.login('leaver');
    const id = (await client.post('/api/email-templates/', { ...template, name: 'Left behind' })).json().id as number;
    expect((await admin.request('DELETE', `/api/rights/users/${leaver.id}/`)).statusCode).toBe(204);
    const orphan = (await admin.get(`/api/email-templates/${id}/`)).json();
    expect(orphan).toMatchObject({ owner: null, can_edit: true });
    expect((await colleague.get(`/api/email-templates/${id}/`)).json().can_edit).toBe(false);
  });

  it("walls another company's templates off", async () => {
    const id = (await author.post('/api/email-templates/', { ...template, name: 'Private' })).json().id as number;
    await testApp.createCompany('Other Mailers', { username: 'other_mail_admin' });
    const outsider = testApp.client();
    await outsider.login('other_mail_admin');
    expect((await outsider.get('/api/email-templates/')).json()).toEqual([]);
    expect((await outsider.get(`/api/email-templates/${id}/`)).statusCode).toBe(404);
    expect((await outsider.request('PATCH', `/api/email-templates/${id}/`, { body: { subject: 'x' } })).statusCode).toBe(404);
    expect((await outsider.request('DELETE', `/api/email-templates/${id}/`)).statusCode).toBe(404);
  });
});
