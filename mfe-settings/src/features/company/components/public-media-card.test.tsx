import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { publicMediaKeyApi } from '@pimento/shared-kit/contracts/public-media';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import { PublicMediaCard } from './public-media-card';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
/** antd's dialog on a busy 2-core machine. */
const journey = 60_000;

describe('the public media addresses card', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('withdraws every address only once the administrator has read what it breaks', async () => {
    const api = fakeApi()
      .on(publicMediaKeyApi.get, () => ({ created_at: '2026-03-02T10:00:00.000Z' }))
      .on(publicMediaKeyApi.replace, () => ({ created_at: '2026-11-28T09:00:00.000Z' }));
    renderWithProviders(<PublicMediaCard />);
    expect(await screen.findByText(/The current addresses were created on .*2026/)).toBeInTheDocument();
    const before = screen.getByTestId('public-media-state').textContent;

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw every address' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Every address in the files you have sent stops working at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf(publicMediaKeyApi.replace)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw every address' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsOf(publicMediaKeyApi.replace)).toHaveLength(1));
    await waitFor(() => expect(toastTitles()).toContain('The public addresses are withdrawn. New exports write new ones.'));
    // The card shows the new key's date, from the answer itself.
    await waitFor(() => expect(screen.getByTestId('public-media-state').textContent).not.toBe(before));
    expect(api.callsOf(publicMediaKeyApi.get)).toHaveLength(1);
  }, journey);

  it('has nothing to withdraw before an export wrote an address, and says so in French', async () => {
    await i18n.changeLanguage('fr');
    fakeApi().on(publicMediaKeyApi.get, () => ({ created_at: null }));
    renderWithProviders(<PublicMediaCard />);
    expect(await screen.findByText('Aucun export n’a encore écrit d’adresse publique.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer toutes les adresses' })).toBeDisabled();
  }, journey);
});
