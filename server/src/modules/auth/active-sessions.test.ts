import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { usersAdminApi } from '@pimento/shared-kit/contracts/users-admin';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { hashPassword } from './password-hashing.ts';

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Listed = { id: string; user_agent: string | null; ip: string | null; signed_in_at: string; last_active_at: string; current: boolean };

/**
 * The profile's "Active sessions" (docs/rights.md "Sessions"): a user sees the browsers signed in
 * to their account, ends one, or all but the one they use; never another user's.
 */
describe.each(drivers)('active sessions on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('Sessions Co', { username: 'many_browsers' });
    await testApp.createCompany('Other Sessions Co', { username: 'someone_else' });
  });
  afterAll(() => testApp.close());

  /** Signs in like a browser: its own user agent and address. */
  async function signInFrom(userAgent: string, address: string, username = 'many_browsers'): Promise<TestClient> {
    const client = testApp.client();
    const answer = await client.post('/api/auth/token/', { username, password: TEST_PASSWORD }, { headers: { 'user-agent': userAgent }, remoteAddress: address });
    expect(answer.statusCode).toBe(200);
    return client;
  }

  const listOf = async (client: TestClient): Promise<Listed[]> => {
    const answer = await client.get('/api/auth/sessions/');
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  it('lists the user’s open sessions with their browser, address and times, and marks this one', async () => {
    const laptop = await signInFrom(firefox, '203.0.113.7');
    const phone = await signInFrom(safari, '198.51.100.20');
    const stranger = await signInFrom(firefox, '192.0.2.1', 'someone_else');
    const seenFromLaptop = await listOf(laptop);
    const mine = seenFromLaptop.filter((session) => session.user_agent === firefox || session.user_agent === safari);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_agent: firefox, ip: '203.0.113.7', current: true }),
        expect.objectContaining({ user_agent: safari, ip: '198.51.100.20', current: false }),
      ]),
    );
    expect(seenFromLaptop.filter((session) => session.current)).toHaveLength(1);
    // Another user's session is not in the list.
    expect(seenFromLaptop.some((session) => session.ip === '192.0.2.1')).toBe(false);
    expect((await listOf(phone)).find((session) => session.current)).toMatchObject({ user_agent: safari });
    expect(await listOf(stranger)).toHaveLength(1);
  });

  it('moves the last activity and address on at each refresh', async () => {
    const laptop = await signInFrom(firefox, '203.0.113.8');
    const before = (await listOf(laptop)).find((session) => session.current)!;
    await testApp.db.query("UPDATE auth_sessions SET last_active_at = now() - interval '1 hour' WHERE id = $1", [before.id]);
    const refreshed = await laptop.post('/api/auth/token/refresh/', {}, { headers: { 'user-agent': firefox }, remoteAddress: '203.0.113.99' });
    expect(refreshed.statusCode).toBe(200);
    const after = (await listOf(laptop)).find((session) => session.current)!;
    expect(after.id).toBe(before.id);
    expect(after.ip).toBe('203.0.113.99');
    expect(Date.parse(after.last_active_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(after.signed_in_at).toBe(before.signed_in_at);
  });

  it('ends one session: that browser is signed out at once and cannot refresh; the others stay', async () => {
    const laptop = await signInFrom(firefox, '203.0.113.10');
    const phone = await signInFrom(safari, '198.51.100.21');
    const phoneSession = (await listOf(phone)).find((session) => session.current)!;
    const ended = await laptop.request('DELETE', `/api/auth/sessions/${phoneSession.id}/`);
    expect(ended.statusCode).toBe(204);
    const read = await phone.get('/api/catalogue/current-user/');
    expect(read.statusCode).toBe(401);
    expect(read.json().code).toBe('token-expired');
    expect((await phone.post('/api/auth/token/refresh/', {})).statusCode).toBe(401);
    expect((await laptop.get('/api/catalogue/current-user/')).statusCode).toBe(200);
    expect((await listOf(laptop)).some((session) => session.id === phoneSession.id)).toBe(false);
    // Ending it again: already over.
    const again = await laptop.request('DELETE', `/api/auth/sessions/${phoneSession.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'auth.session_not_found', message: 'This session has already ended.' });
  });

  it('never ends another user’s session: it answers as if it did not exist', async () => {
    const stranger = await signInFrom(firefox, '192.0.2.2', 'someone_else');
    const strangerSession = (await listOf(stranger)).find((session) => session.current)!;
    const laptop = await signInFrom(firefox, '203.0.113.11');
    const refused = await laptop.request('DELETE', `/api/auth/sessions/${strangerSession.id}/`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('auth.session_not_found');
    expect((await stranger.get('/api/catalogue/current-user/')).statusCode).toBe(200);
    // Signed out, nobody lists or ends anything.
    expect((await testApp.client().get('/api/auth/sessions/')).statusCode).toBe(401);
  });

  it('signs out everywhere else: every other session ends, this one stays, other users are untouched', async () => {
    const laptop = await signInFrom(firefox, '203.0.113.12');
    const phone = await signInFrom(safari, '198.51.100.22');
    const tablet = await signInFrom(safari, '198.51.100.23');
    const stranger = await signInFrom(firefox, '192.0.2.3', 'someone_else');
    const answer = await laptop.post('/api/auth/sessions/end-others/', {});
    expect(answer.statusCode).toBe(204);
    for (const other of [phone, tablet]) {
      expect((await other.get('/api/catalogue/current-user/')).statusCode).toBe(401);
      expect((await other.post('/api/auth/token/refresh/', {})).statusCode).toBe(401);
    }
    expect((await laptop.get('/api/catalogue/current-user/')).statusCode).toBe(200);
    expect(await listOf(laptop)).toEqual([expect.objectContaining({ current: true, ip: '203.0.113.12' })]);
    expect((await stranger.get('/api/catalogue/current-user/')).statusCode).toBe(200);
    // This browser still refreshes.
    expect((await laptop.post('/api/auth/token/refresh/', {})).statusCode).toBe(200);
  });

  it('lets an administrator sign a colleague of their company out of every browser, and nobody else', async () => {
    const admin = testApp.client();
    await admin.login('many_browsers');
    const created = await admin.post('/api/rights/users/', { username: 'signed_out_colleague', email: 'colleague@sessions.test', send_invitation: false });
    expect(created.statusCode).toBe(201);
    const colleagueId: string = created.json().id;
    await testApp.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [colleagueId, await hashPassword(TEST_PASSWORD)]);
    const laptop = await signInFrom(firefox, '203.0.113.30', 'signed_out_colleague');
    const phone = await signInFrom(safari, '198.51.100.30', 'signed_out_colleague');
    const signOut = endpointPath(usersAdminApi.signOut, { id: colleagueId });

    // Another company's administrator, and the colleague themselves (no administrator), are refused.
    const stranger = await signInFrom(firefox, '192.0.2.30', 'someone_else');
    expect((await stranger.post(signOut, {})).statusCode).toBe(404);
    expect((await laptop.post(signOut, {})).statusCode).toBe(403);
    expect((await phone.get('/api/catalogue/current-user/')).statusCode).toBe(200);

    expect((await admin.post(signOut, {})).statusCode).toBe(204);
    for (const browser of [laptop, phone]) {
      expect((await browser.get('/api/catalogue/current-user/')).statusCode).toBe(401);
      expect((await browser.post('/api/auth/token/refresh/', {})).statusCode).toBe(401);
    }
    expect((await admin.get('/api/catalogue/current-user/')).statusCode).toBe(200);
    // Signing in again works: nothing else changed.
    await signInFrom(firefox, '203.0.113.31', 'signed_out_colleague');
  });
});
