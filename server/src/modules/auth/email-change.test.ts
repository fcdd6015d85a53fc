import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { startTestSmtpServer } from '../../../test/smtp.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

function confirmationToken(text: string): string {
  const match = text.match(/http:\/\/pimento\.test\/confirm-email\/([^/\s]+)\//);
  if (match === null) throw new Error(`no confirmation link in:\n${text}`);
  return match[1]!;
}

describe.each(drivers)('a user changes their own e-mail address on %s', (driver) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await startTestApp(driver, { smtpUrl: smtp.url });
    await testApp.createCompany('Movers', { username: 'mover', email: 'mover@example.com' });
    await testApp.createCompany('Others', { username: 'other_admin', email: 'taken@example.com' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const currentEmail = async (username: string) =>
    (await testApp.db.query<{ email: string }>('SELECT email FROM users WHERE username = $1', [username]))[0]!.email;

  it('e-mails a link to the new address and changes it only when the link is opened', async () => {
    const client = testApp.client();
    await client.login('mover');
    const asked = await client.post('/api/auth/change-email/', { email: 'moved@example.com', password: TEST_PASSWORD });
    expect(asked.statusCode).toBe(204);
    const mail = await smtp.nextMessageTo('moved@example.com');
    expect(mail.subject).toBe('Confirm your Pimento e-mail address');
    expect(await currentEmail('mover')).toBe('mover@example.com');

    const token = confirmationToken(mail.text);
    expect((await testApp.client().post('/api/auth/confirm-email/', { token })).statusCode).toBe(204);
    expect(await currentEmail('mover')).toBe('moved@example.com');
    expect((await client.get('/api/catalogue/current-user/')).json().email).toBe('moved@example.com');
  });

  it('refuses a wrong current password at its field, and changes nothing', async () => {
    const client = testApp.client();
    await client.login('mover');
    const before = await currentEmail('mover');
    const wrong = await client.post('/api/auth/change-email/', { email: 'elsewhere@example.com', password: 'Not#The-Password11' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'old-password-incorrect', fields: { password: ['old-password-incorrect'] } });
    expect(await currentEmail('mover')).toBe(before);
  });

  it("refuses another account's address (of any company, whatever its case) and the same address", async () => {
    const client = testApp.client();
    await client.login('mover');
    const taken = await client.post('/api/auth/change-email/', { email: 'TAKEN@example.com', password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'user.email_taken', fields: { email: ['user.email_taken'] } });

    const same = await client.post('/api/auth/change-email/', { email: (await currentEmail('mover')).toUpperCase(), password: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'user.email_unchanged', fields: { email: ['user.email_unchanged'] } });

    const invalid = await client.post('/api/auth/change-email/', { email: 'not an address', password: TEST_PASSWORD });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses the link when another account took the address in the meantime', async () => {
    const client = testApp.client();
    await client.login('other_admin');
    expect((await client.post('/api/auth/change-email/', { email: 'contested@example.com', password: TEST_PASSWORD })).statusCode).toBe(204);
    const token = confirmationToken((await smtp.nextMessageTo('contested@example.com')).text);
    await testApp.db.query("UPDATE users SET email = 'contested@example.com' WHERE username = 'mover'");

    const refused = await testApp.client().post('/api/auth/confirm-email/', { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('user.email_taken');
    expect(await currentEmail('other_admin')).toBe('taken@example.com');
  });

  it('needs a session', async () => {
    const anonymous = await testApp.client().post('/api/auth/change-email/', { email: 'x@example.com', password: TEST_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
  });
});
