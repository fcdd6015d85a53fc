/**
 * Reads what the SAML settings need from an identity provider's metadata document (the XML every
 * IdP publishes: Entra ID, ADFS, Okta, Keycloak…): its entity ID, the sign-in URL of its
 * single sign-on service (the HTTP-Redirect binding Pimento sends requests with, else HTTP-POST)
 * and its signing certificate, as PEM. Parsed by the browser's DOMParser, which loads nothing
 * the document points to; the server checks the saved settings as it does typed ones.
 */

const metadataNs = 'urn:oasis:names:tc:SAML:2.0:metadata';
const signatureNs = 'http://www.w3.org/2000/09/xmldsig#';
const bindings = ['urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST'];

export type SamlMetadata = { issuer: string; entry_point: string; certificate: string };
export type SamlMetadataProblem = 'unreadable' | 'no_identity_provider' | 'no_sign_in_url' | 'no_certificate';

/** A certificate's base64 as PEM, 64 characters a line. */
function pem(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----`;
}

export function readSamlMetadata(xml: string): SamlMetadata | { problem: SamlMetadataProblem } {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return { problem: 'unreadable' };
  const provider = document.getElementsByTagNameNS(metadataNs, 'IDPSSODescriptor')[0];
  const entity = provider?.parentElement;
  const issuer = entity?.localName === 'EntityDescriptor' ? (entity.getAttribute('entityID') ?? '').trim() : '';
  if (provider === undefined || issuer === '') return { problem: 'no_identity_provider' };

  const services = [...provider.getElementsByTagNameNS(metadataNs, 'SingleSignOnService')];
  const service = bindings.map((binding) => services.find((candidate) => candidate.getAttribute('Binding') === binding)).find((found) => found !== undefined);
  const entryPoint = service?.getAttribute('Location')?.trim() ?? '';
  if (entryPoint === '') return { problem: 'no_sign_in_url' };

  // A key for signing, or one for every use (no `use`); never an encryption-only key.
  const keys = [...provider.getElementsByTagNameNS(metadataNs, 'KeyDescriptor')].filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing');
  const certificate = keys.map((key) => key.getElementsByTagNameNS(signatureNs, 'X509Certificate')[0]?.textContent?.trim() ?? '').find((text) => text !== '');
  if (certificate === undefined) return { problem: 'no_certificate' };
  return { issuer, entry_point: entryPoint, certificate: pem(certificate) };
}
