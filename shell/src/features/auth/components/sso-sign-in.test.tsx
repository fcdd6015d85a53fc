import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { clearReadableSessionCookies } from '@pimento/shared-kit/session/session';
import { useSessionStore } from '../../session/stores/session-store';
import { ssoApi } from '@pimento/shared-kit/contracts/sso';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { SsoSignIn } from './sso-sign-in';
import { MicrosoftCallbackPage } from './microsoft-callback-page';

describe('single sign-on on the login page', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('asks for the work e-mail first, then says when its domain has no single sign-on', async () => {
    const api = fakeApi().on(ssoApi.start, () => reply(404, { code: 'sso.no_provider', message: 'none', fields: { email: ['sso.no_provider'] } }));
    renderWithProviders(<SsoSignIn />, { route: '/login/?next=%2Fimports%2F' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Microsoft' }));
    expect(screen.getByText('Enter your work e-mail to find your company’s sign-in')).toBeInTheDocument();
    expect(screen.getByLabelText('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf(ssoApi.start)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Work e-mail'), 'ada@nowhere.test{Enter}');
    expect(await screen.findByTestId('sso-error')).toHaveTextContent('No single sign-on is set up for this e-mail address.');
    // Enter is "Sign in with SSO": no protocol asked; where to go next travels with it.
    expect(api.callsOf(ssoApi.start)[0]!.body).toEqual({ email: 'ada@nowhere.test', next: '/imports/' });
  });

  it('is in French', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<SsoSignIn />, { route: '/login/' });
    expect(screen.getByRole('button', { name: 'Se connecter avec Microsoft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter par SSO' })).toBeInTheDocument();
  });
});

describe('/microsoft-callback/', () => {
  const app = (
    <Routes>
      <Route path="/microsoft-callback/" element={<MicrosoftCallbackPage />} />
      <Route path="/imports/" element={<p>Imports screen</p>} />
    </Routes>
  );

  it('hands the provider’s answer to the server once and goes on signed in', async () => {
    const api = fakeApi().on(ssoApi.microsoftConnect, () => ({ code: 'log-in-success', next: '/imports/', test: false }));
    renderWithProviders(app, { route: '/microsoft-callback/?code=abc&state=xyz&iss=https%3A%2F%2Fidp.test' });
    expect(await screen.findByText('Imports screen')).toBeInTheDocument();
    expect(api.callsOf(ssoApi.microsoftConnect)).toHaveLength(1);
    expect(api.callsOf(ssoApi.microsoftConnect)[0]!.body).toEqual({ query: 'code=abc&state=xyz&iss=https%3A%2F%2Fidp.test' });
  });

  it('collects a SAML sign-in, and says a refusal with a way to start again', async () => {
    const api = fakeApi().on(ssoApi.samlToken, () => reply(400, { code: 'sso.link_expired', message: 'expired' }));
    renderWithProviders(app, { route: '/microsoft-callback/?saml_request=r1' });
    await waitFor(() => expect(screen.getByTestId('sso-callback-error')).toHaveTextContent('This sign-in link has expired or was already used.'));
    expect(api.callsOf(ssoApi.samlToken)[0]!.body).toEqual({ request_id: 'r1' });
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login/');
  });

  it('says the consumer’s refusal without asking the server', async () => {
    const api = fakeApi();
    renderWithProviders(app, { route: '/microsoft-callback/?error=sso.login_failed' });
    await waitFor(() => expect(screen.getByTestId('sso-callback-error')).toHaveTextContent('The identity provider’s answer could not be verified.'));
    expect(api.callsOf(ssoApi.samlToken)).toHaveLength(0);
  });

  it('sends a signed-in user whose link was refused back to their settings to link again', async () => {
    signInForTests();
    useSessionStore.getState().sync();
    try {
      fakeApi().on(ssoApi.microsoftConnect, () => reply(409, { code: 'sso.already_linked', message: 'taken' }));
      renderWithProviders(app, { route: '/microsoft-callback/?code=abc&state=xyz' });
      await waitFor(() => expect(screen.getByTestId('sso-callback-error')).toHaveTextContent('This identity is already linked to another account.'));
      expect(screen.getByRole('link', { name: 'Back to my settings (link again from there)' })).toHaveAttribute('href', '/settings/user/');
    } finally {
      clearReadableSessionCookies();
      useSessionStore.getState().sync();
    }
  });
});
