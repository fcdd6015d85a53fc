import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportRunsApi, sharedExportsApi } from '@pimento/shared-kit/contracts/exports';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { feedsApi } from '@pimento/shared-kit/contracts/feeds';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { deliveryEnded as deliveryEndedOf, runFeedNow, saveConnector } from '../../../test/feed-fixtures.ts';
import { startFtpServer, startSftpServer, type TestTransferServer } from '../../../test/file-transfer-servers.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import { insertJob } from '../../jobs/enqueue.ts';
import { JobStoppedError } from '../../jobs/errors.ts';
import { findJobType, type JobContext } from '../../jobs/registry.ts';
import { runScheduler, type Scheduler } from '../../jobs/scheduler.ts';
import { runWorker, type Worker } from '../../jobs/worker.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { connectorRuntime } from '../connectors/connector-runtime.ts';
import { exportBatchTuning } from '../exports/product-batches.ts';
import { createUser } from '../users/service.ts';
import { runFeed } from './feed-job.ts';
import { configureFeeds } from './feed-runtime.ts';
import { nextFeedRun } from './schedule.ts';
import { feedJobType, type FeedJobPayload } from './service.ts';

const layout = {
  sheets: [
    {
      name: 'Products',
      visible: true,
      columns: [
        { id: '00000000-0000-4000-8000-000000000001', source: { kind: 'sku' }, header: {} },
        { id: '00000000-0000-4000-8000-000000000002', source: { kind: 'name' }, header: {} },
      ],
    },
  ],
};

