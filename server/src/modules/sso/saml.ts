/**
 * SAML 2.0 sign-in, SP-initiated, with `@node-saml/node-saml` (docs/sso.md "SAML"): the request
 * goes by redirect, the response comes back by POST to the assertion consumer service. Accepted
 * only when the assertion is signed by the company's certificate, issued by its entity id, for
 * this service provider (audience), to this consumer (recipient and destination), within its
 * validity (two minutes of clock skew at most) and in answer to the request this sign-in made.
 */
import { SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml';
import { SAML_ACS_PATH } from '@pimento/shared-kit/contracts/sso';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { SsoConfigRow } from './config-repository.ts';
import type { ProvenIdentity } from './identity-linking.ts';
import { randomToken } from './sign-in-states.ts';

const CLOCK_SKEW_MS = 2 * 60 * 1000;

export function samlAcsUrl(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}${SAML_ACS_PATH}`;
}

/** This service provider's entity id: the deployment's public address. */
export function samlEntityId(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/`;
}

/** A request id store holding exactly the one request this sign-in made. */
function oneRequest(requestId: string): CacheProvider {
  let live: string | null = requestId;
  return {
    saveAsync: async () => null,
    getAsync: async (key) => (key === live ? new Date().toISOString() : null),
    removeAsync: async (key) => {
      if (key === live) live = null;
      return key;
    },
  };
}

function samlOf(row: SsoConfigRow, config: Pick<Config, 'publicUrl'>, requestId: string): SAML {
  if (row.saml_entry_point === null || row.saml_certificate === null) throw new AppError(404, 'sso.not_configured');
  return new SAML({
    callbackUrl: samlAcsUrl(config),
    entryPoint: row.saml_entry_point,
    issuer: samlEntityId(config),
    audience: samlEntityId(config),
    idpIssuer: row.issuer,
    idpCert: row.saml_certificate,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider: oneRequest(requestId),
    generateUniqueId: () => requestId,
  });
}

export async function startSaml(row: SsoConfigRow, config: Pick<Config, 'publicUrl'>): Promise<{ requestId: string; authorizationUrl: (state: string) => Promise<string> }> {
  const requestId = `_${randomToken()}`;
  const saml = samlOf(row, config, requestId);
  return { requestId, authorizationUrl: (state) => saml.getAuthorizeUrlAsync(state, undefined, {}) };
}

/** Every Recipient and Destination of the response names this consumer (node-saml checks neither). */
function addressedHere(xml: string, acs: string): boolean {
  const recipients = [...xml.matchAll(/\s(?:Recipient|Destination)="([^"]*)"/g)].map((match) => match[1]);
  return recipients.length > 0 && recipients.every((value) => value === acs);
}

export async function finishSaml(row: SsoConfigRow, config: Pick<Config, 'publicUrl'>, requestId: string, samlResponse: string): Promise<ProvenIdentity> {
  const saml = samlOf(row, config, requestId);
  let nameId: string;
  let email: string | null;
  try {
    const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse });
    if (profile === null || !addressedHere(Buffer.from(samlResponse, 'base64').toString('utf8'), samlAcsUrl(config))) throw new Error('not for this consumer');
    nameId = profile.nameID;
    const mail = profile.email ?? profile.mail;
    email = typeof mail === 'string' ? mail : nameId.includes('@') ? nameId : null;
  } catch {
    throw new AppError(401, 'sso.login_failed');
  }
  return { issuer: row.issuer, subject: nameId, email, emailVerified: true };
}
