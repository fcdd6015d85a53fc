import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { authApi } from '@pimento/shared-kit/contracts/auth';
import { ssoApi } from '@pimento/shared-kit/contracts/sso';
import '../../../i18n/strings';
import { MicrosoftAccountCard } from './microsoft-account-card';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's dialog on a busy 2-core machine. */
const journey = 60_000;

const linked = { email: 'c.rivers@contoso.example', linked_at: new Date(Date.now() - 3 * 60_000).toISOString(), last_used_at: null };

describe('the profile’s Microsoft account', () => {
  beforeEach(() => signInForTests());
  afterEach(() => i18n.changeLanguage('en'));

  it('offers to link where the company signs in with OpenID Connect, and says why a link is refused', async () => {
    const api = fakeApi()
      .on(ssoApi.linkStatus, () => ({ protocol: 'oidc', linked: null }))
      .on(ssoApi.link, () => reply(409, { code: 'sso.user_already_linked', message: 'already' }));
    renderWithProviders(<MicrosoftAccountCard />, { route: '/settings/user/' });
    expect(await screen.findByText('Your account is not linked to a Microsoft account. Link one to sign in with Microsoft.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link a Microsoft account' }));
    await waitFor(() => expect(api.callsOf(ssoApi.link)).toHaveLength(1));
    expect(await screen.findByTestId('microsoft-error')).toHaveTextContent('Your account is already linked to a Microsoft account. Unlink it first.');
  }, journey);

  it('shows the linked account, back from the provider, and unlinks it after saying what follows', async () => {
    const api = fakeApi()
      .on(ssoApi.linkStatus, () => ({ protocol: 'oidc', linked }))
      .on(ssoApi.unlink, () => reply(204, null))
      .on(authApi.logout, () => reply(204, null));
    renderWithProviders(<MicrosoftAccountCard />, { route: '/settings/user/?microsoft=linked' });
    expect(await screen.findByTestId('microsoft-linked-now')).toHaveTextContent('Your Microsoft account is linked.');
    expect(screen.getByTestId('microsoft-linked-email')).toHaveTextContent('c.rivers@contoso.example');
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('3 minutes ago')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You will be signed out everywhere, and an e-mail will let you choose a password to sign in from now on.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(api.callsOf(ssoApi.unlink)).toHaveLength(1));
    // Signed out here too: the shell goes to the sign-in page.
    await waitFor(() => expect(api.callsOf(authApi.logout)).toHaveLength(1));
  }, journey);

  it('says when there is nothing to link, in French', async () => {
    await i18n.changeLanguage('fr');
    fakeApi().on(ssoApi.linkStatus, () => ({ protocol: null, linked: null }));
    renderWithProviders(<MicrosoftAccountCard />, { route: '/settings/user/' });
    expect(await screen.findByText('Votre entreprise n’a pas de connexion Microsoft : il n’y a pas de compte à lier.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  }, journey);
});
