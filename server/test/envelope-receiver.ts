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

/** Parses an envelope: a header line, then pairs of item header and payload lines. */
function parseEnvelope(body: string): EnvelopeItem[] {
  const lines = body.split('\n');
  const items: EnvelopeItem[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index]!) as { type: string };
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(lines[index + 1]!) as Record<string, unknown>;
    } catch {
      payload = {}; // binary items (replay recordings) are kept by type only
    }
    items.push({ type: header.type, payload });
  }
  return items;
}

export async function startEnvelopeReceiver(): Promise<EnvelopeReceiver> {
  const items: EnvelopeItem[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\//.test(request.url ?? '')) items.push(...parseEnvelope(body.toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{}');
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
