/**
 * A local stand-in for Sentry / GlitchTip: accepts the SDKs' envelopes on
 * `POST /api/<project>/envelope/` and keeps their items, so a suite can read what was reported.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type EnvelopeItem = { type: string; payload: Record<string, unknown> };

export type EnvelopeReceiver = {
  /** A DSN pointing here, for project 1. */
  dsn: string;
  items: EnvelopeItem[];
  /** The error events received so far. */
  events(): Record<string, unknown>[];
  close(): Promise<void>;
};

/**
 * Parses an envelope: a header line, then items, each a header line and a payload whose byte
 * length the header gives (binary payloads, like replay recordings, may hold newlines) or that
 * runs to the end of its line.
 */
function parseEnvelope(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  const lineEnd = (from: number) => {
    const end = body.indexOf(0x0a, from);
    return end === -1 ? body.length : end;
  };
  let offset = lineEnd(0) + 1;
  while (offset < body.length) {
    const headerEnd = lineEnd(offset);
    const header = JSON.parse(body.subarray(offset, headerEnd).toString('utf8')) as { type: string; length?: number };
    const payloadStart = headerEnd + 1;
    const payloadEnd = header.length !== undefined ? payloadStart + header.length : lineEnd(payloadStart);
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(body.subarray(payloadStart, payloadEnd).toString('utf8')) as Record<string, unknown>;
    } catch {
      payload = {}; // binary items (replay recordings) are kept by type only
    }
    items.push({ type: header.type, payload });
    offset = payloadEnd + 1;
  }
  return items;
}

export async function startEnvelopeReceiver(): Promise<EnvelopeReceiver> {
  const items: EnvelopeItem[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' };
      try {
        let body = Buffer.concat(chunks);
        if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        if (request.method === 'POST' && /^\/api\/\d+\/envelope\//.test(request.url ?? '')) items.push(...parseEnvelope(body));
        response.writeHead(200, headers).end('{}');
      } catch (error) {
        // An envelope this stand-in cannot read is the suite's to see, not a crash of the test process.
        items.push({ type: 'unreadable', payload: { error: String(error) } });
        response.writeHead(400, headers).end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    items,
    events: () => items.filter((item) => item.type === 'event').map((item) => item.payload),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
