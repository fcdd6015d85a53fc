import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

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

/** The single sign-on endpoint (public: the login page reads it), declared once for the server and the client. */
export const ssoApi = {
  data: defineEndpoint({ method: 'GET', path: '/api/sso-data/', response: ssoDataSchema }),
};
