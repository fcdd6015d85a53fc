/**
 * OpenID Connect sign-in (authorization code with PKCE and a nonce) with `openid-client`: against
 * Microsoft Entra (issuer `https://login.microsoftonline.com/{tenant}/v2.0`) or any certified
 * provider by its issuer. The ID token's signature, issuer, audience, expiry and nonce are checked
 * by the library; the identity is the issuer with Entra's `oid` (stable across applications) or `sub`.
 */
import * as client from 'openid-client';
import { OIDC_CALLBACK_PATH } from '@pimento/shared-kit/contracts/sso';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { connectorRuntime } from '../connectors/connector-runtime.ts';
import type { SsoConfigRow } from './config-repository.ts';
import type { ProvenIdentity } from './identity-linking.ts';

const DISCOVERY_CACHE_MS = 10 * 60 * 1000;
const discoveries = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();

export function oidcRedirectUrl(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}${OIDC_CALLBACK_PATH}`;
}

/** The provider's metadata (discovery), kept a few minutes per issuer, client and secret. */
function configurationOf(row: SsoConfigRow, config: Pick<Config, 'sso'>): Promise<client.Configuration> {
  const secret = row.client_secret_sealed === null ? null : connectorRuntime().secrets.open(row.company_id, row.client_secret_sealed);
  const key = JSON.stringify([row.issuer, row.client_id, row.client_secret_sealed]);
  const cached = discoveries.get(key);
  if (cached !== undefined && Date.now() - cached.at < DISCOVERY_CACHE_MS) return cached.configuration;
  const configuration = client.discovery(new URL(row.issuer), row.client_id ?? '', secret ?? undefined, secret === null ? client.None() : undefined, {
    timeout: 10,
    ...(config.sso.allowHttpIssuers ? { execute: [client.allowInsecureRequests] } : {}),
  });
  discoveries.set(key, { at: Date.now(), configuration });
  configuration.catch(() => discoveries.delete(key));
  return configuration;
}

async function reachable(row: SsoConfigRow, config: Pick<Config, 'sso'>): Promise<client.Configuration> {
  try {
    return await configurationOf(row, config);
  } catch {
    throw new AppError(502, 'sso.provider_unreachable');
  }
}

export type OidcStart = { codeVerifier: string; nonce: string; authorizationUrl: (state: string) => string };

export async function startOidc(row: SsoConfigRow, config: Pick<Config, 'publicUrl' | 'sso'>, loginHint: string | null): Promise<OidcStart> {
  const configuration = await reachable(row, config);
  const codeVerifier = client.randomPKCECodeVerifier();
  const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
  const nonce = client.randomNonce();
  return {
    codeVerifier,
    nonce,
    authorizationUrl: (state) =>
      client
        .buildAuthorizationUrl(configuration, {
          redirect_uri: oidcRedirectUrl(config),
          scope: 'openid email profile',
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
          state,
          nonce,
          ...(loginHint !== null ? { login_hint: loginHint } : {}),
        })
        .toString(),
  };
}

/** Exchanges the code of the callback's query for a verified ID token; any failure is `sso.login_failed`. */
export async function finishOidc(
  row: SsoConfigRow,
  config: Pick<Config, 'publicUrl' | 'sso'>,
  query: URLSearchParams,
  checks: { state: string; codeVerifier: string; nonce: string },
): Promise<ProvenIdentity> {
  if (query.has('error')) throw new AppError(401, 'sso.login_failed');
  const configuration = await reachable(row, config);
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, new URL(`${oidcRedirectUrl(config)}?${query.toString()}`), {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch {
    throw new AppError(401, 'sso.login_failed');
  }
  if (claims === undefined) throw new AppError(401, 'sso.login_failed');
  const oid = typeof claims.oid === 'string' ? claims.oid : null;
  const email = typeof claims.email === 'string' ? claims.email : typeof claims.preferred_username === 'string' ? claims.preferred_username : null;
  return {
    issuer: claims.iss,
    subject: oid ?? claims.sub,
    email,
    // Entra sends no `email_verified`: a provider that says false is believed, silence is the company's own directory.
    emailVerified: claims.email_verified !== false,
  };
}
