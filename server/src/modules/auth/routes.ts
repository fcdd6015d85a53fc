import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  csrfResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  resetPasswordRequestSchema,
  sessionCookieNames,
} from '@pimento/shared-kit/contracts/auth';
import { emptyBodySchema } from '@pimento/shared-kit/contracts/common';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import { z } from 'zod';
import { ensureCsrfToken } from '../../http/csrf.ts';
import { clearSessionCookies, setLanguageCookie, setSessionCookies } from './cookies.ts';
import * as auth from './service.ts';
import { principalOf, requireSession } from './session.ts';

const noContent = z.null().describe('No content');

/** Sign-in, session refresh, logout, password reset and e-mail confirmation (docs/api.md "Session"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/csrf/', { schema: { tags: ['auth'], response: { 200: csrfResponseSchema } } }, async (request, reply) => {
    return { csrf: ensureCsrfToken(request, reply) };
  });

  app.post(
    '/token/',
    { schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema } } },
    async (request, reply) => {
      const session = await auth.logIn(request.server.deps, { ...request.body, ip: request.ip });
      setSessionCookies(request, reply, session.access, session.refresh);
      setLanguageCookie(request, reply, session.principal.language);
      return { code: 'log-in-success' as const };
    },
  );

  app.post(
    '/token/refresh/',
    { schema: { tags: ['auth'], body: refreshRequestSchema.optional(), response: { 200: refreshResponseSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      const token = request.body?.refresh ?? request.cookies[sessionCookieNames.refresh];
      const session = await auth.refresh(request.server.deps, token);
      setSessionCookies(request, reply, session.access, session.refresh);
      return { code: 'token-refreshed' as const };
    },
  );

  app.post('/logout/', { schema: { tags: ['auth'], body: emptyBodySchema.optional(), response: { 204: noContent } } }, async (request, reply) => {
    await auth.logOut(request.server.deps, request.cookies[sessionCookieNames.refresh]);
    clearSessionCookies(request, reply);
    return reply.code(204).send(null);
  });

  // Reset e-mails still being prepared or sent after their answer; closing the server waits for them.
  const pendingResetMails = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pendingResetMails]);
  });

  app.post(
    '/forgot-password/',
    { schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 204: noContent, 429: apiErrorSchema } } },
    async (request, reply) => {
      const { deps } = request.server;
      await auth.admitPasswordResetRequest(deps, request.ip);
      // After the answer: whether the account exists must not show in the time it takes.
      const mail = auth.sendPasswordReset(deps, request.body.username_or_email).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'password reset request failed');
      });
      pendingResetMails.add(mail);
      void mail.finally(() => pendingResetMails.delete(mail));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/reset-password/',
    { schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 204: noContent, 400: apiErrorSchema } } },
    async (request, reply) => {
      await auth.resetPassword(request.server.deps, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/confirm-email/',
    { schema: { tags: ['auth'], body: confirmEmailRequestSchema, response: { 204: noContent, 400: apiErrorSchema } } },
    async (request, reply) => {
      await auth.confirmEmail(request.server.deps.db, request.body.token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/change-password/',
    {
      preHandler: requireSession,
      schema: { tags: ['auth'], body: changePasswordRequestSchema, response: { 204: noContent, 400: apiErrorSchema, 429: apiErrorSchema } },
    },
    async (request, reply) => {
      await auth.changePassword(request.server.deps, principalOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
