import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { currentUserFixture } from '@pimento/shared-kit/testing/current-user';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { authApi } from '@pimento/shared-kit/contracts/auth';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';
import { emailTemplatesApi } from '@pimento/shared-kit/contracts/email-templates';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import '../../../i18n/strings';
import { ProfileScreen } from './profile-screen';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
/** antd's forms on a busy 2-core machine. */
const journey = 120_000;

/** Replaces a field's text in one paste: typing key by key costs seconds per field here. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

const ada = currentUserFixture({ group: [{ id: '00000000-0000-4000-8000-0000000000a1', name: 'Marketing' }] });

describe('/settings/user/', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the account and saves the name', async () => {
    const api = fakeApi()
      .on(currentUserApi.get, () => ada)
      .on(emailTemplatesApi.list, () => [])
      .on(currentUserApi.update, (call) => ({ ...ada, ...(call.body as object) }));
    renderWithProviders(<ProfileScreen />, { route: '/settings/user/' });
    const personal = await screen.findByTestId('profile-personal-form');
    expect(screen.getByText('Marketing')).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    const firstName = within(personal).getByLabelText('First name');
    expect(firstName).toHaveValue('Ada');
    await fill(firstName, 'Augusta');
    await userEvent.click(screen.getByTestId('profile-personal-save'));
    await waitFor(() => expect(api.callsOf(currentUserApi.update)).toHaveLength(1));
    expect(api.callsOf(currentUserApi.update)[0]!.body).toEqual({ first_name: 'Augusta', last_name: 'Lovelace', language_code: 'en' });
    await waitFor(() => expect(toastTitles()).toContain('Your personal data is saved.'));
  }, journey);

  it('says at the field that the current password is incorrect, and each broken rule of the new one', async () => {
    const api = fakeApi()
      .on(currentUserApi.get, () => ada)
      .on(emailTemplatesApi.list, () => [])
      .on(authApi.changePassword, (call) => {
        const body = call.body as { old_password: string };
        if (body.old_password !== 'Velvet#Harbour42') return reply(400, { code: 'old-password-incorrect', message: 'wrong', fields: { old_password: ['old-password-incorrect'] } });
        return reply(400, { code: 'invalid-password', message: 'invalid', fields: { password: ['password.two_digits_required', 'password.too_similar'] } });
      });
    renderWithProviders(<ProfileScreen />, { route: '/settings/user/' });
    const form = await screen.findByTestId('profile-password-form');
    await fill(within(form).getByLabelText('Current password'), 'Guess#Work11');
    await fill(within(form).getByLabelText('New password'), 'Lovelace#1');
    await fill(within(form).getByLabelText('Confirm the new password'), 'Lovelace#2');
    await userEvent.click(screen.getByTestId('profile-password-save'));
    // The confirmation is checked before anything is sent.
    expect(await within(form).findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(api.callsOf(authApi.changePassword)).toHaveLength(0);

    await fill(within(form).getByLabelText('Confirm the new password'), 'Lovelace#1');
    await userEvent.click(screen.getByTestId('profile-password-save'));
    expect(await within(form).findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await fill(within(form).getByLabelText('Current password'), 'Velvet#Harbour42');
    await userEvent.click(screen.getByTestId('profile-password-save'));
    expect(await within(form).findByText('The password must contain at least two digits.')).toBeInTheDocument();
    expect(within(form).getByText('The password is too similar to your personal information.')).toBeInTheDocument();
    expect(within(form).queryByText('The current password is incorrect.')).toBeNull();
  }, journey);

  it('sends a confirmation link for a new address and says a taken one at its field, in French', async () => {
    await i18n.changeLanguage('fr');
    const api = fakeApi()
      .on(currentUserApi.get, () => ({ ...ada, language: 'fr', language_code: 'fr' }))
      .on(emailTemplatesApi.list, () => [])
      .on(authApi.changeEmail, (call) => {
        const body = call.body as { email: string };
        if (body.email === 'taken@example.com') return reply(409, { code: 'user.email_taken', message: 'taken', fields: { email: ['user.email_taken'] } });
        return reply(204, null);
      });
    renderWithProviders(<ProfileScreen />, { route: '/settings/user/' });
    const form = await screen.findByTestId('profile-email-form');
    expect(within(form).getByTestId('profile-current-email')).toHaveTextContent('ada@example.com');
    await fill(within(form).getByLabelText('Nouvelle adresse e-mail'), 'taken@example.com');
    await fill(within(form).getByLabelText('Mot de passe actuel'), 'Velvet#Harbour42');
    await userEvent.click(screen.getByTestId('profile-email-save'));
    expect(await within(form).findByText('Cette adresse e-mail est déjà utilisée.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nouvelle adresse e-mail')).toHaveAttribute('aria-invalid', 'true');

    await fill(within(form).getByLabelText('Nouvelle adresse e-mail'), 'ada@lovelace.example');
    await userEvent.click(screen.getByTestId('profile-email-save'));
    expect(await screen.findByTestId('profile-email-sent')).toHaveTextContent('Un lien de confirmation a été envoyé à ada@lovelace.example.');
    expect(api.callsOf(authApi.changeEmail)[1]!.body).toEqual({ email: 'ada@lovelace.example', password: 'Velvet#Harbour42' });
  }, journey);
});
