import { jest } from '@jest/globals';
import WebSocket from 'ws';
import { drivers, startTestApp } from '../../test/harness.ts';
import type { TestApp, TestClient } from '../../test/harness.ts';

jest.setTimeout(60_000);

const cookieHeader = (client: TestClient) => [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

type Upgrade = { opened: true } | { opened: false; status: number; body: string };

/** Opens `/ws/` with the given headers: whether the socket opened, or the refusal's status and body. */
function upgrade(url: string, headers: Record<string, string>): Promise<Upgrade> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve({ opened: true });
    });
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ opened: false, status: response.statusCode ?? 0, body }));
    });
    socket.once('error', reject);
  });
}

describe.each(drivers)('the origin of a /ws/ upgrade on %s', (driver) => {
  let testApp: TestApp;
  let url: string;
  let cookie: string;

  beforeAll(async () => {
    testApp = await startTestApp(driver); // public address http://pimento.test
    await testApp.createCompany('Origin Co', { username: 'origin_admin' });
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address.replace('http', 'ws')}/ws/`;
    const client = testApp.client();
    await client.login('origin_admin');
    cookie = cookieHeader(client);
  });
  afterAll(() => testApp.close());

  it('opens for a page of the suite', async () => {
    expect(await upgrade(url, { cookie, origin: 'http://pimento.test' })).toEqual({ opened: true });
  });

  it('refuses a page of another site, even with the user cookies', async () => {
    for (const origin of ['https://attacker.example', 'http://pimento.test.attacker.example', 'https://pimento.test', 'null']) {
      const refused = await upgrade(url, { cookie, origin });
      expect(refused).toMatchObject({ opened: false, status: 403 });
      if (!refused.opened) expect(JSON.parse(refused.body)).toMatchObject({ code: 'realtime.origin_forbidden' });
    }
  });

  it('leaves clients that are no browser (no Origin) to the session check', async () => {
    expect(await upgrade(url, { cookie })).toEqual({ opened: true });
    expect(await upgrade(url, {})).toMatchObject({ opened: false, status: 401 });
  });
});
