import { jest } from '@jest/globals';
import { drivers, startTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { startEnvelopeReceiver } from '../../test/envelope-receiver.ts';
import type { EnvelopeReceiver } from '../../test/envelope-receiver.ts';

// the SDK is loaded on first use: slow under jest's module loader on a busy machine
jest.setTimeout(240_000);

describe.each(drivers)('server errors reported to the error-reporting service on %s', (driver) => {
  let receiver: EnvelopeReceiver;
  let testApp: TestApp;
  let administratorId: string;

  beforeAll(async () => {
    receiver = await startEnvelopeReceiver();
    testApp = await startTestApp(driver, { env: { SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'test', SENTRY_RELEASE: 'pimento@9.9.9' } });
    const created = await testApp.createCompany('Report Co', { username: 'report_admin', email: 'report_admin@example.com' });
    administratorId = created.administrator.id;
  });
  afterAll(async () => {
    await testApp.close();
    await receiver.close();
  });

  it('sends an unexpected failure with the release and the user id, and nothing of a 401', async () => {
    const client = testApp.client();
    expect((await client.get('/api/catalogue/current-user/')).statusCode).toBe(401);
    await client.login('report_admin');
    // a real fault: the table the route reads is gone
    await testApp.db.exec('ALTER TABLE help_sidebar_relations RENAME TO help_sidebar_relations_gone');
    try {
      const failed = await client.get('/api/help/sidebar-relations/?search=private', { headers: { 'x-secret-header': 'do-not-send' } });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ code: 'internal-server-error' });
    } finally {
      await testApp.db.exec('ALTER TABLE help_sidebar_relations_gone RENAME TO help_sidebar_relations');
    }
    expect(await testApp.app.errorReporter.flush(10_000)).toBe(true);

    const events = receiver.events();
    expect(events).toHaveLength(1);
    const [event] = events as [{ user: Record<string, unknown>; exception: { values: { value: string }[] } }];
    expect(event).toMatchObject({
      level: 'error',
      release: 'pimento@9.9.9',
      environment: 'test',
      user: { id: administratorId },
      tags: { runtime: 'server', route: '/api/help/sidebar-relations/', method: 'GET', status_code: '500' },
    });
    expect(event.exception.values[0]?.value).toMatch(/help_sidebar_relations/);
    // nothing personal or secret beyond the user id
    expect(Object.keys(event.user)).toEqual(['id']);
    const text = JSON.stringify(event);
    for (const secret of ['report_admin', 'pimento_access', 'pimento_csrf', 'do-not-send', 'private']) expect(text).not.toContain(secret);
  });
});
