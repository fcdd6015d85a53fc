import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { startFtpServer, startSftpServer, type TestTransferServer } from '../../../test/file-transfer-servers.ts';
import { configureConnectors } from './connector-runtime.ts';

describe.each(drivers)('connectors on %s', (driver) => {
  let testApp: TestApp;
  let sftp: TestTransferServer;
  let ftp: TestTransferServer;
  let superuser: TestClient;
  let administrator: TestClient;
  let otherCompanyId: string;

  beforeAll(async () => {
    [testApp, sftp, ftp] = await Promise.all([startTestApp(driver), startSftpServer(), startFtpServer()]);
    const owner = await testApp.createCompany('Connect Co', { username: 'connect_super' });
    await testApp.db.query('UPDATE users SET is_superuser = true WHERE id = $1', [owner.administrator.id]);
    const other = await testApp.createCompany('Connect Other', { username: 'connect_admin' });
    otherCompanyId = other.company.id;
    superuser = testApp.client();
    await superuser.login('connect_super');
    administrator = testApp.client();
    await administrator.login('connect_admin');
  });
  afterAll(async () => {
    await Promise.all([testApp.close(), sftp.close(), ftp.close()]);
  });

  const sftpSettings = () => ({ protocol: 'sftp', host: sftp.host, port: sftp.port, username: sftp.username, password: sftp.password, folder: '/' });

  it('refuses loopback and private addresses unless the operator allows them', async () => {
    const refused = await superuser.post('/api/connectors/test/', sftpSettings());
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'file_transfer.host_not_allowed', params: { host: '127.0.0.1' } });
    // The operator's setting (PIMENTO_CONNECTORS_ALLOW_PRIVATE_ADDRESSES), as a restart with it would read it.
    configureConnectors({ ...testApp.config, connectors: { ...testApp.config.connectors, allowPrivateAddresses: true } });
    expect((await superuser.post('/api/connectors/test/', sftpSettings())).statusCode).toBe(200);
  });

  it('saves a connection only after a successful test of exactly those settings, and never answers its secrets', async () => {
    const untested = await superuser.post('/api/connectors/', { ...sftpSettings(), name: 'Supplier drop', test_token: 'x.y' });
    expect(untested.statusCode).toBe(422);
    expect(untested.json()).toMatchObject({ code: 'connector.test_required', fields: { test_token: ['connector.test_required'] } });

    const wrong = await superuser.post('/api/connectors/test/', { ...sftpSettings(), password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'file_transfer.authentication_failed' });
    const missing = await superuser.post('/api/connectors/test/', { ...sftpSettings(), folder: '/nowhere' });
    expect(missing.json()).toMatchObject({ code: 'file_transfer.folder_not_found', params: { folder: '/nowhere' } });

    const tested = await superuser.post('/api/connectors/test/', sftpSettings());
    expect(tested.statusCode).toBe(200);
    const { test_token: token, host_key_sha256: hostKey } = tested.json();
    expect(hostKey).toMatch(/^[0-9a-f]{64}$/);

    // The token vouches for the tested settings only: another folder or password needs its own test.
    expect((await superuser.post('/api/connectors/', { ...sftpSettings(), folder: '/other', name: 'Supplier drop', test_token: token })).statusCode).toBe(422);
    expect((await superuser.post('/api/connectors/', { ...sftpSettings(), password: 'changed', name: 'Supplier drop', test_token: token })).statusCode).toBe(422);

    const created = await superuser.post('/api/connectors/', { ...sftpSettings(), name: 'Supplier drop', test_token: token });
    expect(created.statusCode).toBe(201);
    const connector = created.json();
    expect(connector).toMatchObject({ name: 'Supplier drop', protocol: 'sftp', has_password: true, has_private_key: false, host_key_sha256: hostKey, used_by: [] });
    expect(JSON.stringify(connector)).not.toContain(sftp.password);
    expect(JSON.stringify((await superuser.get('/api/connectors/')).json())).not.toContain(sftp.password);

    const [stored] = await testApp.db.query<{ password_sealed: string }>('SELECT password_sealed FROM connectors WHERE id = $1', [connector.id]);
    expect(stored!.password_sealed).toMatch(/^v1\./);
    expect(stored!.password_sealed).not.toContain(sftp.password);
    expect(stored!.password_sealed).not.toContain(Buffer.from(sftp.password).toString('base64'));

    // An edit keeps the stored password when none is sent; its test uses it too.
    const { password: _password, ...withoutPassword } = sftpSettings();
    const retest = await superuser.post('/api/connectors/test/', { ...withoutPassword, connector_id: connector.id });
    expect(retest.statusCode).toBe(200);
    const renamed = await superuser.request('PUT', `/api/connectors/${connector.id}/`, { body: { ...withoutPassword, name: 'Supplier SFTP', test_token: retest.json().test_token } });
    expect(renamed.json()).toMatchObject({ name: 'Supplier SFTP', has_password: true });
    // A key replaces the password; the test proves the key works.
    const keyTest = await superuser.post('/api/connectors/test/', { ...withoutPassword, password: null, private_key: sftp.clientPrivateKey, connector_id: connector.id });
    expect(keyTest.statusCode).toBe(200);
    const keyed = await superuser.request('PUT', `/api/connectors/${connector.id}/`, {
      body: { ...withoutPassword, password: null, private_key: sftp.clientPrivateKey, name: 'Supplier SFTP', test_token: keyTest.json().test_token },
    });
    expect(keyed.json()).toMatchObject({ has_password: false, has_private_key: true });
    expect(keyed.body).not.toContain('PRIVATE KEY');

    const ftpTest = await superuser.post('/api/connectors/test/', { protocol: 'ftp', host: ftp.host, port: ftp.port, username: ftp.username, password: ftp.password, folder: '/' });
    expect(ftpTest.statusCode).toBe(200);
    const ftpConnector = await superuser.post('/api/connectors/', { protocol: 'ftp', host: ftp.host, port: ftp.port, username: ftp.username, password: ftp.password, folder: '/', name: 'Supplier FTP', test_token: ftpTest.json().test_token });
    expect(ftpConnector.json()).toMatchObject({ protocol: 'ftp', has_password: true, host_key_sha256: null });
    expect((await superuser.post('/api/connectors/', { protocol: 'ftp', host: ftp.host, port: ftp.port, username: ftp.username, password: ftp.password, folder: '/', name: 'supplier ftp', test_token: ftpTest.json().test_token })).json()).toMatchObject({ code: 'connector.name_taken' });
    expect((await superuser.post('/api/connectors/test/', { protocol: 'ftp', host: ftp.host, port: ftp.port, username: ftp.username, private_key: 'key', folder: '/' })).json()).toMatchObject({ code: 'connector.key_sftp_only' });

    // A feed delivering into its folder keeps it too (feeds.destination names the connector).
    const [company] = await testApp.db.query<{ company_id: string }>('SELECT company_id FROM connectors WHERE id = $1', [ftpConnector.json().id]);
    await testApp.db.query(
      `INSERT INTO feeds (company_id, name, template_id, format, selection, file_name, schedule, destination)
       VALUES ($1, 'Nightly prices', 1, 'csv', '{}', 'prices.csv', '{"periodicity": "manual"}', $2::jsonb)`,
      [company!.company_id, JSON.stringify({ kind: 'connector', connector_id: ftpConnector.json().id })],
    );
    const kept = await superuser.request('DELETE', `/api/connectors/${ftpConnector.json().id}/`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({ code: 'connector.in_use_by_feeds', params: { feeds: 'Nightly prices' } });
    await testApp.db.query("DELETE FROM feeds WHERE name = 'Nightly prices'");
    expect((await superuser.request('DELETE', `/api/connectors/${ftpConnector.json().id}/`)).statusCode).toBe(204);
    expect((await superuser.get(`/api/connectors/${ftpConnector.json().id}/`)).statusCode).toBe(404);
  });

  it('is for superusers unless the company opens it to its administrators; another company sees nothing of it', async () => {
    const [connector] = (await superuser.get('/api/connectors/')).json().results;
    expect((await administrator.get('/api/connectors/')).json()).toMatchObject({ code: 'rights.superuser_required' });
    expect((await administrator.post('/api/connectors/test/', sftpSettings())).statusCode).toBe(403);
    // An administrator cannot open connector settings to themselves: only a superuser switches the flag.
    const opened = await administrator.request('PATCH', '/api/catalogue/company/settings/', { body: { features: { has_connector_settings_for_non_super_user: true } } });
    expect(opened.statusCode).toBe(403);
    expect(opened.json()).toMatchObject({ code: 'rights.superuser_required' });
    // Sending the flag as it is (a settings form sending every feature) is no change, and allowed.
    expect((await administrator.request('PATCH', '/api/catalogue/company/settings/', { body: { features: { has_connector_settings_for_non_super_user: false, pdf_activated: true } } })).statusCode).toBe(200);

    await testApp.db.query(`UPDATE companies SET features = features || '{"has_connector_settings_for_non_super_user": true}' WHERE id = $1`, [otherCompanyId]);
    await expectEventually(async () => (await administrator.get('/api/connectors/')).statusCode === 200);
    expect((await administrator.get('/api/connectors/')).json().results).toEqual([]);
    expect((await administrator.get(`/api/connectors/${connector.id}/`)).statusCode).toBe(404);
    expect((await administrator.request('DELETE', `/api/connectors/${connector.id}/`)).statusCode).toBe(404);
    expect((await administrator.post('/api/connectors/test/', { ...sftpSettings(), connector_id: connector.id })).statusCode).toBe(404);
    const tested = await administrator.post('/api/connectors/test/', sftpSettings());
    expect((await administrator.request('PUT', `/api/connectors/${connector.id}/`, { body: { ...sftpSettings(), name: 'Stolen', test_token: tested.json().test_token } })).statusCode).toBe(404);
    // A token is its company's: company A's test does not save in company B, and the reverse.
    const superTest = await superuser.post('/api/connectors/test/', sftpSettings());
    expect((await administrator.post('/api/connectors/', { ...sftpSettings(), name: 'Mine', test_token: superTest.json().test_token })).statusCode).toBe(422);
    expect((await administrator.post('/api/connectors/', { ...sftpSettings(), name: 'Mine', test_token: tested.json().test_token })).statusCode).toBe(201);
  });
});

async function expectEventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
