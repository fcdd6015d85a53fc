import { z } from 'zod';
import { emptyBodySchema } from './common.ts';
import { defineEndpoint, noContentSchema } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

/** `GET /api/sso-data/` (spec §3 "Single sign-on data"). Public: the login page reads it. */
export const ssoDataSchema = z.strictObject({
  sso_used: z.boolean(),
  saml: z.boolean(),
  sso_only: z.boolean(),
  microsoft_client_id: z.string().nullable(),
  microsoft_tenant_id: z.string().nullable(),
  microsoft_redirect_url: z.string().nullable(),
});
export type SsoData = z.infer<typeof ssoDataSchema>;

/**
 * A company's identity provider (docs/sso.md): OpenID Connect (Microsoft Entra or any certified
 * provider, by its issuer) or SAML 2.0; the e-mail domains that lead a sign-in to it; the
 * administrator who keeps a password while SSO-only is on. Administrators only.
 */
export const ssoProtocolSchema = z.enum(['oidc', 'saml']);
export type SsoProtocol = z.infer<typeof ssoProtocolSchema>;

export const ssoLimits = { issuerLength: 500, clientIdLength: 300, secretLength: 1000, certificateLength: 20_000, domains: 20 } as const;

const httpUrlSchema = textSchema
  .trim()
  .min(1)
  .max(ssoLimits.issuerLength)
  .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), { params: { code: 'sso.url_invalid' }, message: 'sso.url_invalid' });

const domainSchema = textSchema
  .trim()
  .toLowerCase()
  .refine((text) => /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(text), { params: { code: 'sso.domain_invalid' }, message: 'sso.domain_invalid' });

/** What the administrator sends. `client_secret`: absent keeps the stored one, null removes it. */
export const ssoConfigInputSchema = z.strictObject({
  protocol: ssoProtocolSchema,
  /** OpenID Connect: the issuer (`https://login.microsoftonline.com/{tenant}/v2.0` for Entra). SAML: the IdP's entity id. */
  issuer: textSchema.trim().min(1).max(ssoLimits.issuerLength),
  client_id: textSchema.trim().min(1).max(ssoLimits.clientIdLength).nullable(),
  client_secret: textSchema.min(1).max(ssoLimits.secretLength).nullable().optional(),
  saml_entry_point: httpUrlSchema.nullable(),
  /** PEM or bare base64 of the IdP's signing certificate. */
  saml_certificate: textSchema.trim().min(1).max(ssoLimits.certificateLength).nullable(),
  email_domains: z.array(domainSchema).min(1).max(ssoLimits.domains),
  emergency_user_id: z.uuid().nullable(),
});
export type SsoConfigInput = z.input<typeof ssoConfigInputSchema>;

export const ssoConfigSchema = z.object({
  protocol: ssoProtocolSchema,
  issuer: z.string(),
  client_id: z.string().nullable(),
  client_secret_set: z.boolean(),
  saml_entry_point: z.string().nullable(),
  saml_certificate: z.string().nullable(),
  email_domains: z.array(z.string()),
  emergency_user_id: z.uuid().nullable(),
  /** The last successful test sign-in of these settings (ISO), null until one. */
  tested_at: z.string().nullable(),
  tested_by: z.string().nullable(),
});
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

/** What the administrator gives the identity provider, and who SSO-only would affect. */
export const ssoSetupSchema = z.object({
  config: ssoConfigSchema.nullable(),
  redirect_url: z.string(),
  saml_acs_url: z.string(),
  saml_entity_id: z.string(),
  /** Active users with no linked identity: e-mailed how to link when SSO-only is switched on. */
  users_without_identity: z.array(z.object({ id: z.uuid(), username: z.string(), email: z.string() })),
  administrators: z.array(z.object({ id: z.uuid(), username: z.string() })),
});
export type SsoSetup = z.infer<typeof ssoSetupSchema>;

