import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { repositoryRoot } from '../../config.ts';
import { sendError } from '../../http/error-handler.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, isContentHashed } from '../../http/static-cache.ts';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { signedInPreloads } from './signed-in-preloads.ts';

export const shellDist = path.join(repositoryRoot, 'shell', 'dist');

/** Paths that never fall back to the shell: the API, the real-time channel and the remotes. */
const notShellPaths = /^\/(api|ws|remotes)(\/|$)/;

const shellNotBuilt = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Pimento</title>
<p>The shell is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds on first run).</p></html>`;

/**
 * Serves the built shell: its assets under `/shell/`, and `index.html` (revalidated at each load)
 * for `/` and every other GET that is not API, `/ws` or `/remotes` — the single-page application's
 * routes. Every file goes out as its pre-compressed sibling (`.br`, `.gz`, written by the build)
 * when the browser accepts one, with `Vary: Accept-Encoding`.
 */
export async function registerShell(app: FastifyInstance): Promise<void> {
  // Also gives every reply `sendFile`, used by the remote files route (pre-compressed there too).
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/shell/',
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // `sendFile` of the remote files route passes here too; those set their own header.
      if (!filePath.startsWith(shellDist)) return;
      // Content-hashed file names never change; everything else is revalidated.
      reply.header('cache-control', isContentHashed(filePath) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    },
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', CACHE_REVALIDATE);
    // With a session, the signed-in part's scripts and first API calls start with the page (`signed-in-preloads.ts`).
    if (request.cookies[sessionCookieNames.refreshPayload]) reply.header('link', signedInPreloads(shellDist));
    if (!fs.existsSync(path.join(shellDist, 'index.html'))) return reply.code(503).type('text/html; charset=utf-8').send(shellNotBuilt);
    return reply.sendFile('index.html', shellDist, { cacheControl: false });
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !notShellPaths.test(pathname) && !pathname.startsWith('/shell/')) {
      return sendIndex(request, reply);
    }
    return sendError(reply, 404, 'route.not_found');
  });
}
