import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { companyStoreDataFixture } from '@pimento/shared-kit/testing/company-store-data';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { ssoApi, type SsoSetup } from '@pimento/shared-kit/contracts/sso';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import '../../../i18n/strings';
import { SsoTab } from './sso-tab';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
const journey = 120_000;
const adminId = '00000000-0000-4000-8000-0000000000a1';

function setupOf(overrides: Partial<SsoSetup> = {}): SsoSetup {
  return {
    config: null,
    redirect_url: 'https://pim.example.com/microsoft-callback/',
    saml_acs_url: 'https://pim.example.com/api/auth/saml/acs/',
    saml_entity_id: 'https://pim.example.com/',
    users_without_identity: [{ id: '00000000-0000-4000-8000-0000000000b2', username: 'carl', email: 'carl@acme.test' }],
    administrators: [{ id: adminId, username: 'ada' }],
    ...overrides,
  };
}

const savedConfig = {
  protocol: 'oidc' as const,
  issuer: 'https://login.microsoftonline.com/tenant/v2.0',
  client_id: 'client-1',
  client_secret_set: true,
  saml_entry_point: null,
  saml_certificate: null,
  email_domains: ['acme.test'],
  emergency_user_id: null,
  tested_at: null,
  tested_by: null,
};

describe('/settings/company/?tab=sso', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it(
    'saves an OpenID Connect provider with its secret, then shows the secret as set and a refused domain at its field',
    async () => {
      const api = fakeApi()
        .on(ssoApi.setup, () => setupOf())
        .on(ssoApi.save, (call) => {
          const body = call.body as { email_domains: string[] };
          if (body.email_domains.includes('beta.test')) return reply(409, { code: 'sso.domain_taken', message: 'taken', fields: { email_domains: ['sso.domain_taken'] } });
          return setupOf({ config: savedConfig });
        });
      renderWithProviders(<SsoTab storeData={companyStoreDataFixture()} />, { route: '/settings/company/?tab=sso' });
      expect(await screen.findByText('https://pim.example.com/microsoft-callback/')).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Issuer'), savedConfig.issuer);
      await userEvent.type(screen.getByLabelText('Client ID'), 'client-1');
      await userEvent.type(screen.getByLabelText('Client secret'), 'the-secret');
      await userEvent.type(screen.getByLabelText('E-mail domains'), 'acme.test{Enter}');
      await userEvent.click(screen.getByTestId('sso-save'));
      await waitFor(() => expect(api.callsOf(ssoApi.save)).toHaveLength(1));
      expect(api.callsOf(ssoApi.save)[0]!.body).toEqual({
        protocol: 'oidc',
        issuer: savedConfig.issuer,
        client_id: 'client-1',
        client_secret: 'the-secret',
        saml_entry_point: null,
        saml_certificate: null,
        email_domains: ['acme.test'],
        emergency_user_id: null,
      });
      await waitFor(() => expect(toastTitles()).toContain('The identity provider is saved.'));
      expect(await screen.findByText('Set — leave empty to keep it')).toBeInTheDocument();
      expect(screen.getByLabelText('Client secret')).toHaveValue('');

      // Saved again without typing the secret: it is not sent, the stored one stays.
      await userEvent.type(screen.getByLabelText('E-mail domains'), 'beta.test{Enter}');
      await userEvent.click(screen.getByTestId('sso-save'));
      await waitFor(() => expect(api.callsOf(ssoApi.save)).toHaveLength(2));
      expect(api.callsOf(ssoApi.save)[1]!.body).not.toHaveProperty('client_secret');
      expect(await screen.findByText('Another company already uses this domain.')).toBeInTheDocument();
    },
    journey,
  );

  it(
    'fills the SAML fields from the provider’s metadata, and says what a metadata file lacks',
    async () => {
      const api = fakeApi()
        .on(ssoApi.setup, () => setupOf())
        .on(ssoApi.save, () => setupOf());
      renderWithProviders(<SsoTab storeData={companyStoreDataFixture()} />, { route: '/settings/company/?tab=sso' });
      await userEvent.click(await screen.findByLabelText('SAML 2.0'));
      await userEvent.click(screen.getByText('Fill in from the provider’s metadata'));
      const xml = screen.getByLabelText('Metadata XML');
      await userEvent.click(xml);
      await userEvent.paste('<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.acme.test/"><md:SPSSODescriptor/></md:EntityDescriptor>');
      await userEvent.click(screen.getByTestId('sso-metadata-apply'));
      expect(await screen.findByRole('alert')).toHaveTextContent('This metadata describes no identity provider');

      await userEvent.clear(xml);
      await userEvent.paste(
        '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.acme.test/">' +
          '<md:IDPSSODescriptor><md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>MIIBCERT</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>' +
          '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.acme.test/sso"/></md:IDPSSODescriptor></md:EntityDescriptor>',
      );
      await userEvent.click(screen.getByTestId('sso-metadata-apply'));
      expect(await screen.findByText(/^Filled in from the metadata./)).toBeInTheDocument();
      expect(screen.getByLabelText('Identity provider entity ID')).toHaveValue('https://idp.acme.test/');
      expect(screen.getByLabelText('Sign-in URL of the identity provider')).toHaveValue('https://idp.acme.test/sso');
      expect(screen.getByLabelText('Signing certificate (PEM)')).toHaveValue('-----BEGIN CERTIFICATE-----\nMIIBCERT\n-----END CERTIFICATE-----');
      expect(api.callsOf(ssoApi.save)).toHaveLength(0);
    },
    journey,
  );

  it(
    'asks for the SAML fields, and says who has no linked identity before requiring single sign-on',
    async () => {
      const api = fakeApi()
        .on(ssoApi.setup, () => setupOf({ config: { ...savedConfig, tested_at: '2026-11-28T05:00:00.000Z', emergency_user_id: adminId } }))
        .on(companyApi.updateSettings, (call) => companyStoreDataFixture(call.body as object));
      renderWithProviders(<SsoTab storeData={companyStoreDataFixture()} />, { route: '/settings/company/?tab=sso&sso_test=ok' });
      expect(await screen.findByTestId('sso-tested-now')).toHaveTextContent('The test sign-in worked.');
      expect(screen.getByTestId('sso-tested')).toHaveTextContent('Last successful test:');

      await userEvent.click(screen.getByLabelText('SAML 2.0'));
      expect(await screen.findByLabelText('Sign-in URL of the identity provider')).toBeInTheDocument();
      await userEvent.click(screen.getByTestId('sso-save'));
      expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(2);

      await userEvent.click(screen.getByTestId('sso-only'));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('carl (carl@acme.test)');
      await userEvent.click(screen.getByRole('button', { name: 'Require single sign-on' }));
      await waitFor(() => expect(api.callsOf(companyApi.updateSettings)).toHaveLength(1));
      expect(api.callsOf(companyApi.updateSettings)[0]!.body).toEqual({ sso_only: true });
    },
    journey,
  );

  it(
    'removes the provider after a confirmation, and not while single sign-on is required',
    async () => {
      let config: SsoSetup['config'] = savedConfig;
      const api = fakeApi()
        .on(ssoApi.setup, () => setupOf({ config }))
        .on(ssoApi.remove, () => {
          config = null;
          return null;
        });
      const { unmount } = renderWithProviders(<SsoTab storeData={companyStoreDataFixture({ sso_only: true })} />, { route: '/settings/company/?tab=sso' });
      expect(await screen.findByTestId('sso-remove')).toBeDisabled();
      expect(screen.getByText('Stop requiring single sign-on first.')).toBeInTheDocument();
      unmount();

      renderWithProviders(<SsoTab storeData={companyStoreDataFixture()} />, { route: '/settings/company/?tab=sso' });
      expect(await screen.findByTestId('sso-issuer')).toHaveValue(savedConfig.issuer);
      await userEvent.click(screen.getByTestId('sso-remove'));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove the provider' }));
      await waitFor(() => expect(api.callsOf(ssoApi.remove)).toHaveLength(1));
      await waitFor(() => expect(toastTitles()).toContain('The identity provider is removed.'));
      // The form starts again empty, without the Remove button.
      await waitFor(() => expect(screen.getByTestId('sso-issuer')).toHaveValue(''));
      expect(screen.queryByTestId('sso-remove')).toBeNull();
    },
    journey,
  );

  it(
    'is in French',
    async () => {
      await i18n.changeLanguage('fr');
      fakeApi().on(ssoApi.setup, () => setupOf());
      renderWithProviders(<SsoTab storeData={companyStoreDataFixture()} />, { route: '/settings/company/?tab=sso' });
      expect(await screen.findByText("Fournisseur d'identité")).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tester la connexion' })).toBeDisabled();
    },
    journey,
  );
});
