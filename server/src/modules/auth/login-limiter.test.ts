import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';

const WRONG = 'Wrong#Password99';

describe.each(drivers)('the sign-in limiter on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  async function signIn(username: string, password: string, remoteAddress: string) {
    return testApp.client().post('/api/auth/token/', { username, password }, { remoteAddress });
  }

  /** As if the limiter's last recorded failure of `keyPart` were `seconds` older. */
  async function age(keyPart: string, seconds: number): Promise<void> {
    await testApp.db.query('UPDATE login_limits SET last_failure_at = last_failure_at - make_interval(secs => $2) WHERE key LIKE $1', [`%${keyPart}%`, seconds]);
  }

  it('lets at most 5 of 100 parallel wrong passwords for one account reach verification', async () => {
    await testApp.createCompany('Burst Co', { username: 'burst_user' });
    const answers = await Promise.all(Array.from({ length: 100 }, () => signIn('burst_user', WRONG, '198.51.100.10')));
    const statuses = answers.map((answer) => answer.statusCode);
    // 401 means the password was verified (and wrong); 429 that the guess was refused before.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
  });

  it('refuses the 6th attempt in a row for 30 s with a clear answer, then doubles the delay', async () => {
    await testApp.createCompany('Owner Co', { username: 'owner_user' });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('owner_user', WRONG, '198.51.100.20')).statusCode).toBe(401);
    const refused = await signIn('owner_user', TEST_PASSWORD, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(25);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(refused.json()).toEqual({ code: 'auth.throttled', message: `Too many attempts. Try again in ${seconds} s.`, params: { seconds } });

    await age('owner_user', 30);
    expect((await signIn('owner_user', WRONG, '198.51.100.20')).statusCode).toBe(401);
    const longer = await signIn('owner_user', TEST_PASSWORD, '198.51.100.20');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Waited out, the right password signs in and the count starts again.
    await age('owner_user', 60);
    expect((await signIn('owner_user', TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('owner_user', WRONG, '198.51.100.20')).statusCode).toBe(401);
  });

  it('does not lock the owner out from another address while someone guesses from one', async () => {
    await testApp.createCompany('Target Co', { username: 'target_user' });
    for (let attempt = 0; attempt < 8; attempt += 1) await signIn('target_user', WRONG, '203.0.113.66');
    expect((await signIn('target_user', TEST_PASSWORD, '203.0.113.66')).statusCode).toBe(429);
    expect((await signIn('target_user', TEST_PASSWORD, '192.0.2.44')).statusCode).toBe(200);
  });

  it('slows an address that guesses across 20 accounts, and an account guessed from 50 addresses', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await signIn(`nobody_${attempt}`, WRONG, '203.0.113.7')).statusCode).toBe(401);
    expect((await signIn('nobody_else', WRONG, '203.0.113.7')).statusCode).toBe(429);

    await testApp.createCompany('Spread Co', { username: 'spread_user' });
    for (let attempt = 0; attempt < 50; attempt += 1) expect((await signIn('spread_user', WRONG, `10.9.0.${attempt}`)).statusCode).toBe(401);
    expect((await signIn('spread_user', TEST_PASSWORD, '10.9.1.1')).statusCode).toBe(429);
  });

  it('forgets failures an hour after the last one', async () => {
    await testApp.createCompany('Forgiven Co', { username: 'forgiven_user' });
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn('forgiven_user', WRONG, '198.51.100.30');
    expect((await signIn('forgiven_user', TEST_PASSWORD, '198.51.100.30')).statusCode).toBe(429);
    await age('forgiven_user', 3600);
    expect((await signIn('forgiven_user', WRONG, '198.51.100.30')).statusCode).toBe(401);
    expect((await signIn('forgiven_user', TEST_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
  });

  it('limits the current-password check of change-password per user', async () => {
    await testApp.createCompany('Stolen Co', { username: 'stolen_session_user' });
    const client = testApp.client();
    await client.login('stolen_session_user');
    const change = (oldPassword: string) =>
      client.post('/api/auth/change-password/', { old_password: oldPassword, password: 'Brisk#Lantern77', password_confirmation: 'Brisk#Lantern77' });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change(WRONG)).json().code).toBe('old-password-incorrect');
    const refused = await change(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('auth.throttled');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await testApp.db.query<{ unchanged: boolean }>(
      "SELECT previous_password_hash IS NULL AS unchanged FROM users WHERE username = 'stolen_session_user'",
    );
    expect(row!.unchanged).toBe(true);
  });

  it('limits forgot-password requests per address, answering alike for known and unknown accounts', async () => {
    await testApp.createCompany('Forgot Co', { username: 'forgot_user', email: 'forgot_user@example.com' });
    const ask = (usernameOrEmail: string, remoteAddress: string) =>
      testApp.client().post('/api/auth/forgot-password/', { username_or_email: usernameOrEmail }, { remoteAddress });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await ask(attempt % 2 === 0 ? 'forgot_user' : `unknown_${attempt}`, '198.51.100.40');
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
    }
    const refused = await ask('forgot_user', '198.51.100.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('auth.throttled');
    expect((await ask('forgot_user', '198.51.100.41')).statusCode).toBe(204);
  });
});

describe.each(drivers)('the sign-in limiter behind one proxy (PIMENTO_TRUST_PROXY=1) on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver, { env: { PIMENTO_TRUST_PROXY: '1' } });
  });
  afterAll(() => testApp.close());

  /** Through the proxy at 10.0.0.1, which appends the address it saw to what the client wrote. */
  async function signInThroughProxy(username: string, clientWrote: string, clientAddress: string) {
    return testApp.client().post('/api/auth/token/', { username, password: WRONG }, {
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': `${clientWrote}, ${clientAddress}` },
    });
  }

  it('counts a client that rotates the X-Forwarded-For it writes as one address', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await signInThroughProxy(`guess_${attempt}`, `203.0.113.${attempt}`, '198.51.100.50')).statusCode).toBe(401);
    }
    for (let attempt = 20; attempt < 30; attempt += 1) {
      expect((await signInThroughProxy(`guess_${attempt}`, `203.0.113.${attempt}`, '198.51.100.50')).statusCode).toBe(429);
    }
    // Everyone else behind the same proxy still signs in.
    await testApp.createCompany('Behind Proxy Co', { username: 'behind_proxy_user' });
    const other = await testApp.client().post('/api/auth/token/', { username: 'behind_proxy_user', password: TEST_PASSWORD }, {
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.51' },
    });
    expect(other.statusCode).toBe(200);
  });
});
