import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { sessionsApi, type ActiveSession } from '@pimento/shared-kit/contracts/sessions';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import '../../../i18n/strings';
import { SessionsCard } from './sessions-card';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
/** antd's table and dialog on a busy 2-core machine. */
const journey = 60_000;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const laptop: ActiveSession = {
  id: '00000000-0000-4000-8000-00000000aa01',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  ip: '203.0.113.7',
  signed_in_at: minutesAgo(90),
  last_active_at: minutesAgo(1),
  current: true,
};
const phone: ActiveSession = {
  id: '00000000-0000-4000-8000-00000000aa02',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ip: '198.51.100.20',
  signed_in_at: minutesAgo(600),
  last_active_at: minutesAgo(30),
  current: false,
};
const unknown: ActiveSession = { ...phone, id: '00000000-0000-4000-8000-00000000aa03', user_agent: null, ip: null };

describe('the profile’s active sessions', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('lists each browser with its address and times, marks this one, and signs another out', async () => {
    let sessions = [laptop, phone, unknown];
    const api = fakeApi()
      .on(sessionsApi.list, () => sessions)
      .on(sessionsApi.end, (call) => {
        sessions = sessions.filter((session) => call.path !== endpointPath(sessionsApi.end, { id: session.id }));
        return reply(204, null);
      });
    renderWithProviders(<SessionsCard />, { route: '/settings/user/' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Firefox on Windows');
    expect(rows[0]).toHaveTextContent('This session');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[0]).toHaveTextContent('1 minute ago');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Safari on iOS');
    expect(rows[1]).toHaveTextContent('30 minutes ago');
    expect(rows[2]).toHaveTextContent('Unknown browser on an unknown system');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out the session of Safari on iOS from 198.51.100.20' }));
    await waitFor(() => expect(api.callsOf(sessionsApi.end)).toHaveLength(1));
    expect(api.callsOf(sessionsApi.end)[0]!.path).toBe(endpointPath(sessionsApi.end, { id: phone.id }));
    await waitFor(() => expect(toastTitles()).toContain('That session is signed out.'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
  }, journey);

  it('signs out everywhere else after a confirmation, in French', async () => {
    await i18n.changeLanguage('fr');
    let sessions = [laptop, phone];
    const api = fakeApi()
      .on(sessionsApi.list, () => sessions)
      .on(sessionsApi.endOthers, () => {
        sessions = [laptop];
        return reply(204, null);
      });
    renderWithProviders(<SessionsCard />, { route: '/settings/user/' });
    expect(await screen.findByText('Safari sous iOS')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('sessions-end-others'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tous les autres navigateurs connectés à votre compte devront se reconnecter.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se déconnecter partout ailleurs' }));
    await waitFor(() => expect(api.callsOf(sessionsApi.endOthers)).toHaveLength(1));
    await waitFor(() => expect(toastTitles()).toContain('Toutes les autres sessions sont déconnectées.'));
    expect(await screen.findByTestId('sessions-only-this')).toHaveTextContent('Aucun autre navigateur n’est connecté à votre compte.');
    expect(screen.queryByTestId('sessions-end-others')).toBeNull();
  }, journey);

  it('says a session that already ended', async () => {
    fakeApi()
      .on(sessionsApi.list, () => [laptop, phone])
      .on(sessionsApi.end, () => reply(404, { code: 'auth.session_not_found', message: 'This session has already ended.' }));
    renderWithProviders(<SessionsCard />, { route: '/settings/user/' });
    await userEvent.click(await screen.findByTestId('session-end'));
    // The error toast says the translated refusal.
    await waitFor(() => expect(JSON.stringify(useToastStore.getState().toasts)).toContain('This session has already ended.'));
  }, journey);
});
