import fs from 'node:fs';
import http from 'node:http';
import type { ZodType } from 'zod';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { AppError } from '../../http/app-error.ts';
import type { CommandDeps } from './commands.ts';
import { createCompanyCommand, createUserCommand } from './commands.ts';
import type { CommandResult } from './schemas.ts';
import { createCompanyCommandSchema, createUserCommandSchema, exportCommandSchema, importCommandSchema } from './schemas.ts';
import { operatorImport } from '../imports/operator-import.ts';
import { operatorExport } from '../exports/operator-export.ts';
import { adminSocketPath } from './socket-path.ts';

type Route = { schema: ZodType; run(deps: CommandDeps, input: never): Promise<CommandResult> };

/** The operator commands the CLI may send to the running server. */
const routes: Record<string, Route> = {
  '/companies': { schema: createCompanyCommandSchema, run: createCompanyCommand },
  '/users': { schema: createUserCommandSchema, run: createUserCommand },
  '/imports': { schema: importCommandSchema, run: operatorImport },
  '/exports': { schema: exportCommandSchema, run: operatorExport },
};

const MAX_BODY_BYTES = 64 * 1024;

async function readBody(request: http.IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new AppError(413, 'payload.too_large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The admin endpoint of the serving process, on the Unix socket `<dataDir>/admin.sock` (mode 600:
 * only local users with access to the data directory reach it). The CLI sends `company create` and
 * `user create` here while the server runs, because the embedded PGlite database cannot be opened
 * by a second process.
 */
export async function startAdminSocket(deps: CommandDeps): Promise<{ close(): Promise<void> }> {
  const socketPath = adminSocketPath(deps.config.dataDir);
  // A socket file left by a process that died refuses connections; replace it.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    try {
      const route = routes[request.url ?? ''];
      if (request.method !== 'POST' || route === undefined) return reply(404, { code: 'route.not_found', message: errorMessage('route.not_found') });
      let json: unknown;
      try {
        json = JSON.parse(await readBody(request));
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(400, 'validation.malformed_json');
      }
      const parsed = route.schema.safeParse(json);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || '_', [issue.message]]));
        return reply(400, { code: 'validation.invalid', message: errorMessage('validation.invalid'), fields });
      }
      return reply(200, await route.run(deps, parsed.data as never));
    } catch (error) {
      if (error instanceof AppError) return reply(error.statusCode, { code: error.code, message: errorMessage(error.code), fields: error.fields });
      deps.log.warn({ err: error }, 'admin command failed');
      return reply(500, { code: 'internal-server-error', message: errorMessage('internal-server-error') });
    }
  });
  // An import answers when it is done, however long that takes.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        fs.rmSync(socketPath, { force: true });
      }),
  };
}
