import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi, sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { sessionsApi } from '@pimento/shared-kit/contracts/sessions';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { ensureCsrfToken } from '../../http/csrf.ts';
import { clearSessionCookies, setLanguageCookie, setSessionCookies } from './cookies.ts';
import * as auth from './service.ts';
import { endActiveSession, endOtherSessions, listActiveSessions } from './active-sessions.ts';
import { principalOf, requireSession } from './session.ts';
import { sessionClientOf } from './session-client.ts';

/** Sign-in, session refresh, logout, password reset and e-mail confirmation (docs/api.md "Session"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, { tags: ['auth'] });

  route(authApi.csrf, (request, reply) => ({ csrf: ensureCsrfToken(request, reply) }));

  route(authApi.login, async (request, reply) => {
    const session = await auth.logIn(request.server.deps.db, { ...request.body, ...sessionClientOf(request) }, request.server.deps);
    setSessionCookies(request, reply, session.access, session.refresh);
    setLanguageCookie(request, reply, session.principal.language);
    return { code: 'log-in-success' as const };
  });

  route(authApi.refresh, async (request, reply) => {
    const token = request.body?.refresh ?? request.cookies[sessionCookieNames.refresh];
    const session = await auth.refresh(request.server.deps.db, token, sessionClientOf(request), request.server.deps);
    setSessionCookies(request, reply, session.access, session.refresh);
    return { code: 'token-refreshed' as const };
  });

  route(authApi.logout, async (request, reply) => {
    await auth.logOut(request.server.deps.db, request.cookies[sessionCookieNames.refresh], request.server.deps);
    clearSessionCookies(request, reply);
  });

  // Reset e-mails still being prepared or sent after their answer; closing the server waits for them.
  const pendingResetMails = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pendingResetMails]);
  });

  route(authApi.forgotPassword, async (request) => {
    const { deps } = request.server;
    await auth.admitPasswordResetRequest(deps.db, request.ip);
    // After the answer: whether the account exists must not show in the time it takes.
    const mail = auth.sendPasswordReset(deps.db, request.body.username_or_email, deps).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'password reset request failed');
    });
    pendingResetMails.add(mail);
    void mail.finally(() => pendingResetMails.delete(mail));
  });

  route(authApi.resetPassword, (request) => auth.resetPassword(request.server.deps.db, request.body));

  route(authApi.confirmEmail, (request) => auth.confirmEmail(request.server.deps.db, request.body.token));

  route(authApi.changePassword, (request) => auth.changePassword(request.server.deps.db, principalOf(request), request.body), { preHandler: requireSession });

  route(authApi.changeEmail, (request) => auth.requestEmailChange(request.server.deps.db, principalOf(request), request.body, request.server.deps), { preHandler: requireSession });

  route(sessionsApi.list, (request) => listActiveSessions(request.server.deps.db, principalOf(request)), { preHandler: requireSession });
  route(sessionsApi.end, (request) => endActiveSession(request.server.deps.db, principalOf(request), request.params.id), { preHandler: requireSession });
  route(sessionsApi.endOthers, (request) => endOtherSessions(request.server.deps.db, principalOf(request)), { preHandler: requireSession });
};
