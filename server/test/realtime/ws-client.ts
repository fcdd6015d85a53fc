/** A real `ws` client for the /ws/ suites: collects what the server sends and waits for messages. */
import WebSocket from 'ws';

export type TestSocket = {
  socket: WebSocket;
  received: Array<{ type: string; [key: string]: unknown }>;
  /** Resolves with the first received message (past or future) matching `predicate`. */
  waitFor(predicate: (message: { type: string; [key: string]: unknown }) => boolean, timeoutMs?: number): Promise<{ type: string; [key: string]: unknown }>;
  handshake(): Promise<void>;
  close(): Promise<void>;
};

export function openSocket(url: string, cookie?: string): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    const received: TestSocket['received'] = [];
    const waiters = new Set<() => void>();
    socket.on('message', (data) => {
      received.push(JSON.parse(data.toString()));
      for (const wake of waiters) wake();
    });
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () => {
      const testSocket: TestSocket = {
        socket,
        received,
        waitFor(predicate, timeoutMs = 5000) {
          return new Promise((found, fail) => {
            const check = () => {
              const match = received.find(predicate);
              if (!match) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(match);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching message; received ${JSON.stringify(received.map((message) => message.type))}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        async handshake() {
          socket.send(JSON.stringify({ type: 'code', code: 'global' }));
          await testSocket.waitFor((message) => message.type === 'msg');
        },
        close() {
          return new Promise((closed) => {
            if (socket.readyState === WebSocket.CLOSED) return closed();
            socket.once('close', () => closed());
            socket.close();
          });
        },
      };
      resolve(testSocket);
    });
  });
}
