import { once } from 'node:events';
import zlib from 'node:zlib';
import WebSocket from 'ws';
import { jest } from '@jest/globals';
import { drivers, startTestApp } from '../../test/harness.ts';
import type { TestApp, TestClient } from '../../test/harness.ts';
import { COMPRESSION_THRESHOLD_BYTES, negotiateEncoding } from './body-compression.ts';

// a whole app on each driver, on a shared 2-core machine
jest.setTimeout(120_000);

describe('choosing the encoding of an answer', () => {
  it('prefers brotli, then gzip, then the body as it is', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('follows the client’s q-values; q=0 refuses an encoding; * stands for gzip', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.9, gzip;q=0.8')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('BR')).toBe('br');
    expect(negotiateEncoding('*')).toBe('gzip');
  });
});

describe.each(drivers)('compressed API answers on %s', (driver) => {
  let testApp: TestApp;
  let client: TestClient;
  const listing = { page_size: 200 };

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const { company } = await testApp.createCompany('Compress Co', { username: 'compress_admin' });
    client = testApp.client();
    await client.login('compress_admin');
    // 200 products written directly (the API's creation path is another suite's subject).
    await testApp.db.query(
      `INSERT INTO products (company_id, sku, name)
       SELECT $1, 'CMP-' || n, 'Stainless hinge ' || n || ', 35 mm, brushed finish' FROM generate_series(1, 200) AS n`,
      [company.id],
    );
  });
  afterAll(() => testApp.close());

  it('sends a 200-row listing brotli-compressed to a browser that accepts it, the same JSON once decoded', async () => {
    const plain = await client.post('/api/catalogue/product/search/', listing);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const rows = (plain.json() as { items: unknown[] }).items;
    expect(rows).toHaveLength(200);

    const compressed = await client.post('/api/catalogue/product/search/', listing, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    const body = compressed.rawPayload;
    expect(Number(compressed.headers['content-length'] ?? body.length)).toBe(body.length);
    // Far smaller on the wire: repetitive JSON keys and values.
    expect(body.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(body).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip when brotli is refused or not offered', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'br;q=0.1, gzip;q=0.9']) {
      const response = await client.post('/api/catalogue/product/search/', listing, { headers: { 'accept-encoding': acceptEncoding } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect((JSON.parse(zlib.gunzipSync(response.rawPayload).toString('utf8')) as { items: unknown[] }).items).toHaveLength(200);
    }
  });

  it('leaves small answers and error answers below the threshold as they are', async () => {
    const health = await client.get('/api/health/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
    const missing = await client.get('/api/catalogue/product/999999/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json().code).toBeDefined();
  });

  it('keeps the WebSocket working for a browser that accepts compressed answers', async () => {
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    const socket = new WebSocket(`${address.replace('http', 'ws')}/ws/`, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    try {
      await once(socket, 'open');
      socket.send(JSON.stringify({ type: 'code', code: 'global' }));
      const [data] = (await once(socket, 'message')) as [Buffer];
      expect(JSON.parse(data.toString('utf8'))).toMatchObject({ type: 'ack_code', code: 'global' });
    } finally {
      socket.close();
    }
  });
});
