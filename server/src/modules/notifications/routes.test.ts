import { jest } from '@jest/globals';
import { startTestApp, drivers } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { openSocket } from '../../../test/realtime/ws-client.ts';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { notifyUser } from './service.ts';
import type { RealtimePublisher } from '../../realtime/publisher.ts';

// real databases and processes: the default 5 s is too short on a shared 2-core machine
jest.setTimeout(60_000);

type Page = { results: Array<{ id: string; title: string; visited: boolean }>; next_cursor: string | null; unread: number };

describe.each(drivers)('/api/notifications/ and their push on /ws/, on %s', (driver) => {
  let testApp: TestApp;
  let alice: TestClient, bruno: TestClient;
  let aliceOwner: { companyId: string; userId: string };
  let brunoOwner: { companyId: string; userId: string };
  let notify: (owner: { companyId: string; userId: string }, input: Parameters<typeof notifyUser>[2]) => ReturnType<typeof notifyUser>;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const first = await testApp.createCompany('Notified First', { username: `n_alice_${driver}` });
    const second = await testApp.createCompany('Notified Second', { username: `n_bruno_${driver}` });
    aliceOwner = { companyId: first.company.id, userId: first.administrator.id };
    brunoOwner = { companyId: second.company.id, userId: second.administrator.id };
    alice = testApp.client();
    bruno = testApp.client();
    await alice.login(`n_alice_${driver}`);
    await bruno.login(`n_bruno_${driver}`);
    const publisher: RealtimePublisher = createRealtimePublisher(testApp.db);
    notify = (owner, input) => notifyUser(testApp.db, owner, input, publisher);
  });
  afterAll(() => testApp.close());

  it('pages newest first with a keyset cursor, and counts the unread', async () => {
    for (let index = 1; index <= 25; index += 1) {
      await notify(aliceOwner, { title: `*Import* ${index} done`, description: 'ok', imagePath: 'icon_import', link: `/imports/${index}/` });
    }
    await notify(brunoOwner, { title: 'for bruno' });
    // Every one of them in the same instant, as a burst within one clock tick writes them: the
    // order they were written in must still decide, on every page.
    await testApp.db.query("UPDATE notifications SET created_at = timestamptz '2026-11-25 10:00:00+00' WHERE user_id = $1", [aliceOwner.userId]);

    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const response = await alice.get(`/api/notifications/?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as Page;
      expect(page.unread).toBe(25);
      sizes.push(page.results.length);
      seen.push(...page.results.map((notification) => notification.title));
      cursor = page.next_cursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 5]);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, index) => `*Import* ${25 - index} done`));
    const [first] = ((await alice.get('/api/notifications/?limit=1')).json() as Page).results;
    expect(first).toMatchObject({ description: 'ok', image_path: 'icon_import', link: '/imports/25/', visited: false });
  });

  it('refuses a forged cursor', async () => {
    const response = await alice.get('/api/notifications/?cursor=bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'notification.invalid_cursor' });
  });

  it('marks one visited, refuses (404) to touch another company’s, then visits all', async () => {
    const page = (await alice.get('/api/notifications/?limit=1')).json() as Page;
    const newest = page.results[0]!;
    expect((await alice.post(`/api/notifications/${newest.id}/visit/`)).statusCode).toBe(204);
    expect((await alice.get('/api/notifications/unread-count/')).json()).toEqual({ unread: 24 });
    expect(((await alice.get('/api/notifications/?limit=1')).json() as Page).results[0]!.visited).toBe(true);

    const brunos = ((await bruno.get('/api/notifications/')).json() as Page).results[0]!;
    const foreign = await alice.post(`/api/notifications/${brunos.id}/visit/`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'notification.not_found' });
    expect((await alice.post('/api/notifications/not-a-uuid/visit/')).statusCode).toBe(404);
    expect((await bruno.get('/api/notifications/unread-count/')).json()).toEqual({ unread: 1 });

    expect((await alice.post('/api/notifications/visit-all/')).statusCode).toBe(204);
    expect((await alice.get('/api/notifications/unread-count/')).json()).toEqual({ unread: 0 });
    expect((await bruno.get('/api/notifications/unread-count/')).json()).toEqual({ unread: 1 });
  });

  it('pushes a new notification on /ws/ to its user only, through the real session cookie', async () => {
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${address.replace('http', 'ws')}/ws/`;
    const cookie = (client: TestClient) => `${sessionCookieNames.access}=${client.cookies.get(sessionCookieNames.access)}`;
    await expect(openSocket(url)).rejects.toThrow('HTTP 401');
    const aliceSocket = await openSocket(url, cookie(alice));
    const brunoSocket = await openSocket(url, cookie(bruno));
    await aliceSocket.handshake();
    await brunoSocket.handshake();

    const created = await notify(aliceOwner, { title: 'Export ready', link: '/download/matrix/1/' });
    const pushed = await aliceSocket.waitFor((message) => message.type === 'new_notification');
    expect(pushed).toEqual({ type: 'new_notification', notification: created, unread: 1 });

    await createRealtimePublisher(testApp.db).publishToCompany(brunoOwner.companyId, { type: 'msg', message: 'marker' });
    await brunoSocket.waitFor((message) => message.type === 'msg' && message.message === 'marker');
    expect(brunoSocket.received.map((message) => message.type)).toEqual(['ack_code', 'msg', 'msg']);
    await aliceSocket.close();
    await brunoSocket.close();
  });
});
