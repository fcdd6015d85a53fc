import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { startTestSmtpServer } from '../../../test/smtp.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';
import { sendEmailConfirmation } from './service.ts';

function resetLink(text: string): { uid: string; token: string } {
  const match = text.match(/http:\/\/pimento\.test\/reset-password\/([^/\s]+)\/([^/\s]+)\//);
  if (match === null) throw new Error(`no reset link in:\n${text}`);
  return { uid: match[1]!, token: match[2]! };
}

describe.each(drivers)('forgot password, reset and e-mail confirmation on %s', (driver) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await startTestApp(driver, { smtpUrl: smtp.url });
    await testApp.createCompany('Resetters', { username: 'forgetful', email: 'forgetful@example.com' });
    await testApp.createCompany('Oublieux', { username: 'oublieux', email: 'oublieux@example.fr', language: 'fr' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('e-mails a reset link over SMTP and resets the password with it, once', async () => {
    const client = testApp.client();
    const asked = await client.post('/api/auth/forgot-password/', { username_or_email: 'FORGETFUL@example.com' });
    expect(asked.statusCode).toBe(204);
    const mail = await smtp.nextMessageTo('forgetful@example.com');
    expect(mail.subject).toBe('Reset your Pimento password');
    const { uid, token } = resetLink(mail.text);

    const required = await client.post('/api/auth/reset-password/', { uid, token, password: '', password_confirmation: '' });
    expect(required.statusCode).toBe(400);
    expect(required.json().code).toBe('password-required');

    const invalid = await client.post('/api/auth/reset-password/', { uid, token, password: '1234567890', password_confirmation: '1234567890' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('invalid-password');
    expect(invalid.json().fields.password).toEqual(expect.arrayContaining(['password.entirely_numeric', 'password.too_common']));

    const previous = await client.post('/api/auth/reset-password/', { uid, token, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD });
    expect(previous.json().fields.password).toEqual(['password.same_as_previous']);

    const reset = await client.post('/api/auth/reset-password/', { uid, token, password: 'Copper#Meadow58', password_confirmation: 'Copper#Meadow58' });
    expect(reset.statusCode).toBe(204);
    await testApp.client().login('forgetful', 'Copper#Meadow58');

    const again = await client.post('/api/auth/reset-password/', { uid, token, password: 'Amber#Glacier93', password_confirmation: 'Amber#Glacier93' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid-token');
  });

  it('refuses a forged or mismatched token with invalid-token', async () => {
    const client = testApp.client();
    await client.post('/api/auth/forgot-password/', { username_or_email: 'forgetful' });
    const { uid } = resetLink((await smtp.nextMessageTo('forgetful@example.com')).text);
    const forged = await client.post('/api/auth/reset-password/', { uid, token: 'x'.repeat(43), password: 'Amber#Glacier93', password_confirmation: 'Amber#Glacier93' });
    expect(forged.json().code).toBe('invalid-token');
  });

  it('answers 204 for an unknown account and sends nothing', async () => {
    const before = smtp.received.length;
    const response = await testApp.client().post('/api/auth/forgot-password/', { username_or_email: 'nobody@example.com' });
    expect(response.statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before);
  });

  it('sends at most three reset e-mails per account per hour, still answering 204', async () => {
    await testApp.createCompany('Flooded', { username: 'flooded', email: 'flooded@example.com' });
    const client = testApp.client();
    // In parallel, as a flood comes: each request's e-mail is decided after its answer, side by side.
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.post('/api/auth/forgot-password/', { username_or_email: 'flooded' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204]);
    for (let mail = 0; mail < 3; mail += 1) await smtp.nextMessageTo('flooded@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((message) => message.to.includes('flooded@example.com'))).toHaveLength(3);
  });

  it('writes the e-mail in the user language', async () => {
    await testApp.client().post('/api/auth/forgot-password/', { username_or_email: 'oublieux' });
    const mail = await smtp.nextMessageTo('oublieux@example.fr');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Pimento');
    expect(mail.text).toContain('Bonjour oublieux');
  });

  it('confirms an e-mail address from the e-mailed link, once', async () => {
    const [user] = await testApp.db.query<{ id: string; email: string; language: 'en' | 'fr'; first_name: string; username: string }>(
      "SELECT id, email, language, first_name, username FROM users WHERE username = 'forgetful'",
    );
    await sendEmailConfirmation(testApp.db, user!, testApp.app.deps);
    const mail = await smtp.nextMessageTo('forgetful@example.com');
    const token = mail.text.match(/\/confirm-email\/([^/\s]+)\//)![1]!;
    const client = testApp.client();
    expect((await client.post('/api/auth/confirm-email/', { token })).statusCode).toBe(204);
    const [row] = await testApp.db.query<{ email_confirmed: boolean }>("SELECT email_confirmed FROM users WHERE username = 'forgetful'");
    expect(row!.email_confirmed).toBe(true);
    const reused = await client.post('/api/auth/confirm-email/', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid-token');
  });
});
