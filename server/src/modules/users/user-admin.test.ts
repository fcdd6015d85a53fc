import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { usersAdminApi } from '@pimento/shared-kit/contracts/users-admin';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { startTestSmtpServer } from '../../../test/smtp.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

const listPath = usersAdminApi.list.path;
const userPath = (id: string) => endpointPath(usersAdminApi.update, { id });

function passwordLink(text: string): { uid: string; token: string } {
  const match = text.match(/http:\/\/pimento\.test\/reset-password\/([^/\s]+)\/([^/\s]+)\//);
  if (match === null) throw new Error(`no link in:\n${text}`);
  return { uid: match[1]!, token: match[2]! };
}

describe.each(drivers)('user administration on %s', (driver) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let companyId: string;
  let adminId: string;
  let admin: TestClient;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await startTestApp(driver, { smtpUrl: smtp.url });
    const created = await testApp.createCompany('People Co', { username: 'people_admin' });
    companyId = created.company.id;
    adminId = created.administrator.id;
    admin = testApp.client();
    await admin.login('people_admin');
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('invites a colleague, who chooses a password from the e-mail and signs in; the last sign-in shows', async () => {
    const created = await admin.post(listPath, { username: 'ada lovelace', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', language: 'fr' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'ada_lovelace', has_password: false, is_active: true, last_sign_in: null, groups: [] });
    const mail = await smtp.nextMessageTo('ada@example.com');
    expect(mail.subject).toBe('Votre compte Pimento vous attend');
    const { uid, token } = passwordLink(mail.text);
    const colleague = testApp.client();
    const reset = await colleague.post('/api/auth/reset-password/', { uid, token, password: 'Copper#Meadow58', password_confirmation: 'Copper#Meadow58' });
    expect(reset.statusCode).toBe(204);
    await colleague.login('ada_lovelace', 'Copper#Meadow58');

    const listed = (await admin.get(`${listPath}?search=lovel`)).json();
    expect(listed.count).toBe(1);
    expect(listed.results[0]).toMatchObject({ username: 'ada_lovelace', has_password: true });
    expect(Date.parse(listed.results[0].last_sign_in)).toBeGreaterThan(Date.now() - 60_000);

    const again = await admin.post(endpointPath(usersAdminApi.resetPassword, { id: created.json().id }));
    expect(again.statusCode).toBe(204);
    expect((await smtp.nextMessageTo('ada@example.com')).subject).toBe('Réinitialisation de votre mot de passe Pimento');
  });

  it('pages and searches the users of the company only', async () => {
    for (const name of ['bob', 'carol', 'dave']) {
      expect((await admin.post(listPath, { username: name, email: `${name}@example.com`, send_invitation: false })).statusCode).toBe(201);
    }
    const page = (await admin.get(`${listPath}?page=2&page_size=2`)).json();
    expect(page.count).toBe(5);
    expect(page.results.map((user: { username: string }) => user.username)).toEqual(['carol', 'dave']);
    expect((await admin.get(`${listPath}?search=${encodeURIComponent('%')}`)).json().count).toBe(0);
  });

  it('edits, deactivates and deletes a user, refusing taken names', async () => {
    const erin = (await admin.post(listPath, { username: 'erin', email: 'erin@example.com', send_invitation: false })).json();
    const edited = await admin.request('PATCH', userPath(erin.id), { body: { first_name: 'Erin', is_consultant: true } });
    expect(edited.json()).toMatchObject({ first_name: 'Erin', is_consultant: true });
    const taken = await admin.request('PATCH', userPath(erin.id), { body: { email: 'BOB@example.com' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('user.email_taken');
    expect((await admin.request('PATCH', userPath(erin.id), { body: { is_active: false } })).json().is_active).toBe(false);
    expect((await admin.post(endpointPath(usersAdminApi.invite, { id: erin.id }))).json().code).toBe('users.inactive');
    expect((await admin.request('DELETE', userPath(erin.id))).statusCode).toBe(204);
    expect((await admin.get(userPath(erin.id))).statusCode).toBe(404);
  });

  it('keeps an active administrator and refuses to delete or deactivate oneself', async () => {
    const lastDemoted = await admin.request('PATCH', userPath(adminId), { body: { is_administrator: false } });
    expect(lastDemoted.statusCode).toBe(409);
    expect(lastDemoted.json()).toMatchObject({ code: 'users.last_administrator' });
    const self = await admin.request('DELETE', userPath(adminId));
    expect(self.json().code).toBe('users.cannot_delete_self');
    expect((await admin.request('PATCH', userPath(adminId), { body: { is_active: false } })).json().code).toBe('users.cannot_deactivate_self');

    const second = (await admin.post(listPath, { username: 'second_admin', email: 'second@example.com', is_administrator: true, send_invitation: false })).json();
    await testApp.db.query("UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE username = 'people_admin') WHERE id = $1", [second.id]);
    const other = testApp.client();
    await other.login('second_admin', TEST_PASSWORD);
    // The first administrator steps down: the second may then not delete nor demote themselves away.
    expect((await other.request('PATCH', userPath(adminId), { body: { is_administrator: false } })).statusCode).toBe(200);
    expect((await other.request('PATCH', userPath(second.id), { body: { is_administrator: false } })).json().code).toBe('users.last_administrator');
    const deleted = await admin.request('DELETE', userPath(second.id));
    // The demoted administrator has lost these endpoints at once, whatever their token says.
    expect(deleted.statusCode).toBe(403);
    expect((await other.request('PATCH', userPath(adminId), { body: { is_administrator: true } })).statusCode).toBe(200);
  });

  it('gives the superuser flag only through a superuser, and enforces the plan limit', async () => {
    const refused = await admin.post(listPath, { username: 'sudo', email: 'sudo@example.com', is_superuser: true, send_invitation: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('users.superuser_only');
    const [counted] = await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE company_id = $1 AND is_active', [companyId]);
    await testApp.db.query(
      'INSERT INTO catalogue_settings (company_id, users_limit) VALUES ($1, $2) ON CONFLICT (company_id) DO UPDATE SET users_limit = $2',
      [companyId, counted!.count],
    );
    const full = await admin.post(listPath, { username: 'one_more', email: 'one_more@example.com', send_invitation: false });
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({ code: 'plan.users_limit', message: 'You have reached your users limit. Contact us to upgrade your plan !' });
    await testApp.db.query('UPDATE catalogue_settings SET users_limit = NULL WHERE company_id = $1', [companyId]);
  });

  it("refuses a non-administrator (403) and another company's user (404)", async () => {
    const plain = (await admin.post(listPath, { username: 'plain', email: 'plain@example.com', send_invitation: false })).json();
    await testApp.db.query("UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE username = 'people_admin') WHERE id = $1", [plain.id]);
    const member = testApp.client();
    await member.login('plain');
    for (const response of [
      await member.get(listPath),
      await member.post(listPath, { username: 'x', email: 'x@example.com' }),
      await member.request('PATCH', userPath(plain.id), { body: { first_name: 'Me' } }),
      await member.request('DELETE', userPath(adminId)),
      await member.post(endpointPath(usersAdminApi.invite, { id: adminId })),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('rights.administrator_required');
    }

    const other = await testApp.createCompany('Other People Co', { username: 'other_people' });
    const outsider = testApp.client();
    await outsider.login('other_people');
    expect((await outsider.get(listPath)).body).not.toContain('people_admin');
    for (const response of [
      await outsider.get(userPath(plain.id)),
      await outsider.request('PATCH', userPath(plain.id), { body: { first_name: 'Hacked' } }),
      await outsider.request('DELETE', userPath(plain.id)),
      await outsider.post(endpointPath(usersAdminApi.invite, { id: plain.id })),
      await outsider.post(endpointPath(usersAdminApi.resetPassword, { id: plain.id })),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(other.company.id).not.toBe(companyId);
    expect((await admin.get(userPath(plain.id))).json().first_name).toBe('');
  });
});
