import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createUser } from '../users/service.ts';

/** The SMTP server refuses every mailbox of this domain at RCPT TO, as a real one refuses an unknown mailbox. */
const bouncing = '@nowhere.example';
const refusal = 'Mailbox unavailable: no such user here';

const template = {
  name: 'Product news',
  subject: 'News about {{ product.sku }}',
  recipients: ['buyer@example.com'],
  body: 'Hello {{user.first_name}},\n\n{{product.name}} is in {{export.name}}: {{download_url}}',
  language_code: 'en',
};

describe.each(drivers)('placeholders, sending and the history of sent e-mails on %s', (driver) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let admin: TestClient;
  let author: TestClient;
  let colleague: TestClient;
  let stranger: TestClient;
  let colleagueId: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuse: (address) => (address.endsWith(bouncing) ? refusal : null) });
    testApp = await startTestApp(driver, { smtpUrl: smtp.url });
    const { company } = await testApp.createCompany('Senders', { username: 'send_admin' });
    await testApp.createCompany('Strangers', { username: 'stranger_admin' });
    await testApp.db.transaction(async (tx) => {
      const author = await createUser(tx, company.id, { username: 'author', email: 'author@example.com', password: TEST_PASSWORD });
      await tx.query("UPDATE users SET first_name = 'Ada' WHERE id = $1", [author.id]);
      colleagueId = (await createUser(tx, company.id, { username: 'colleague', email: 'colleague@example.com', password: TEST_PASSWORD })).id;
    });
    await testApp.db.query("INSERT INTO products (company_id, sku, name) VALUES ($1, 'BOLT-7', '<b>Bolt & Nut</b>')", [company.id]);
    admin = testApp.client();
    await admin.login('send_admin');
    author = testApp.client();
    await author.login('author');
    colleague = testApp.client();
    await colleague.login('colleague');
    stranger = testApp.client();
    await stranger.login('stranger_admin');
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('renders the placeholders with the caller and a real product, escaped in the HTML part', async () => {
    const preview = await author.post('/api/email-templates/preview/', { subject: template.subject, body: template.body, product_sku: 'BOLT-7' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      subject: 'News about BOLT-7',
      text: 'Hello Ada,\n\n<b>Bolt & Nut</b> is in Weekly catalogue: http://pimento.test/download/export/sample/',
      html: '<p>Hello Ada,</p>\n<p>&lt;b&gt;Bolt &amp; Nut&lt;/b&gt; is in Weekly catalogue: <a href="http://pimento.test/download/export/sample/">http://pimento.test/download/export/sample/</a></p>',
    });
    // Another company's product is not theirs to read: the sample stands in.
    const theirs = await stranger.post('/api/email-templates/preview/', { subject: template.subject, body: template.body, product_sku: 'BOLT-7' });
    expect(theirs.json().subject).toBe('News about SAMPLE-0001');
  });

  it('refuses an unknown placeholder at its field, on saving and on previewing', async () => {
    const created = await author.post('/api/email-templates/', { ...template, name: 'Wrong', subject: 'Hi {{user.password}}', body: 'Price {{ product.price }} and {{download_url}}' });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual({ subject: ['email-template.unknown_placeholder'], body: ['email-template.unknown_placeholder'] });
    const id = (await author.post('/api/email-templates/', { ...template, name: 'Right' })).json().id as number;
    const changed = await author.request('PATCH', `/api/email-templates/${id}/`, { body: { body: '{{constructor}}' } });
    expect([changed.statusCode, changed.json().fields]).toEqual([400, { body: ['email-template.unknown_placeholder'] }]);
    const preview = await author.post('/api/email-templates/preview/', { subject: 'x', body: '{{ user.first_name }} {{user}}' });
    expect([preview.statusCode, preview.json().fields]).toEqual([400, { body: ['email-template.unknown_placeholder'] }]);
    // Single braces are text, not placeholders (a feed's own message uses them).
    expect((await author.post('/api/email-templates/preview/', { subject: 'x', body: '{download_url}' })).json().text).toBe('{download_url}');
  });

  it('records a delivered e-mail and a refused one with the SMTP answer, and shows each user what is theirs', async () => {
    const id = (await author.post('/api/email-templates/', { ...template, name: 'Trial', recipients: ['buyer@example.com', `ghost${bouncing}`] })).json().id as number;
    const sent = await author.post(`/api/email-templates/${id}/send/`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json().results).toEqual([
      { recipient: 'buyer@example.com', outcome: 'delivered', smtp_response: expect.stringMatching(/^250/) },
      { recipient: `ghost${bouncing}`, outcome: 'bounced', smtp_response: expect.stringContaining(`550 ${refusal}`) },
    ]);
    const mail = await smtp.nextMessageTo('buyer@example.com');
    expect(mail.subject).toBe('News about SAMPLE-0001');
    expect(mail.text).toContain('Hello Ada,');

    // Every recipient refused: the sending fails, and the bounce is recorded all the same.
    const lost = (await author.post('/api/email-templates/', { ...template, name: 'Lost', recipients: [`nobody${bouncing}`] })).json().id as number;
    expect((await author.post(`/api/email-templates/${lost}/send/`, {})).json().results).toEqual([
      { recipient: `nobody${bouncing}`, outcome: 'bounced', smtp_response: expect.stringContaining(refusal) },
    ]);

    // The platform's own e-mails land there too: a reset link the administrator sends the colleague.
    expect((await admin.post(`/api/rights/users/${colleagueId}/reset-password/`, {})).statusCode).toBe(204);
    await smtp.nextMessageTo('colleague@example.com');

    const all = (await admin.get('/api/sent-emails/')).json();
    expect(all.count).toBe(4);
    expect(all.results[0]).toMatchObject({ recipient: 'colleague@example.com', kind: 'password_reset', outcome: 'delivered', template: null, user: { username: 'colleague' } });
    expect(all.results.slice(1).map((row: { recipient: string; outcome: string; template: { name: string } }) => [row.recipient, row.outcome, row.template.name])).toEqual([
      [`nobody${bouncing}`, 'bounced', 'Lost'],
      [`ghost${bouncing}`, 'bounced', 'Trial'],
      ['buyer@example.com', 'delivered', 'Trial'],
    ]);
    expect(all.results[3]).toMatchObject({ kind: 'template_trial', subject: 'News about SAMPLE-0001', user: { username: 'author' }, template: { id } });

    // Filters and pages.
    const bounced = (await admin.get('/api/sent-emails/?outcome=bounced')).json();
    expect(bounced.results.map((row: { recipient: string }) => row.recipient)).toEqual([`nobody${bouncing}`, `ghost${bouncing}`]);
    expect((await admin.get(`/api/sent-emails/?template_id=${id}&recipient=BUYER`)).json().results.map((row: { recipient: string }) => row.recipient)).toEqual(['buyer@example.com']);
    const page = (await admin.get('/api/sent-emails/?page=2&page_size=3')).json();
    expect([page.count, page.results.length]).toEqual([4, 1]);
    expect((await admin.get('/api/sent-emails/?outcome=lost')).statusCode).toBe(400);

    // A user sees what was sent for them or to them; another company sees nothing of it.
    expect((await author.get('/api/sent-emails/')).json().count).toBe(3);
    expect((await colleague.get('/api/sent-emails/')).json().results.map((row: { kind: string }) => row.kind)).toEqual(['password_reset']);
    expect((await stranger.get('/api/sent-emails/')).json()).toEqual({ count: 0, results: [] });
    expect((await stranger.post(`/api/email-templates/${id}/send/`, {})).statusCode).toBe(404);
    expect((await colleague.post(`/api/email-templates/${id}/send/`, {})).statusCode).toBe(403);

    // Test sendings go to addresses a user typed: a cap per hour keeps the platform's SMTP from being a relay.
    const cap = (await author.post('/api/email-templates/', { ...template, name: 'Many', recipients: Array.from({ length: 18 }, (_, index) => `reader${index}@example.com`) })).json().id as number;
    const capped = await author.post(`/api/email-templates/${cap}/send/`, {});
    expect([capped.statusCode, capped.json().code, capped.json().message]).toEqual([429, 'email-template.trial_limit', 'Test e-mails are limited to 20 recipients an hour. Try again later.']);
    expect((await admin.get('/api/sent-emails/')).json().count).toBe(4);

    // A deleted template's e-mails keep its name.
    expect((await author.request('DELETE', `/api/email-templates/${id}/`)).statusCode).toBe(204);
    expect((await admin.get('/api/sent-emails/?recipient=buyer')).json().results[0].template).toEqual({ id: null, name: 'Trial' });
  });
});
