import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { feedsApi } from '@pimento/shared-kit/contracts/feeds';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { runWorker, type Worker } from '../../jobs/worker.ts';

const layout = { sheets: [{ name: 'Products', visible: true, columns: [{ id: '00000000-0000-4000-8000-000000000001', source: { kind: 'sku' }, header: {} }] }] };
const refusal = 'Mailbox unavailable: no such user here';

type Delivery = { id: number; status: string; run_id: number | null; file_name: string | null };

/** A feed's e-mail written by an e-mail template (docs/email-templates.md "Used by feeds"), and its trace in the history. */
describe.each(drivers)('feeds e-mailing through an e-mail template on %s', (driver) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let alpha: TestClient;
  let bravo: TestClient;
  let worker: Worker | null = null;
  let matrixId: number;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuse: (address) => (address.endsWith('@nowhere.example') ? refusal : null) });
    testApp = await startTestApp(driver, { smtpUrl: smtp.url });
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    await testApp.createCompany('Mailing Alpha', { username: 'mailing_alpha' });
    await testApp.createCompany('Mailing Bravo', { username: 'mailing_bravo' });
    alpha = testApp.client();
    await alpha.login('mailing_alpha');
    bravo = testApp.client();
    await bravo.login('mailing_bravo');
    expect((await alpha.post(endpointPath(productsApi.create, {}), { sku: 'MAIL-1', name: 'Mailed product' })).statusCode).toBe(201);
    matrixId = (await alpha.post(endpointPath(exportTemplatesApi.create, {}), { type: 'matrix', name: 'Mail matrix', definition: layout })).json().id as number;
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
    await smtp.close();
  });

  const emailTemplate = async (client: TestClient, name: string, body: string) => {
    const created = await client.post('/api/email-templates/', { name, subject: 'Your {{export.name}} is ready', recipients: ['owner@example.com'], body, language_code: 'en' });
    expect(created.statusCode).toBe(201);
    return created.json().id as number;
  };
  const destination = (emailTemplateId: number | null) => ({
    kind: 'email',
    recipients: ['buyer@customer.test', 'ghost@nowhere.example'],
    subject: 'Own subject {file_name}',
    body: 'Own body {download_url}',
    email_template_id: emailTemplateId,
  });
  const feedInput = (name: string, emailTemplateId: number | null) => ({ name, template_id: matrixId, format: 'csv', schedule: { periodicity: 'manual' }, file_name: 'weekly', destination: destination(emailTemplateId) });

  async function runNow(feedId: number): Promise<Delivery> {
    const started = await alpha.post(endpointPath(feedsApi.run, { id: feedId }));
    expect(started.statusCode).toBe(202);
    const deliveryId = started.json().delivery.id as number;
    return waitFor(
      async () => {
        const list = (await alpha.get(endpointPath(feedsApi.deliveries, { id: feedId }))).json().results as Delivery[];
        const delivery = list.find((entry) => entry.id === deliveryId);
        return delivery !== undefined && ['delivered', 'failed'].includes(delivery.status) ? delivery : null;
      },
      30_000,
      `delivery ${deliveryId}`,
    );
  }

  it('sends the template with the feed’s values, escaped in HTML, and records each recipient’s SMTP outcome', async () => {
    const id = await emailTemplate(alpha, 'Feed mail', 'Hello {{user.username}},\n\n{{export.name}} ({{export.file_name}}): {{download_url}}');
    const created = await alpha.post(endpointPath(feedsApi.create, {}), feedInput('Weekly <prices> & co', id));
    expect(created.statusCode).toBe(201);
    expect(created.json().destination.email_template_id).toBe(id);
    const delivery = await runNow(created.json().id as number);
    expect(delivery.status).toBe('delivered');

    const mail = await smtp.nextMessageTo('buyer@customer.test');
    expect(mail.subject).toBe('Your Weekly <prices> & co is ready');
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(`Hello mailing_alpha,\n\nWeekly <prices> & co (weekly.csv): http://pimento.test/download/export/${delivery.run_id}/`);
    const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const html = raw.slice(raw.indexOf('Content-Type: text/html'));
    expect(html).toContain('Weekly &lt;prices&gt; &amp; co (weekly.csv)');
    expect(html).not.toContain('<prices>');

    const history = (await alpha.get(`/api/sent-emails/?template_id=${id}`)).json();
    expect(history.results).toEqual([
      expect.objectContaining({ recipient: 'ghost@nowhere.example', outcome: 'bounced', kind: 'feed', smtp_response: expect.stringContaining(`550 ${refusal}`), user: expect.objectContaining({ username: 'mailing_alpha' }) }),
      expect.objectContaining({ recipient: 'buyer@customer.test', outcome: 'delivered', kind: 'feed', smtp_response: expect.stringMatching(/^250/), template: { id, name: 'Feed mail' } }),
    ]);
    expect((await bravo.get('/api/sent-emails/')).json().count).toBe(0);
  });

  it('refuses another company’s template and a template without the download link, at the field', async () => {
    const theirs = await emailTemplate(bravo, 'Theirs', 'Get it: {{download_url}}');
    const foreign = await alpha.post(endpointPath(feedsApi.create, {}), feedInput('Foreign', theirs));
    expect([foreign.statusCode, foreign.json().fields]).toEqual([422, { 'destination.email_template_id': ['feed.email_template_not_found'] }]);
    const linkless = await emailTemplate(alpha, 'No link', 'Hello {{user.first_name}}');
    const refused = await alpha.post(endpointPath(feedsApi.create, {}), feedInput('Linkless', linkless));
    expect([refused.statusCode, refused.json().fields]).toEqual([422, { 'destination.email_template_id': ['feed.email_template_needs_download_url'] }]);
    expect(refused.json().message).toBe('The template must hold the download link: {{download_url}} (for signed-in users) or {{public_download_url}} (a link valid 7 days).');
  });

  it('sends the feed’s own message once its template is deleted', async () => {
    const id = await emailTemplate(alpha, 'Short-lived', 'Link: {{download_url}}');
    const feed = (await alpha.post(endpointPath(feedsApi.create, {}), feedInput('Fallback', id))).json();
    expect((await alpha.request('DELETE', `/api/email-templates/${id}/`)).statusCode).toBe(204);
    const delivery = await runNow(feed.id as number);
    expect(delivery.status).toBe('delivered');
    const mail = await smtp.nextMessageTo('buyer@customer.test');
    expect([mail.subject, mail.text.trim()]).toEqual(['Own subject weekly.csv', `Own body http://pimento.test/download/export/${delivery.run_id}/`]);
    const recorded = (await alpha.get('/api/sent-emails/?recipient=buyer&page_size=1')).json().results[0];
    expect(recorded).toMatchObject({ subject: 'Own subject weekly.csv', template: null, kind: 'feed', outcome: 'delivered' });
  });
});
