import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { exportRunsApi, sharedExportsApi } from '@pimento/shared-kit/contracts/exports';
import { feedFormatSchema, feedsApi, feedTemplateTypes, type FeedDelivery, type FeedTemplateType } from '@pimento/shared-kit/contracts/feeds';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { runFeedNow, saveConnector } from '../../../test/feed-fixtures.ts';
import { startFtpServer, startSftpServer, type TestTransferServer } from '../../../test/file-transfer-servers.ts';
import { readPdf } from '../../../test/read-pdf.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { runWorker, type Worker } from '../../jobs/worker.ts';

/** Feeds of every product template type (docs/feeds.md "Template types"): PDF catalogues and single-product matrices, run by the export engine and delivered everywhere. */

const column = (index: number, source: Record<string, unknown>) => ({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, source, header: {} });
const layout = { sheets: [{ name: 'Card', visible: true, columns: [column(1, { kind: 'sku' }), column(2, { kind: 'name' })] }] };
const pdfDefinition = { layout, products_per_page: 1, cover: { enabled: true, title: { en: 'Feed catalogue' }, subtitle: {} }, header: { en: 'Acme lighting' }, footer: {} };

describe.each(drivers)('feeds of PDF catalogues and single-product matrices on %s', (driver) => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let sftp: TestTransferServer;
  let ftp: TestTransferServer;
  let alpha: TestClient;
  let bravo: TestClient;
  let worker: Worker | null = null;
  const templates: Record<'matrix' | 'single_product_matrix' | 'pdf', number> = { matrix: 0, single_product_matrix: 0, pdf: 0 };

  beforeAll(async () => {
    [smtp, sftp, ftp] = await Promise.all([startTestSmtpServer(), startSftpServer(), startFtpServer()]);
    testApp = await startTestApp(driver, { smtpUrl: smtp.url, env: { PIMENTO_CONNECTORS_ALLOW_PRIVATE_ADDRESSES: '1' } });
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 60_000, schedules: false });
    const created = await testApp.createCompany('Pdf Feeds Alpha', { username: 'pdf_feeds_alpha' });
    await testApp.db.query('UPDATE users SET is_superuser = true WHERE id = $1', [created.administrator.id]);
    await testApp.createCompany('Pdf Feeds Bravo', { username: 'pdf_feeds_bravo' });
    alpha = testApp.client();
    await alpha.login('pdf_feeds_alpha');
    bravo = testApp.client();
    await bravo.login('pdf_feeds_bravo');
    for (const [sku, name] of [['LAMP-1', 'Desk lamp'], ['LAMP-2', 'Floor lamp']]) {
      expect((await alpha.post(endpointPath(productsApi.create, {}), { sku, name })).statusCode).toBe(201);
    }
    const make = async (type: keyof typeof templates, definition: unknown) => {
      const template = await alpha.post(endpointPath(exportTemplatesApi.create, {}), { type, name: `Feed ${type}`, definition });
      expect(template.statusCode).toBe(201);
      templates[type] = template.json().id as number;
    };
    await make('matrix', layout);
    await make('single_product_matrix', { layout, per_product: 'block' });
    await make('pdf', pdfDefinition);
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
    await Promise.all([smtp.close(), sftp.close(), ftp.close()]);
  });

  const base = { schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' } };

  async function createFeed(body: Record<string, unknown>) {
    const response = await alpha.post(endpointPath(feedsApi.create, {}), { template_id: templates.pdf, format: 'pdf', ...base, ...body });
    expect([response.statusCode, response.json().code]).toEqual([201, undefined]);
    return response.json() as { id: number; public_url: string | null; format: string };
  }

  const connector = (server: TestTransferServer, name: string) => saveConnector(alpha, server, name);
  // A catalogue is printed by Chromium: generous on a loaded machine.
  const runNow = (feedId: number) => runFeedNow(alpha, feedId, 90_000);

  /** What the tasks panel reads of the delivery's task: its state, its steps and its result. */
  async function taskOf(delivery: FeedDelivery) {
    const [task] = await testApp.db.query<{ status: string; result: Record<string, unknown>; steps: { key: string; status: string }[] }>('SELECT status, result, steps FROM tasks WHERE id = $1', [delivery.task_id]);
    return { status: task!.status, result: task!.result, steps: task!.steps.map((step) => [step.key, step.status]) };
  }

  const expectCatalogue = async (bytes: Buffer) => {
    const { pages } = await readPdf(bytes);
    // Cover, contents, one product a page.
    expect(pages).toHaveLength(4);
    expect(pages[0]).toMatch(/Feed catalogue/);
    expect(pages[1]).toMatch(/Desk lamp\s+LAMP-1/);
    expect(pages[2]).toMatch(/Acme lighting[\s\S]*Desk lamp/);
    expect(pages[3]).toMatch(/Floor lamp[\s\S]*4 ?\/ ?4/);
  };

  it('uploads a PDF catalogue into an SFTP and an FTP folder, made by the export engine’s PDF run, with its outcome in the deliveries and the task', async () => {
    for (const server of [sftp, ftp]) {
      const connectorId = await connector(server, `Printer ${server.protocol}`);
      const feed = await createFeed({ name: `Catalogue to ${server.protocol}`, destination: { kind: 'connector', connector_id: connectorId }, file_name: `catalogue-${server.protocol}` });
      expect(feed.format).toBe('pdf');
      const delivery = await runNow(feed.id);
      const fileName = `catalogue-${server.protocol}.pdf`;
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, products: 2, file_name: fileName, destination: `${server.protocol}://127.0.0.1:${server.port}/`, error: null });
      expect(fs.readdirSync(server.root)).toEqual([fileName]);
      const bytes = fs.readFileSync(path.join(server.root, fileName));
      expect(delivery.size).toBe(bytes.length);
      await expectCatalogue(bytes);
      // The engine's own PDF run, listed among the maker's runs.
      expect((await alpha.get(endpointPath(exportRunsApi.get, { id: delivery.run_id! }))).json()).toMatchObject({ format: 'pdf', status: 'finished', file_name: fileName, products: 2, template: { id: templates.pdf } });
      expect(await taskOf(delivery)).toEqual({
        status: 'done',
        result: expect.objectContaining({ status: 'delivered', products: 2, destination: `/${fileName}` }),
        steps: [['export', 'done'], ['deliver', 'done']],
      });
      fs.rmSync(path.join(server.root, fileName));
    }
  });

  it('e-mails a PDF catalogue’s links to the test SMTP server, the shared link serving the PDF without a session, and serves it at a fixed public URL', async () => {
    const mailed = await createFeed({
      name: 'Catalogue by mail',
      destination: { kind: 'email', recipients: ['printer@customer.test'], subject: 'Catalogue {file_name}', body: 'Signed in: {download_url}\nFor 7 days: {public_download_url}' },
      file_name: 'mailed-catalogue',
    });
    const delivery = await runNow(mailed.id);
    expect(delivery).toMatchObject({ status: 'delivered', products: 2, file_name: 'mailed-catalogue.pdf', destination: 'e-mail to printer@customer.test' });
    const mail = await smtp.nextMessageTo('printer@customer.test');
    expect(mail.subject).toBe('Catalogue mailed-catalogue.pdf');
    expect(mail.text).toContain(`Signed in: http://pimento.test/download/export/${delivery.run_id}/`);
    const token = /For 7 days: http:\/\/pimento\.test\/download\/export-link\/([A-Za-z0-9_-]{43})\//.exec(mail.text)![1]!;
    const shared = await testApp.client().get(endpointPath(sharedExportsApi.file, { token }));
    expect([shared.statusCode, shared.headers['content-type']]).toEqual([200, 'application/pdf']);
    await expectCatalogue(shared.rawPayload);
    expect((await taskOf(delivery)).result).toMatchObject({ status: 'delivered', destination: 'e-mail to printer@customer.test' });

    const published = await createFeed({ name: 'Catalogue online' });
    expect((await runNow(published.id)).status).toBe('delivered');
    const served = await testApp.client().get(published.public_url!.replace('http://pimento.test', ''));
    expect([served.statusCode, served.headers['content-type'], served.headers['cache-control']]).toEqual([200, 'application/pdf', 'no-store']);
    await expectCatalogue(served.rawPayload);
  });

  it('delivers a single-product matrix as a workbook, a block per product', async () => {
    const feed = await createFeed({ name: 'Product sheets', template_id: templates.single_product_matrix, format: 'xlsx', differential: true });
    const delivery = await runNow(feed.id);
    expect(delivery).toMatchObject({ status: 'delivered', products: 2 });
    const served = await testApp.client().get(feed.public_url!.replace('http://pimento.test', ''));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(served.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells).toEqual(expect.arrayContaining(['LAMP-1', 'Desk lamp', 'LAMP-2', 'Floor lamp']));
    // Differential: nothing changed, nothing sent.
    expect((await runNow(feed.id)).status).toBe('unchanged');
  });

  it('accepts exactly the formats the editor offers for each template type, at creation and at update, each refusal at its field', async () => {
    const types = Object.keys(templates) as (keyof typeof templates)[];
    for (const type of types) {
      const offered: readonly string[] = feedTemplateTypes[type satisfies FeedTemplateType].formats;
      for (const format of feedFormatSchema.options) {
        const response = await alpha.post(endpointPath(feedsApi.create, {}), { ...base, name: `${type} ${format}`, template_id: templates[type], format });
        expect([type, format, response.statusCode]).toEqual([type, format, offered.includes(format) ? 201 : 400]);
        if (!offered.includes(format)) expect(Object.keys(response.json().fields)).toEqual(['format']);
      }
    }
    const refusal = async (body: Record<string, unknown>) => {
      const response = await alpha.post(endpointPath(feedsApi.create, {}), { ...base, name: 'Refused', ...body });
      return [response.statusCode, response.json().code, response.json().message, response.json().fields];
    };
    expect(await refusal({ template_id: templates.pdf, format: 'xlsx' })).toEqual([400, 'export.pdf_only', expect.any(String), { format: ['export.pdf_only'] }]);
    expect(await refusal({ template_id: templates.matrix, format: 'pdf' })).toEqual([400, 'export.pdf_template_required', expect.any(String), { format: ['export.pdf_template_required'] }]);
    expect(await refusal({ template_id: templates.single_product_matrix, format: 'csv' })).toEqual([400, 'export.product_sheets_xlsx_only', expect.any(String), { format: ['export.product_sheets_xlsx_only'] }]);
    expect(await refusal({ template_id: templates.pdf, format: 'pdf', differential: true })).toEqual([
      400,
      'feed.pdf_differential',
      'A PDF catalogue is always sent whole: “only the products changed” is for tables.',
      { differential: ['feed.pdf_differential'] },
    ]);

    // At update: a matrix feed turned into a PDF catalogue's keeps its format only if the template writes it.
    const feed = await createFeed({ name: 'Was a matrix', template_id: templates.matrix, format: 'csv', differential: true });
    const update = (body: Record<string, unknown>) => alpha.request('PUT', endpointPath(feedsApi.update, { id: feed.id }), { body: { ...base, name: 'Was a matrix', ...body } });
    expect((await update({ template_id: templates.pdf, format: 'csv' })).json().code).toBe('export.pdf_only');
    expect((await update({ template_id: templates.pdf, format: 'pdf', differential: true })).json().code).toBe('feed.pdf_differential');
    const changed = await update({ template_id: templates.pdf, format: 'pdf' });
    expect([changed.statusCode, changed.json().format, changed.json().differential]).toEqual([200, 'pdf', false]);
  });

  it('keeps a company’s PDF templates and feeds walled off from another company', async () => {
    const feed = await createFeed({ name: 'Alpha’s catalogue' });
    const stolenTemplate = await bravo.post(endpointPath(feedsApi.create, {}), { ...base, name: 'Not mine', template_id: templates.pdf, format: 'pdf' });
    expect(stolenTemplate.statusCode).toBe(404);
    expect((await bravo.post(endpointPath(feedsApi.run, { id: feed.id }))).statusCode).toBe(404);
    expect((await bravo.get(endpointPath(feedsApi.deliveries, { id: feed.id }))).statusCode).toBe(404);
    expect((await bravo.request('PUT', endpointPath(feedsApi.update, { id: feed.id }), { body: { ...base, name: 'Taken', template_id: templates.pdf, format: 'pdf' } })).statusCode).toBe(404);
  });
});
