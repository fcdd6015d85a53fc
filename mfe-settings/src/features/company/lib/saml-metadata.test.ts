import { readSamlMetadata } from './saml-metadata';

const certificate = 'MIIC8DCCAdigAwIBAgIQ' + 'A'.repeat(100);
const metadata = (descriptor: string) => `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://sts.windows.net/tenant-id/">
  ${descriptor}
</md:EntityDescriptor>`;
const idp = (inner: string) => `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${inner}</md:IDPSSODescriptor>`;
const key = (use: string | null, body = certificate) =>
  `<md:KeyDescriptor${use === null ? '' : ` use="${use}"`}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>\n  ${body}\n</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
const service = (binding: string, location: string) => `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${location}"/>`;

describe('reading an identity provider’s SAML metadata', () => {
  it('takes the entity ID, the redirect sign-in URL and the signing certificate as PEM', () => {
    const read = readSamlMetadata(
      metadata(idp(`${key('encryption', 'ENCRYPTIONKEY')}${key('signing')}${service('HTTP-POST', 'https://idp.example.com/post')}${service('HTTP-Redirect', 'https://idp.example.com/redirect')}`)),
    );
    expect(read).toEqual({
      issuer: 'https://sts.windows.net/tenant-id/',
      entry_point: 'https://idp.example.com/redirect',
      certificate: `-----BEGIN CERTIFICATE-----\n${certificate.slice(0, 64)}\n${certificate.slice(64)}\n-----END CERTIFICATE-----`,
    });
  });

  it('takes the POST binding when there is no redirect one, and a key without a use', () => {
    expect(readSamlMetadata(metadata(idp(`${key(null)}${service('HTTP-POST', 'https://idp.example.com/post')}`)))).toMatchObject({ entry_point: 'https://idp.example.com/post' });
  });

  it('says what is missing rather than filling half the settings', () => {
    expect(readSamlMetadata('<not xml')).toEqual({ problem: 'unreadable' });
    expect(readSamlMetadata(metadata('<md:SPSSODescriptor/>'))).toEqual({ problem: 'no_identity_provider' });
    expect(readSamlMetadata(metadata(idp(key('signing'))))).toEqual({ problem: 'no_sign_in_url' });
    expect(readSamlMetadata(metadata(idp(`${key('encryption')}${service('HTTP-Redirect', 'https://idp.example.com/r')}`)))).toEqual({ problem: 'no_certificate' });
  });
});
