import type { FastifyInstance } from 'fastify';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { setLanguageCookie } from '../modules/auth/cookies.ts';
import { isCookieFree } from './cookie-free.ts';

/** Every browser gets a `language` cookie, `en` until the user signs in or changes it (docs/api.md). */
export function registerLanguageCookie(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || isCookieFree(request)) return;
    const language = request.cookies[sessionCookieNames.language];
    if (language !== 'en' && language !== 'fr') setLanguageCookie(request, reply, 'en');
  });
}
