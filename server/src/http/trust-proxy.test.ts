import Fastify from 'fastify';
import { trustProxyFromEnv } from '../config.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

/** The address a server configured with `PIMENTO_TRUST_PROXY=setting` sees for a request. */
async function clientAddress(setting: string | undefined, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trustProxyFromEnv(setting)) });
  app.get('/', async (request) => ({ ip: request.ip }));
  try {
    const response = await app.inject({ method: 'GET', url: '/', remoteAddress, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });
    return (response.json() as { ip: string }).ip;
  } finally {
    await app.close();
  }
}

describe('PIMENTO_TRUST_PROXY', () => {
  it('believes no X-Forwarded-For by default', async () => {
    expect(await clientAddress(undefined, '10.0.0.1', '198.51.100.1')).toBe('10.0.0.1');
    expect(await clientAddress('0', '10.0.0.1', '198.51.100.1')).toBe('10.0.0.1');
  });

  it('with a hop count, takes the address the outermost proxy saw, not what the client wrote', async () => {
    // The client wrote 203.0.113.99; the one proxy appended the address it saw.
    expect(await clientAddress('1', '10.0.0.1', '203.0.113.99, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress('2', '10.0.0.1', '203.0.113.99, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
  });

  it('with proxy addresses, believes only hops from them', async () => {
    expect(await clientAddress('10.0.0.0/8', '10.0.0.1', '203.0.113.99, 198.51.100.7')).toBe('198.51.100.7');
    // A client talking to the server directly cannot choose its address.
    expect(await clientAddress('10.0.0.0/8', '198.51.100.8', '203.0.113.99')).toBe('198.51.100.8');
    expect(await clientAddress('loopback, 10.1.2.3', '10.1.2.3', '198.51.100.9')).toBe('198.51.100.9');
  });

  it('refuses to believe every hop', () => {
    expect(() => trustProxyFromEnv('true')).toThrow('PIMENTO_TRUST_PROXY');
    expect(() => trustProxyFromEnv('yes')).toThrow('PIMENTO_TRUST_PROXY');
  });
});
