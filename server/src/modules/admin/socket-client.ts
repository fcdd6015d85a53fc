import http from 'node:http';

export type AdminAnswer = { status: number; body: { message?: string; code?: string; fields?: Record<string, string[]>; ids?: Record<string, string> } };

/**
 * Sends one command to the running server's admin socket. Null when no server answers there
 * (no socket file, or a stale one), so the CLI opens the database itself.
 */
export function sendAdminCommand(socketPath: string, route: string, body: unknown): Promise<AdminAnswer | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: route, method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 500, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    request.end(JSON.stringify(body));
  });
}
