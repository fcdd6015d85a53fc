import type { Config } from '../config.ts';

/**
 * `config.trustProxy` as Fastify takes it. A hop count becomes "the first `hops` addresses of the
 * chain are proxies" (the socket's peer, then `X-Forwarded-For` from the right), so the client's
 * address is the one the outermost proxy saw and whatever the client wrote further left is ignored.
 */
export function fastifyTrustProxy(trustProxy: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}
