// `/ws/` fan-out: 1,000 signed-in clients, one company-wide message, delivery latency.
// The message is published the way any API or worker process publishes it: a NOTIFY on the
// realtime channel of the shared PostgreSQL database, so the figure includes the cross-process hop.
import pg from 'pg';
import WebSocket from 'ws';
import { startServer } from '../lib/server-process.ts';
import { signIn } from '../lib/session.ts';
import { createScratchDatabase } from '../lib/postgres-database.ts';
import type { BenchResult } from '../lib/result.ts';

const clientCount = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const rounds = Number(process.env.BENCH_WS_ROUNDS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 18090);

export async function companyWideDelivery(): Promise<BenchResult[]> {
  const database = await createScratchDatabase('pimento_bench_ws');
  const server = await startServer({ port, env: { DATABASE_URL: database.url } });
  const sockets: WebSocket[] = [];
  const publisher = new pg.Client({ connectionString: database.url });
  try {
    const { cookie } = await signIn(server.baseUrl);
    const receivedAt: number[][] = Array.from({ length: rounds }, () => []);
    for (let index = 0; index < clientCount; index += 1) {
      sockets.push(await openHandshakenSocket(`ws://127.0.0.1:${port}/ws/`, cookie, receivedAt));
    }
    await publisher.connect();
    const [company] = (await publisher.query<{ id: string }>('SELECT id FROM companies ORDER BY created_at LIMIT 1')).rows;
    if (!company) throw new Error('no company seeded');

    const latencies: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const sentAt = performance.now();
      const envelope = { scope: 'company', companyId: company.id, message: { type: 'company_updated', fields: [`bench-${round}`] } };
      await publisher.query('SELECT pg_notify($1, $2)', ['pimento_realtime', JSON.stringify({ inline: envelope })]);
      await waitUntil(() => receivedAt[round]!.length === clientCount, 10_000);
      latencies.push(...receivedAt[round]!.map((at) => at - sentAt));
    }
    latencies.sort((a, b) => a - b);
    const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
    return [
      {
        scenario: `/ws/ company-wide message to ${clientCount} clients (PostgreSQL NOTIFY), delivery p99`,
        figure: percentile(99),
        unit: 'ms',
        target: '< 100 ms',
        detail: { p50: round1(percentile(50)), p95: round1(percentile(95)), max: round1(latencies.at(-1)!), rounds },
      },
    ];
  } finally {
    for (const socket of sockets) socket.terminate();
    await publisher.end().catch(() => undefined);
    await server.stop();
    await database.drop();
  }
}

function openHandshakenSocket(url: string, cookie: string, receivedAt: number[][]): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'code', code: 'global' })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; fields?: string[] };
      if (message.type === 'ack_code') resolve(socket);
      const tag = message.type === 'company_updated' ? message.fields?.[0] : undefined;
      if (tag?.startsWith('bench-')) receivedAt[Number(tag.slice('bench-'.length))]!.push(performance.now());
    });
    socket.on('error', reject);
  });
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) throw new Error('timed out waiting for deliveries');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;