/** Starts a sign-in: the company is found by the e-mail's domain; the browser goes to `redirect_url`. */
export const ssoStartRequestSchema = z.strictObject({
  email: textSchema.trim().min(3).max(254),
  /** "Sign in with Microsoft" asks for OpenID Connect; "Sign in with SSO" takes what the company has. */
  protocol: ssoProtocolSchema.optional(),
  next: textSchema.max(2000).optional(),
});
export const ssoRedirectSchema = z.strictObject({ redirect_url: z.string() });

/** `/microsoft-callback/` hands the provider's answer (its query string) to the server. */
export const microsoftConnectRequestSchema = z.strictObject({ query: textSchema.min(1).max(8000) });
/** `/microsoft-callback/?saml_request=…` collects the session a SAML response opened. */
export const samlTokenRequestSchema = z.strictObject({ request_id: textSchema.min(1).max(200) });
/** `microsoft-linked`: the answer of a link started from the profile; the session stays the one it was. */
export const ssoSignedInSchema = z.strictObject({ code: z.enum(['log-in-success', 'microsoft-linked']), next: z.string(), test: z.boolean() });

/**
 * The profile's "Microsoft account" (docs/sso.md "Linking from the profile"): whether the company's
 * provider can be linked to from here (OpenID Connect), and the user's linked identity.
 */
export const microsoftLinkSchema = z.strictObject({
  protocol: ssoProtocolSchema.nullable(),
  linked: z
    .strictObject({
      /** What the provider said the address was when it was linked; shown, never used to link. */
      email: z.string().nullable(),
      linked_at: z.string(),
      last_used_at: z.string().nullable(),
    })
    .nullable(),
});
export type MicrosoftLink = z.infer<typeof microsoftLinkSchema>;

export const ssoApi = {
  data: defineEndpoint({ method: 'GET', path: '/api/sso-data/', response: ssoDataSchema }),
  start: defineEndpoint({ method: 'POST', path: '/api/auth/sso/start/', body: ssoStartRequestSchema, response: ssoRedirectSchema, errors: [404, 502] }),
  microsoftConnect: defineEndpoint({ method: 'POST', path: '/api/auth/microsoft/connect/', body: microsoftConnectRequestSchema, response: ssoSignedInSchema, errors: [400, 401, 403] }),
  samlToken: defineEndpoint({ method: 'POST', path: '/api/auth/ms-saml/token/refresh/', body: samlTokenRequestSchema, response: ssoSignedInSchema, errors: [400, 403] }),
  linkStatus: defineEndpoint({ method: 'GET', path: '/api/auth/microsoft/link/', response: microsoftLinkSchema }),
  /** Starts linking the signed-in user: the browser goes to the provider and back through `/microsoft-callback/`. */
  link: defineEndpoint({ method: 'POST', path: '/api/auth/microsoft/link/', body: emptyBodySchema.optional(), response: ssoRedirectSchema, errors: [404, 409, 502] }),
  /** Spec §4: unlinking signs the user out everywhere and e-mails a password-reset link. */
  unlink: defineEndpoint({ method: 'DELETE', path: '/api/auth/microsoft/link/', status: 204, response: noContentSchema, errors: [404, 409] }),
  setup: defineEndpoint({ method: 'GET', path: '/api/sso/config/', response: ssoSetupSchema, errors: [403] }),
  save: defineEndpoint({ method: 'PUT', path: '/api/sso/config/', body: ssoConfigInputSchema, response: ssoSetupSchema, errors: [400, 403, 409] }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/sso/config/', status: 204, response: noContentSchema, errors: [403, 409] }),
  test: defineEndpoint({ method: 'POST', path: '/api/sso/test/', body: emptyBodySchema.optional(), response: ssoRedirectSchema, errors: [403, 404, 502] }),
};

/** The SAML assertion consumer service (the identity provider's form posts here; not JSON). */
export const SAML_ACS_PATH = '/api/auth/saml/acs/';
/** The OpenID Connect redirect URI, a public shell route (spec §2). */
export const OIDC_CALLBACK_PATH = '/microsoft-callback/';
