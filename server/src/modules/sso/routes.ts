import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import type { SsoData } from '@pimento/shared-kit/contracts/sso';
import { OIDC_CALLBACK_PATH, SAML_ACS_PATH, ssoApi } from '@pimento/shared-kit/contracts/sso';
import { endpointRoutes, routeUrl } from '../../http/endpoint-route.ts';
import { inTenant } from '../../http/tenant.ts';
import { clearSessionCookies, setLanguageCookie, setSessionCookies } from '../auth/cookies.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { assertAdministrator } from '../rights/authorization.ts';
import { assertDomainsFree, removeSsoConfig, saveSsoConfig, ssoSetup } from './config-service.ts';
import { oidcRedirectUrl } from './oidc.ts';
import { microsoftLinkStatus, startMicrosoftLink, unlinkMicrosoft } from './profile-link.ts';
import { companySsoData, deploymentSsoData } from './service.ts';
import { collectSamlSession, consumeSamlResponse, finishOidcSignIn, startSignIn, startTestSignIn, type SsoSignedIn } from './sign-in.ts';

/** The largest SAML response accepted (a signed assertion with attributes is a few KB). */
const SAML_BODY_LIMIT = 256 * 1024;

/**
 * `GET /api/sso-data/`: public, the login page reads it. Signed in, it describes the user's
 * company; otherwise the deployment's Microsoft application (`MICROSOFT_*` variables).
 * Sign-in through the company's identity provider and its administration (docs/sso.md).
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, { tags: ['auth'] });
  route(ssoApi.data, async (request): Promise<SsoData> => {
    const { config, db, jwtSecret } = request.server.deps;
    const deployment = deploymentSsoData(config);
    const token = request.cookies[sessionCookieNames.access];
    if (token === undefined) return deployment;
    const verified = await verifyAccessToken(token, jwtSecret);
    if (verified.status !== 'valid') return deployment;
    return db.withTenant(verified.value.companyId, (tx) => companySsoData(tx, verified.value.companyId, deployment, oidcRedirectUrl(config)));
  });

  const answerSignedIn = (request: FastifyRequest, reply: FastifyReply, signedIn: SsoSignedIn) => {
    setSessionCookies(request, reply, signedIn.session.access, signedIn.session.refresh);
    setLanguageCookie(request, reply, signedIn.session.principal.language);
    return { code: 'log-in-success' as const, next: signedIn.next, test: signedIn.test };
  };

  route(ssoApi.start, async (request, reply) => ({ redirect_url: await startSignIn(request.server.deps, request, reply, request.body) }));
  route(ssoApi.microsoftConnect, async (request, reply) => {
    const outcome = await finishOidcSignIn(request.server.deps, request, request.body.query);
    // A link from the profile keeps the session it was started in.
    if ('linked' in outcome) return { code: 'microsoft-linked' as const, next: outcome.next, test: false };
    return answerSignedIn(request, reply, outcome);
  });
  route(ssoApi.samlToken, async (request, reply) => answerSignedIn(request, reply, await collectSamlSession(request.server.deps, request, request.body.request_id)));

  // The identity provider's form post: urlencoded, cross-site (no CSRF header can come with it:
  // the state, the signed assertion and the browser binding at collection prove it instead).
  await app.register(async (acs) => {
    acs.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: SAML_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    acs.post(routeUrl(app.prefix, SAML_ACS_PATH), { config: { csrfExempt: true }, schema: { hide: true } }, async (request, reply) => {
      const outcome = await consumeSamlResponse(request.server.deps, (request.body ?? {}) as Record<string, string>);
      const query = 'requestId' in outcome ? `saml_request=${encodeURIComponent(outcome.requestId)}` : `error=${encodeURIComponent(outcome.error)}`;
      return reply.redirect(`${OIDC_CALLBACK_PATH}?${query}`, 303);
    });
  });

  const signedIn = endpointRoutes(app, { tags: ['auth'], preHandler: requireSession });
  signedIn(ssoApi.linkStatus, (request) => microsoftLinkStatus(request.server.deps, principalOf(request)));
  signedIn(ssoApi.link, async (request, reply) => ({ redirect_url: await startMicrosoftLink(request.server.deps, request, reply, principalOf(request)) }));
  signedIn(ssoApi.unlink, async (request, reply) => {
    await unlinkMicrosoft(request.server.deps, principalOf(request));
    clearSessionCookies(request, reply);
  });

  const admin = endpointRoutes(app, { tags: ['sso'], preHandler: requireSession });
  admin(ssoApi.setup, (request) => inTenant(request, (tx, principal) => ssoSetup(tx, principal, request.server.deps.config)));
  admin(ssoApi.save, async (request) => {
    await assertDomainsFree(request.server.deps.db, principalOf(request), request.body.email_domains);
    return inTenant(request, async (tx, principal) => {
      await saveSsoConfig(tx, principal, request.body);
      return ssoSetup(tx, principal, request.server.deps.config);
    });
  });
  admin(ssoApi.remove, (request) => inTenant(request, (tx, principal) => removeSsoConfig(tx, principal)));
  admin(ssoApi.test, async (request, reply) => {
    const principal = principalOf(request);
    assertAdministrator(principal);
    return { redirect_url: await startTestSignIn(request.server.deps, request, reply, principal) };
  });
};
