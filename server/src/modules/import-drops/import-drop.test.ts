import fs from 'node:fs';
import path from 'node:path';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { startFtpServer, startSftpServer, type TestTransferServer } from '../../../test/file-transfer-servers.ts';
import { taskEnded, waitFor, type EndedTask } from '../../../test/jobs/fixtures.ts';
import { runScheduler, type Scheduler } from '../../jobs/scheduler.ts';
import { runWorker, type Worker } from '../../jobs/worker.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { dropTuning } from './drop-job.ts';

describe.each(drivers)('the FTP and SFTP import drop on %s', (driver) => {
  let testApp: TestApp;
  let sftp: TestTransferServer;
  let ftp: TestTransferServer;
  let admin: TestClient;
  let worker: Worker | null = null;
  let scheduler: Scheduler;
  const settleMs = dropTuning.settleMs;

  beforeAll(async () => {
    dropTuning.settleMs = 300;
    [testApp, sftp, ftp] = await Promise.all([startTestApp(driver, { env: { PIMENTO_CONNECTORS_ALLOW_PRIVATE_ADDRESSES: '1' } }), startSftpServer(), startFtpServer()]);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    scheduler = await runScheduler({ db: testApp.db, publisher: createRealtimePublisher(testApp.db), manual: true });
    const created = await testApp.createCompany('Drop Co', { username: 'drop_admin' });
    await testApp.db.query('UPDATE users SET is_superuser = true WHERE id = $1', [created.administrator.id]);
    admin = testApp.client();
    await admin.login('drop_admin');
  });
  afterAll(async () => {
    dropTuning.settleMs = settleMs;
    await scheduler.stop();
    await worker?.stop();
    await Promise.all([testApp.close(), sftp.close(), ftp.close()]);
  });

  async function connector(server: TestTransferServer, name: string): Promise<number> {
    const settings = { protocol: server.protocol, host: server.host, port: server.port, username: server.username, password: server.password, folder: '/' };
    const tested = await admin.post('/api/connectors/test/', settings);
    expect(tested.statusCode).toBe(200);
    const saved = await admin.post('/api/connectors/', { ...settings, name, test_token: tested.json().test_token });
    expect(saved.statusCode).toBe(201);
    return saved.json().id as number;
  }

  async function watchedTemplate(name: string, connectorId: number, folder: string): Promise<number> {
    const pills = [
      { id: '00000000-0000-4000-8000-000000000001', target: { kind: 'sku' }, columns: ['sku'] },
      { id: '00000000-0000-4000-8000-000000000002', target: { kind: 'name' }, columns: ['name'] },
    ];
    const templateId = (await admin.post('/api/imports/templates/', { name, pills })).json().id as number;
    const watch = await admin.request('PUT', `/api/imports/templates/${templateId}/watch/`, {
      body: { connector_id: connectorId, folder, pattern: '*.csv', cron: '0 3 1 1 *', timezone: 'Europe/Paris' },
    });
    expect(watch.statusCode).toBe(200);
    expect(watch.json().watch).toMatchObject({ folder, pattern: '*.csv', active: true, next_run: expect.any(String), recent_files: [] });
    return templateId;
  }

  /** The watch's schedule falls due and a scheduler fires it, as the clock would; the tick's task once it ended. */
  async function tick(templateId: number): Promise<EndedTask & { id: string }> {
    const [watch] = await testApp.db.query<{ schedule_id: string; last_task_id: string | null }>(
      'SELECT w.schedule_id, s.last_task_id FROM import_watches w JOIN schedules s ON s.id = w.schedule_id WHERE w.template_id = $1',
      [templateId],
    );
    await testApp.db.query('UPDATE schedules SET next_run_at = clock_timestamp() - interval \'1 second\' WHERE id = $1', [watch!.schedule_id]);
    await scheduler.tick();
    const taskId = await waitFor(async () => {
      const [row] = await testApp.db.query<{ last_task_id: string | null }>('SELECT last_task_id FROM schedules WHERE id = $1', [watch!.schedule_id]);
      return row?.last_task_id !== watch!.last_task_id ? row!.last_task_id : null;
    });
    return { id: taskId, ...(await taskEnded(testApp.db, taskId, 60_000)) };
  }

  it('imports a file dropped on the SFTP server at a scheduled tick, moves it to done/, and a bad one to error/ with its run in error', async () => {
    const connectorId = await connector(sftp, 'Supplier SFTP');
    fs.mkdirSync(path.join(sftp.root, 'in'));
    fs.writeFileSync(path.join(sftp.root, 'in', 'supplier.csv'), 'sku;name\nDROP-1;Drop cable\nDROP-2;Drop socket\n');
    fs.writeFileSync(path.join(sftp.root, 'in', 'broken.csv'), Buffer.from([0x50, 0x4b, 0x00, 0x00, 0xff, 0x00, 0x13, 0x37]));
    fs.writeFileSync(path.join(sftp.root, 'in', 'notes.txt'), 'not matching the pattern');
    fs.writeFileSync(path.join(sftp.root, 'in', 'upload.csv.part'), 'sku;name\n');
    const templateId = await watchedTemplate('SFTP drop', connectorId, '/in');

    const task = await tick(templateId);
    expect(task).toMatchObject({ status: 'done', result: { files: 2, done: 1, error: 1 } });
    expect(fs.readdirSync(path.join(sftp.root, 'in')).sort()).toEqual(['done', 'error', 'notes.txt', 'upload.csv.part']);
    expect(fs.readdirSync(path.join(sftp.root, 'in', 'done'))).toEqual(['supplier.csv']);
    expect(fs.readdirSync(path.join(sftp.root, 'in', 'error'))).toEqual(['broken.csv']);

    // Each file is a run of the template in /imports/, started by the tick's task as a user's run would be.
    const template = (await admin.get(`/api/imports/templates/${templateId}/`)).json();
    const runs = template.last_runs as { id: number; status: string }[];
    expect(runs.map((run) => run.status).sort()).toEqual(['completed', 'error']);
    const good = (await admin.get(`/api/imports/runs/${runs.find((run) => run.status === 'completed')!.id}/`)).json();
    expect(good).toMatchObject({ file_name: 'supplier.csv', counts: { created: 2 }, verify_task_id: task.id, launch_task_id: task.id });
    const bad = (await admin.get(`/api/imports/runs/${runs.find((run) => run.status === 'error')!.id}/`)).json();
    expect(bad.failure).toMatchObject({ code: expect.stringMatching(/^(import|excel)\./), params: { file: 'broken.csv' } });
    const listed = await admin.post('/api/catalogue/product/search/count/', { filters: [{ field: 'sku', operator: 'among', value: ['DROP-1', 'DROP-2'] }] });
    expect(listed.json()).toMatchObject({ count: 2 });

    const watch = (await admin.get(`/api/imports/templates/${templateId}/watch/`)).json().watch;
    expect(watch.recent_files.map((file: { name: string; outcome: string; moved_to: string }) => [file.name, file.outcome, file.moved_to]).sort()).toEqual([
      ['broken.csv', 'error', '/in/error/broken.csv'],
      ['supplier.csv', 'done', '/in/done/supplier.csv'],
    ]);
    expect(watch.last_run).not.toBeNull();

    // A file still growing between the tick's two listings waits for the next tick.
    fs.writeFileSync(path.join(sftp.root, 'in', 'growing.csv'), 'sku;name\nDROP-3;Drop plug\n');
    let appended = false;
    sftp.onListing(() => {
      if (appended) return;
      appended = true;
      fs.appendFileSync(path.join(sftp.root, 'in', 'growing.csv'), 'DROP-4;Drop switch\n');
    });
    expect(await tick(templateId)).toMatchObject({ status: 'done', result: { files: 0, waiting: 1 } });
    expect(fs.existsSync(path.join(sftp.root, 'in', 'growing.csv'))).toBe(true);
    sftp.onListing(null);
    expect(await tick(templateId)).toMatchObject({ status: 'done', result: { files: 1, done: 1 } });
    expect(fs.readdirSync(path.join(sftp.root, 'in', 'done')).sort()).toEqual(['growing.csv', 'supplier.csv']);

    // A connector a template watches cannot be deleted: the answer names the template.
    const refused = await admin.request('DELETE', `/api/connectors/${connectorId}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'connector.in_use', params: { templates: 'SFTP drop' } });
    expect((await admin.request('DELETE', `/api/imports/templates/${templateId}/watch/`)).statusCode).toBe(204);
    expect((await admin.request('DELETE', `/api/connectors/${connectorId}/`)).statusCode).toBe(204);
  });

  it('imports from an FTP server too, and files a file with refused rows under error/ with its run completed with errors', async () => {
    const connectorId = await connector(ftp, 'Supplier FTP');
    fs.mkdirSync(path.join(ftp.root, 'drop'));
    fs.writeFileSync(path.join(ftp.root, 'drop', 'ftp-supplier.csv'), 'sku;name\nFTP-1;Ftp cable\n');
    const templateId = await watchedTemplate('FTP drop', connectorId, '/drop');
    expect(await tick(templateId)).toMatchObject({ status: 'done', result: { files: 1, done: 1 } });
    expect(fs.readdirSync(path.join(ftp.root, 'drop', 'done'))).toEqual(['ftp-supplier.csv']);

    fs.writeFileSync(path.join(ftp.root, 'drop', 'half.csv'), `sku;name\nFTP-2;Good\nFTP-3;${'x'.repeat(300)}\n`);
    expect(await tick(templateId)).toMatchObject({ status: 'done', result: { files: 1, error: 1 } });
    expect(fs.readdirSync(path.join(ftp.root, 'drop', 'error'))).toEqual(['half.csv']);
    const watch = (await admin.get(`/api/imports/templates/${templateId}/watch/`)).json().watch;
    expect(watch.recent_files[0]).toMatchObject({ name: 'half.csv', outcome: 'error', failure: { code: 'import_drop.rows_refused', params: { errors: 1 } } });

    // A deactivated user's watch takes nothing until an active user saves it again.
    fs.writeFileSync(path.join(ftp.root, 'drop', 'later.csv'), 'sku;name\nFTP-4;Later\n');
    await testApp.db.query("UPDATE users SET is_active = false WHERE username = 'drop_admin'");
    expect(await tick(templateId)).toMatchObject({ status: 'error', error: { code: 'import_drop.user_inactive' } });
    expect(fs.existsSync(path.join(ftp.root, 'drop', 'later.csv'))).toBe(true);
    await testApp.db.query("UPDATE users SET is_active = true WHERE username = 'drop_admin'");
    // Deactivation ended the user's sessions: sign in again.
    await admin.login('drop_admin');
  });

  it('refuses a watch with a bad schedule, time zone, pattern or another company\'s connector', async () => {
    const templateId = (await admin.post('/api/imports/templates/', { name: 'Refusals', pills: [] })).json().id as number;
    const put = (body: Record<string, unknown>) => admin.request('PUT', `/api/imports/templates/${templateId}/watch/`, { body: { connector_id: 999_999, folder: '/', pattern: '*.csv', cron: '*/5 * * * *', ...body } });
    expect((await put({})).json()).toMatchObject({ code: 'import_watch.connector_not_found' });
    const connectorId = await connector(sftp, 'Refusals SFTP');
    expect((await put({ connector_id: connectorId, cron: 'every day' })).json()).toMatchObject({ code: 'import_watch.schedule_invalid' });
    expect((await put({ connector_id: connectorId, timezone: 'Mars/Olympus' })).json()).toMatchObject({ code: 'import_watch.timezone_invalid' });
    expect((await put({ connector_id: connectorId, pattern: '../*.csv' })).json()).toMatchObject({ fields: { pattern: ['import_watch.pattern_invalid'] } });
    expect((await put({ connector_id: connectorId, active: false })).json().watch).toMatchObject({ active: false, next_run: null });
    await testApp.createCompany('Drop Other', { username: 'drop_other' });
    const other = testApp.client();
    await other.login('drop_other');
    expect((await other.get(`/api/imports/templates/${templateId}/watch/`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/imports/templates/${templateId}/watch/`, { body: { connector_id: connectorId, folder: '/', pattern: '*', cron: '* * * * *' } })).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/imports/templates/${templateId}/watch/`)).statusCode).toBe(404);
  });
});