describe.each(drivers)('export feeds on %s', (driver) => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let sftp: TestTransferServer;
  let ftp: TestTransferServer;
  let alpha: TestClient;
  let bravo: TestClient;
  let alphaCompany: string;
  let templateId: number;
  let worker: Worker | null = null;
  let scheduler: Scheduler;
  const backoffMs = findJobType(feedJobType)!.backoffMs;

  beforeAll(async () => {
    // Retries in milliseconds rather than minutes.
    findJobType(feedJobType)!.backoffMs = 50;
    [smtp, sftp, ftp] = await Promise.all([startTestSmtpServer(), startSftpServer(), startFtpServer()]);
    testApp = await startTestApp(driver, { smtpUrl: smtp.url, env: { PIMENTO_CONNECTORS_ALLOW_PRIVATE_ADDRESSES: '1' } });
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    scheduler = await runScheduler({ db: testApp.db, publisher: createRealtimePublisher(testApp.db), manual: true });
    const created = await testApp.createCompany('Feeds Alpha', { username: 'feeds_alpha' });
    alphaCompany = created.company.id;
    await testApp.db.query('UPDATE users SET is_superuser = true WHERE id = $1', [created.administrator.id]);
    await testApp.createCompany('Feeds Bravo', { username: 'feeds_bravo' });
    alpha = testApp.client();
    await alpha.login('feeds_alpha');
    bravo = testApp.client();
    await bravo.login('feeds_bravo');
    for (let index = 1; index <= 3; index += 1) {
      expect((await alpha.post(endpointPath(productsApi.create, {}), { sku: `FEED-${index}`, name: `Feed product ${index}` })).statusCode).toBe(201);
    }
    const template = await alpha.post(endpointPath(exportTemplatesApi.create, {}), { type: 'matrix', name: 'Feed matrix', definition: layout });
    expect(template.statusCode).toBe(201);
    templateId = template.json().id as number;
  });
  afterAll(async () => {
    findJobType(feedJobType)!.backoffMs = backoffMs;
    await scheduler.stop();
    await worker?.stop();
    await testApp.close();
    await Promise.all([smtp.close(), sftp.close(), ftp.close()]);
  });

  const productCount = async () => (await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE company_id = $1', [alphaCompany]))[0]!.count;
  const csvOf = (skus: number[]) => `\uFEFFSKU;Name\r\n${skus.map((index) => `FEED-${index};Feed product ${index}\r\n`).join('')}`;

  async function createFeed(body: Record<string, unknown>) {
    const response = await alpha.post(endpointPath(feedsApi.create, {}), { template_id: templateId, format: 'csv', ...body });
    expect([response.statusCode, response.json().code]).toEqual([201, undefined]);
    return response.json();
  }

  const connector = (server: TestTransferServer, name: string) => saveConnector(alpha, server, name);
  const deliveryEnded = (feedId: number, deliveryId: number) => deliveryEndedOf(alpha, feedId, deliveryId);
  const runNow = (feedId: number) => runFeedNow(alpha, feedId);

  it('fires an e-mail feed on its schedule in the company’s time zone, once however many schedulers tick, and e-mails the download links', async () => {
    const feed = await createFeed({
      name: 'Nightly mail',
      schedule: { periodicity: 'daily', time: '02:30' },
      destination: { kind: 'email', recipients: ['buyer@customer.test'], subject: 'Catalogue {file_name}', body: 'Signed in: {download_url}\nFor 7 days: {public_download_url}' },
      file_name: 'nightly-{year}{month}{day}',
    });
    expect(feed).toMatchObject({ time_zone: 'Europe/Paris', active: true, last_delivery: null, public_url: null });
    const expectedNext = nextFeedRun({ periodicity: 'daily', time: '02:30' }, 'Europe/Paris', new Date())!;
    expect(Math.abs(new Date(feed.next_run).getTime() - expectedNext.getTime())).toBeLessThan(60_000);
    expect(new Date(feed.next_run).toLocaleTimeString('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' })).toBe('02:30');

    // The clock reaches 02:30 in Paris: several schedulers (processes) tick at once, one fires.
    const [row] = await testApp.db.query<{ schedule_id: string }>('SELECT schedule_id FROM feeds WHERE id = $1', [feed.id]);
    await testApp.db.query("UPDATE schedules SET next_run_at = clock_timestamp() - interval '1 second' WHERE id = $1", [row!.schedule_id]);
    const other = driver === 'postgres' ? await openPostgresDatabase(testApp.databaseUrl!, 2) : null;
    const otherScheduler = await runScheduler({ db: other ?? testApp.db, publisher: createRealtimePublisher(other ?? testApp.db), manual: true });
    const fired = await Promise.all([scheduler.tick(), otherScheduler.tick(), scheduler.tick()]);
    await otherScheduler.stop();
    await other?.close();
    // On PGlite the embedded worker's own scheduler may have fired it first: one delivery either way.
    const deliveryRows = await waitFor(async () => {
      const rows = await testApp.db.query<{ id: number }>('SELECT id::int AS id FROM feed_deliveries WHERE feed_id = $1', [feed.id]);
      return rows.length > 0 ? rows : null;
    });
    expect(fired.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
    expect(deliveryRows).toHaveLength(1);
    const delivery = await deliveryEnded(feed.id, deliveryRows[0]!.id);
    expect(delivery).toMatchObject({ status: 'delivered', trigger: 'schedule', attempts: 1, products: 3, destination: 'e-mail to buyer@customer.test', error: null });
    expect(delivery.file_name).toMatch(/^nightly-\d{8}\.csv$/);

    const mail = await smtp.nextMessageTo('buyer@customer.test');
    expect(mail.subject).toBe(`Catalogue ${delivery.file_name}`);
    expect(mail.text).toContain(`Signed in: http://pimento.test/download/export/${delivery.run_id}/`);
    const token = /For 7 days: http:\/\/pimento\.test\/download\/export-link\/([A-Za-z0-9_-]{43})\//.exec(mail.text)![1]!;
    // The recipient opens the shared link without a session: the feed's file.
    const file = await testApp.client().get(endpointPath(sharedExportsApi.file, { token }));
    expect([file.statusCode, file.rawPayload.toString('utf8')]).toEqual([200, csvOf([1, 2, 3])]);
    expect(await waitFor(() => (smtp.received.filter((message) => message.to.includes('buyer@customer.test')).length === 1 ? true : null))).toBe(true);

    // The list shows the next run (moved on) and the last outcome.
    const listed = (await alpha.get(endpointPath(feedsApi.list, {}))).json();
    const entry = listed.results.find((item: { id: number }) => item.id === feed.id);
    expect(listed.time_zone).toBe('Europe/Paris');
    expect(entry.last_delivery).toMatchObject({ id: delivery.id, status: 'delivered' });
    expect(new Date(entry.next_run).getTime()).toBeGreaterThan(Date.now());
  });

  it('pauses and resumes a feed: paused, its schedule does not fire and it has no next run; resumed, it runs on from now', async () => {
    const feed = await createFeed({ name: 'Weekly', schedule: { periodicity: 'weekly', time: '07:15', weekday: 1 }, destination: { kind: 'public_url' } });
    const paused = await alpha.post(endpointPath(feedsApi.pause, { id: feed.id }));
    expect(paused.json()).toMatchObject({ active: false, next_run: null });
    const [row] = await testApp.db.query<{ schedule_id: string }>('SELECT schedule_id FROM feeds WHERE id = $1', [feed.id]);
    await testApp.db.query("UPDATE schedules SET next_run_at = clock_timestamp() - interval '1 second' WHERE id = $1", [row!.schedule_id]);
    await scheduler.tick();
    expect(await testApp.db.query('SELECT id FROM feed_deliveries WHERE feed_id = $1', [feed.id])).toEqual([]);
    const resumed = (await alpha.post(endpointPath(feedsApi.resume, { id: feed.id }))).json();
    expect(resumed.active).toBe(true);
    expect(new Date(resumed.next_run).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(resumed.next_run).toLocaleString('en-GB', { timeZone: 'Europe/Paris', weekday: 'long', hour: '2-digit', minute: '2-digit' })).toBe('Monday 07:15');

    // The company's time zone changes: the next run is the same wall-clock time in the new zone.
    expect((await alpha.request('PUT', endpointPath(feedsApi.setTimeZone, {}), { body: { time_zone: 'America/New_York' } })).statusCode).toBe(200);
    const moved = (await alpha.get(endpointPath(feedsApi.get, { id: feed.id }))).json();
    expect(moved.time_zone).toBe('America/New_York');
    expect(new Date(moved.next_run).toLocaleString('en-GB', { timeZone: 'America/New_York', weekday: 'long', hour: '2-digit', minute: '2-digit' })).toBe('Monday 07:15');
    expect((await alpha.request('PUT', endpointPath(feedsApi.setTimeZone, {}), { body: { time_zone: 'Mars/Olympus' } })).json().code).toBe('feed.time_zone_invalid');
    expect((await alpha.request('PUT', endpointPath(feedsApi.setTimeZone, {}), { body: { time_zone: 'Europe/Paris' } })).statusCode).toBe(200);
    expect((await alpha.request('DELETE', endpointPath(feedsApi.delete, { id: feed.id }))).statusCode).toBe(204);
    expect(await testApp.db.query('SELECT id FROM schedules WHERE id = $1', [row!.schedule_id])).toEqual([]);
  });

  it('uploads the file into an SFTP and an FTP connector’s folder, complete and under its name, and replaces it at the next run', async () => {
    const skus = [1, 2, 3];
    for (const [server, name, added] of [[sftp, 'Customer SFTP', 4], [ftp, 'Customer FTP', 5]] as const) {
      const connectorId = await connector(server, name);
      const feed = await createFeed({ name: `To ${name}`, schedule: { periodicity: 'manual' }, destination: { kind: 'connector', connector_id: connectorId }, file_name: `${server.protocol}-catalogue` });
      expect(feed.next_run).toBeNull();
      const delivery = await runNow(feed.id);
      const fileName = `${server.protocol}-catalogue.csv`;
      expect(delivery).toMatchObject({ status: 'delivered', trigger: 'manual', products: skus.length, file_name: fileName, destination: `${server.protocol}://127.0.0.1:${server.port}/` });
      expect(fs.readdirSync(server.root)).toEqual([fileName]);
      expect(fs.readFileSync(path.join(server.root, fileName), 'utf8')).toBe(csvOf(skus));
      expect(delivery.size).toBe(Buffer.byteLength(csvOf(skus)));
      // The next run replaces the file with the catalogue as it is then.
      expect((await alpha.post(endpointPath(productsApi.create, {}), { sku: `FEED-${added}`, name: `Feed product ${added}` })).statusCode).toBe(201);
      skus.push(added);
      const again = await runNow(feed.id);
      expect([again.status, again.error, again.products]).toEqual(['delivered', null, skus.length]);
      expect(fs.readdirSync(server.root)).toEqual([fileName]);
      expect(fs.readFileSync(path.join(server.root, fileName), 'utf8')).toBe(csvOf(skus));
    }
  });

  it('serves the latest delivered file at a fixed public URL, over HTTP and without a session', async () => {
    const feed = await createFeed({ name: 'Public', schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' }, format: 'json' });
    expect(feed.public_url).toMatch(/^http:\/\/pimento\.test\/api\/exports\/feed-files\/[A-Za-z0-9_-]{43}\/$/);
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const url = feed.public_url.replace('http://pimento.test', address);
    const before = await fetch(url);
    expect([before.status, ((await before.json()) as { code: string }).code]).toEqual([404, 'feed.no_file_yet']);

    const first = await runNow(feed.id);
    expect(first).toMatchObject({ status: 'delivered' });
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('no-store');
    const rows = (await served.json()) as { SKU: string }[];
    const count = rows.length;
    expect(rows.map((row) => row.SKU)).toContain('FEED-1');

    // A product added, the feed run again: the same address serves the new file.
    expect((await alpha.post(endpointPath(productsApi.create, {}), { sku: 'FEED-PUBLIC', name: 'Public product' })).statusCode).toBe(201);
    const second = await runNow(feed.id);
    expect(second.run_id).not.toBe(first.run_id);
    const latest = (await (await fetch(url)).json()) as { SKU: string }[];
    expect(latest).toHaveLength(count + 1);
    expect((await fetch(url.replace(/[A-Za-z0-9_-]{43}\/$/, `${'A'.repeat(43)}/`))).status).toBe(404);
    // An edit keeps the address.
    const edited = await alpha.request('PUT', endpointPath(feedsApi.update, { id: feed.id }), {
      body: { name: 'Public (renamed)', template_id: templateId, format: 'json', schedule: { periodicity: 'daily', time: '06:00' }, destination: { kind: 'public_url' } },
    });
    expect(edited.json()).toMatchObject({ name: 'Public (renamed)', public_url: feed.public_url });
  });

  it('retries a delivery whose FTP server is gone with back-off, fails it visibly with the file still downloadable, then delivers it again by hand once the connection is fixed', async () => {
    const vanishing = await startFtpServer();
    const connectorId = await connector(vanishing, 'Vanishing FTP');
    await vanishing.close();
    const feed = await createFeed({ name: 'Flaky', schedule: { periodicity: 'manual' }, destination: { kind: 'connector', connector_id: connectorId }, file_name: 'flaky' });
    const failed = await runNow(feed.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, error: { code: 'file_transfer.connection_refused' }, file_name: 'flaky.csv', products: expect.any(Number) });
    // The export itself finished: its file is downloadable, and exported once for the four attempts.
    const file = await alpha.get(endpointPath(exportRunsApi.file, { id: failed.run_id! }));
    expect(file.statusCode).toBe(200);
    expect(await testApp.db.query('SELECT id FROM export_runs WHERE file_name = $1', ['flaky.csv'])).toHaveLength(1);
    expect((await alpha.get(endpointPath(feedsApi.get, { id: feed.id }))).json().last_delivery).toMatchObject({ id: failed.id, status: 'failed' });
    // The task's steps say where it failed: exported, not delivered.
    const [task] = await testApp.db.query<{ steps: { key: string; status: string; error: { code: string } | null }[] }>('SELECT steps FROM tasks WHERE id = $1', [failed.task_id]);
    expect(task!.steps.map((step) => [step.key, step.status, step.error?.code ?? null])).toEqual([
      ['export', 'done', null],
      ['deliver', 'error', 'file_transfer.connection_refused'],
    ]);

    // The connection is pointed at a live server (tested, as the connectors require), then the delivery is replayed.
    const settings = { protocol: 'ftp', host: ftp.host, port: ftp.port, username: ftp.username, password: ftp.password, folder: '/flaky' };
    fs.mkdirSync(path.join(ftp.root, 'flaky'));
    const tested = await alpha.post('/api/connectors/test/', { ...settings, connector_id: connectorId });
    expect(tested.statusCode).toBe(200);
    expect((await alpha.request('PUT', `/api/connectors/${connectorId}/`, { body: { ...settings, name: 'Vanishing FTP', test_token: tested.json().test_token } })).statusCode).toBe(200);
    const replay = await alpha.post(endpointPath(feedsApi.replay, { id: feed.id, delivery_id: failed.id }));
    expect(replay.statusCode).toBe(202);
    const replayed = await deliveryEnded(feed.id, replay.json().delivery.id as number);
    expect(replayed).toMatchObject({ status: 'delivered', trigger: 'replay', run_id: failed.run_id, attempts: 1 });
    expect(fs.readdirSync(path.join(ftp.root, 'flaky'))).toEqual(['flaky.csv']);
    // Only a failed delivery is replayed.
    expect((await alpha.post(endpointPath(feedsApi.replay, { id: feed.id, delivery_id: replayed.id }))).json().code).toBe('feed.replay_not_failed');
  });

  it('refuses a destination on a loopback address unless the operator allows it', async () => {
    const connectorId = await connector(sftp, 'Loopback SFTP');
    const feed = await createFeed({ name: 'Loopback', schedule: { periodicity: 'manual' }, destination: { kind: 'connector', connector_id: connectorId } });
    connectorRuntime().allowPrivateAddresses = false;
    try {
      const refused = await runNow(feed.id);
      // Not worth retrying: the same address stays refused.
      expect(refused).toMatchObject({ status: 'failed', attempts: 1, error: { code: 'file_transfer.host_not_allowed' } });
    } finally {
      connectorRuntime().allowPrivateAddresses = true;
    }
  });

  // The formats of each template type (PDF catalogues, single-product matrices) are `pdf-feeds.test.ts`'s.
  it('checks what a feed exports and where: an e-mail without its download link, an unknown connection', async () => {
    const base = { name: 'Bad', schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' } };
    const noLink = await alpha.post(endpointPath(feedsApi.create, {}), { ...base, template_id: templateId, destination: { kind: 'email', recipients: ['a@b.test'], subject: 'S', body: 'No link here' } });
    expect([noLink.statusCode, noLink.json().code]).toEqual([422, 'feed.email_needs_download_url']);
    expect(noLink.json().message).toContain('{download_url}');
    const badTime = await alpha.post(endpointPath(feedsApi.create, {}), { ...base, template_id: templateId, schedule: { periodicity: 'daily', time: '25:00' } });
    expect(badTime.statusCode).toBe(400);
    const unknownConnector = await alpha.post(endpointPath(feedsApi.create, {}), { ...base, template_id: templateId, destination: { kind: 'connector', connector_id: 999_999 } });
    expect([unknownConnector.statusCode, unknownConnector.json().code]).toEqual([422, 'feed.connector_not_found']);
    const unknownTemplate = await alpha.post(endpointPath(feedsApi.create, {}), { ...base, template_id: 999_999 });
    expect(unknownTemplate.statusCode).toBe(404);
  });

  it('keeps companies apart and follows the feature: another company’s feed answers 404 on every route', async () => {
    const feed = await createFeed({ name: 'Private', schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' } });
    const delivery = await runNow(feed.id);
    const id = feed.id as number;
    const routes: [string, string][] = [
      ['GET', endpointPath(feedsApi.get, { id })],
      ['PUT', endpointPath(feedsApi.update, { id })],
      ['DELETE', endpointPath(feedsApi.delete, { id })],
      ['POST', endpointPath(feedsApi.pause, { id })],
      ['POST', endpointPath(feedsApi.resume, { id })],
      ['POST', endpointPath(feedsApi.run, { id })],
      ['GET', endpointPath(feedsApi.deliveries, { id })],
      ['POST', endpointPath(feedsApi.replay, { id, delivery_id: delivery.id })],
    ];
    for (const [method, url] of routes) {
      const body = method === 'PUT' ? { name: 'Stolen', template_id: templateId, schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' } } : method === 'GET' || method === 'DELETE' ? undefined : {};
      const response = await bravo.request(method as 'GET', url, body === undefined ? {} : { body });
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    expect((await bravo.get(endpointPath(feedsApi.list, {}))).json().results).toEqual([]);
    expect((await alpha.get(endpointPath(feedsApi.get, { id }))).json().name).toBe('Private');

    // The feature switched off for the company: feeds answer 403.
    await testApp.db.query("UPDATE companies SET features = features || '{\"feed_export_activated\": false}'::jsonb WHERE id = $1", [alphaCompany]);
    try {
      const off = await waitFor(async () => {
        const response = await alpha.get(endpointPath(feedsApi.list, {}));
        return response.statusCode === 403 ? response : null;
      });
      expect(off.json().code).toBe('rights.feature_disabled');
    } finally {
      await testApp.db.query("UPDATE companies SET features = features - 'feed_export_activated' WHERE id = $1", [alphaCompany]);
    }
  });
  it('refuses a feed beyond the plan’s limit, names the limit, and takes one again once a feed is deleted', async () => {
    const feedCount = async () => (await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM feeds WHERE company_id = $1', [alphaCompany]))[0]!.count;
    const last = await createFeed({ name: 'Last place', schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' } });
    await testApp.db.query('INSERT INTO catalogue_settings (company_id, feeds_limit) VALUES ($1, $2) ON CONFLICT (company_id) DO UPDATE SET feeds_limit = $2', [alphaCompany, await feedCount()]);
    try {
      const refused = await alpha.post(endpointPath(feedsApi.create, {}), { template_id: templateId, format: 'csv', name: 'One too many', schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'feed.limit_reached', message: 'Maximum number of feeds reached.' });
      expect((await alpha.get(endpointPath(feedsApi.list, {}))).json().results.map((feed: { name: string }) => feed.name)).not.toContain('One too many');
      // Editing a feed at the limit is not creating one.
      const edited = await alpha.request('PUT', endpointPath(feedsApi.update, { id: last.id }), { body: { name: 'Last place, renamed', template_id: templateId, format: 'csv', schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' } } });
      expect(edited.statusCode).toBe(200);
      expect((await alpha.request('DELETE', endpointPath(feedsApi.delete, { id: last.id }))).statusCode).toBe(204);
      await createFeed({ name: 'One too many', schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' } });
    } finally {
      await testApp.db.query('UPDATE catalogue_settings SET feeds_limit = NULL WHERE company_id = $1', [alphaCompany]);
    }
  });

  it('sends only the products whose exported row changed since the last delivery, and nothing at all when none did', async () => {
    const created = await alpha.post(endpointPath(productsApi.create, {}), { sku: 'DIFF-1', name: 'Differential lamp' });
    expect(created.statusCode).toBe(201);
    const feed = await createFeed({
      name: 'Changes only',
      schedule: { periodicity: 'manual' },
      destination: { kind: 'public_url' },
      format: 'json',
      selection: { kind: 'skus', skus: ['FEED-1', 'FEED-2', 'DIFF-1'] },
      differential: true,
    });
    expect(feed.differential).toBe(true);
    const fileOf = async (runId: number) => JSON.parse((await alpha.get(endpointPath(exportRunsApi.file, { id: runId }))).rawPayload.toString('utf8')) as { SKU: string; Name: string }[];

    // The first delivery has every product: none was delivered before.
    const first = await runNow(feed.id);
    expect(first).toMatchObject({ status: 'delivered', products: 3 });
    // Nothing changed: nothing is exported nor sent, and the public address still serves the last file.
    const second = await runNow(feed.id);
    expect(second).toMatchObject({ status: 'unchanged', run_id: null, products: 0, error: null });
    expect(await testApp.db.query('SELECT id FROM export_runs WHERE id > $1 AND company_id = $2', [first.run_id, alphaCompany])).toEqual([]);
    const served = await testApp.client().get(feed.public_url.replace('http://pimento.test', ''));
    expect((JSON.parse(served.rawPayload.toString('utf8')) as unknown[]).length).toBe(3);

    // One product renamed: the next file holds that product alone.
    const product = (await alpha.get(`/api/catalogue/product/${created.json().id}/`)).json();
    expect((await alpha.request('PATCH', `/api/catalogue/product/${product.id}/`, { body: { version: product.version, name: 'Differential lamp, brighter' } })).statusCode).toBe(200);
    const third = await runNow(feed.id);
    expect(third).toMatchObject({ status: 'delivered', products: 1 });
    expect(await fileOf(third.run_id!)).toEqual([{ SKU: 'DIFF-1', Name: 'Differential lamp, brighter' }]);
    expect(await runNow(feed.id)).toMatchObject({ status: 'unchanged' });

    // Another destination has received nothing yet: it gets every product again.
    const moved = await alpha.request('PUT', endpointPath(feedsApi.update, { id: feed.id }), {
      body: { name: 'Changes only', template_id: templateId, format: 'csv', selection: { kind: 'skus', skus: ['FEED-1', 'FEED-2', 'DIFF-1'] }, schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' }, differential: true },
    });
    expect(moved.statusCode).toBe(200);
    expect(await runNow(feed.id)).toMatchObject({ status: 'delivered', products: 3 });
  });
  it('e-mails nothing when its worker is lost mid-export, and the retry delivers the whole file once', async () => {
    const feed = await createFeed({
      name: 'Halfway',
      schedule: { periodicity: 'manual' },
      destination: { kind: 'email', recipients: ['halfway@customer.test'], subject: 'Halfway', body: 'Here: {download_url}' },
    });
    const [maker] = await testApp.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'feeds_alpha'");
    // The feed's task, due in an hour so that no worker of the suite takes it: this test runs its handler itself.
    const payload: FeedJobPayload = { feedId: feed.id, trigger: 'manual' };
    const task = await testApp.db.transaction((tx) => insertJob(tx, { type: feedJobType, companyId: alphaCompany, userId: maker!.id, payload, runAt: new Date(Date.now() + 3_600_000) }));
    let stopChecks = 0;
    const job = {
      taskId: task.id,
      companyId: alphaCompany,
      userId: maker!.id,
      payload,
      db: testApp.db,
      publisher: createRealtimePublisher(testApp.db),
      storage: testApp.app.deps.storage,
      attempt: 1,
      checkpoint: null,
      signal: new AbortController().signal,
      progress: async () => undefined,
      saveCheckpoint: async () => undefined,
      saveCheckpointIn: async () => undefined,
      step: async () => undefined,
      reportProblems: async () => undefined,
      // The worker loses its lease at the second batch of the file.
      throwIfStopped: () => {
        stopChecks += 1;
        if (stopChecks === 2) throw new JobStoppedError('lease_lost');
      },
    } as unknown as JobContext<FeedJobPayload>;
    const batchSize = exportBatchTuning.batchSize;
    exportBatchTuning.batchSize = 2;
    try {
      await expect(runFeed(job)).rejects.toBeInstanceOf(JobStoppedError);
    } finally {
      exportBatchTuning.batchSize = batchSize;
    }
    const [halfway] = await testApp.db.query<{ status: string; run_id: number }>('SELECT status, run_id::int AS run_id FROM feed_deliveries WHERE task_id = $1', [task.id]);
    expect(halfway!.status).toBe('exporting');
    const [run] = await testApp.db.query<{ storage_key: string | null }>('SELECT storage_key FROM export_runs WHERE id = $1', [halfway!.run_id]);
    expect(run!.storage_key).toBeNull();
    expect(smtp.received.filter((message) => message.to.includes('halfway@customer.test'))).toEqual([]);

    // The jobs engine's retry: the same delivery and run, the file written afresh, sent once.
    expect(await runFeed({ ...job, attempt: 2, throwIfStopped: () => undefined })).toMatchObject({ status: 'delivered', run_id: halfway!.run_id });
    const mail = await smtp.nextMessageTo('halfway@customer.test');
    expect(mail.text).toContain(`http://pimento.test/download/export/${halfway!.run_id}/`);
    const [after] = await testApp.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM feed_deliveries WHERE task_id = $1', [task.id]);
    expect(after).toEqual({ status: 'delivered', attempts: 2 });
    const file = await alpha.get(endpointPath(exportRunsApi.file, { id: halfway!.run_id }));
    expect(file.rawPayload.toString('utf8').split('\r\n').filter(Boolean).length - 1).toBe(await productCount());
    expect(smtp.received.filter((message) => message.to.includes('halfway@customer.test'))).toHaveLength(1);
    await testApp.db.query('DELETE FROM jobs WHERE task_id = $1', [task.id]);
  });
  it('shows a user the feeds they made (an administrator every feed), and leaves the time zone to administrators', async () => {
    await testApp.db.query(`UPDATE companies SET features = features || '{"use_advanced_rights": false}' WHERE id = $1`, [alphaCompany]);
    try {
      await testApp.db.transaction((tx) => createUser(tx, alphaCompany, { username: 'feeds_member', email: 'feeds_member@example.com', password: TEST_PASSWORD }));
      const member = testApp.client();
      await member.login('feeds_member');
      const adminFeed = (await createFeed({ name: 'The administrator’s', schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' } })) as { id: number };
      expect((await member.get(endpointPath(feedsApi.list, {}))).json()).toEqual({ results: [], time_zone: 'Europe/Paris' });
      expect((await member.get(endpointPath(feedsApi.get, { id: adminFeed.id }))).statusCode).toBe(404);
      const own = await member.post(endpointPath(feedsApi.create, {}), { name: 'Mine', template_id: templateId, schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' } });
      expect(own.statusCode).toBe(201);
      expect((await member.get(endpointPath(feedsApi.list, {}))).json().results.map((item: { name: string }) => item.name)).toEqual(['Mine']);
      expect((await alpha.get(endpointPath(feedsApi.list, {}))).json().results.map((item: { id: number }) => item.id)).toContain(own.json().id);
      const refused = await member.request('PUT', endpointPath(feedsApi.setTimeZone, {}), { body: { time_zone: 'UTC' } });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'rights.administrator_required']);
    } finally {
      await testApp.db.query("UPDATE companies SET features = features - 'use_advanced_rights' WHERE id = $1", [alphaCompany]);
    }
  });
  it('retries an e-mail the mail server refuses, fails it with the server’s answer, and delivers it by hand once mail flows again', async () => {
    // A real SMTP server that refuses every recipient (a bounce at RCPT), in place of the platform's.
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
    const port = (refusing.server.address() as AddressInfo).port;
    const refusingMailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: testApp.config.mailFrom, dataDir: testApp.config.dataDir, logger: pino({ level: 'silent' }) });
    configureFeeds({ mailer: refusingMailer, publicUrl: testApp.config.publicUrl });
    try {
      const feed = await createFeed({ name: 'Bounced', schedule: { periodicity: 'manual' }, destination: { kind: 'email', recipients: ['bounce@customer.test'], subject: 'S', body: '{download_url}' } });
      const failed = await runNow(feed.id);
      expect(failed).toMatchObject({ status: 'failed', attempts: 4, error: { code: 'feed.email_failed' } });
      expect(failed.error!.detail).toContain('550');
      configureFeeds({ mailer: testApp.app.deps.mailer, publicUrl: testApp.config.publicUrl });
      const replay = await alpha.post(endpointPath(feedsApi.replay, { id: feed.id, delivery_id: failed.id }));
      expect(await deliveryEnded(feed.id, replay.json().delivery.id as number)).toMatchObject({ status: 'delivered', run_id: failed.run_id });
      expect((await smtp.nextMessageTo('bounce@customer.test')).text).toContain(`/download/export/${failed.run_id}/`);
    } finally {
      configureFeeds({ mailer: testApp.app.deps.mailer, publicUrl: testApp.config.publicUrl });
      refusingMailer.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
