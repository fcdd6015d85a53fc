import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { connectorsApi, type Connector } from '@pimento/shared-kit/contracts/connectors';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import '../../../i18n/strings';
import { ConnectorsScreen } from './connectors-screen';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's drawers on a busy 2-core machine. */
const journey = 60_000;

const saved: Connector = {
  id: 7,
  name: 'Supplier SFTP',
  protocol: 'sftp',
  host: 'sftp.supplier.example',
  port: 22,
  username: 'drop',
  folder: '/in',
  tls: false,
  has_password: true,
  has_private_key: false,
  has_passphrase: false,
  host_key_sha256: 'ab'.repeat(32),
  tested: '2026-11-27T10:00:00.000Z',
  used_by: [{ template_id: 3, template_name: 'Supplier prices' }],
  created: '2026-11-27T10:00:00.000Z',
  updated: '2026-11-27T10:00:00.000Z',
};

const save = () => screen.getByTestId('connector-save');

describe('/settings/connectors/', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('enables Save only after a successful test of the settings on screen, and saves with that test', async () => {
    const api = fakeApi()
      .on(connectorsApi.list, () => ({ results: [] }))
      .on(connectorsApi.test, (call) => {
        const body = call.body as { password?: string; host: string };
        if (body.password !== 'right') return reply(422, { code: 'file_transfer.authentication_failed', message: 'refused' });
        return { test_token: `token-for-${body.host}`, files: 3, folders: 1, host_key_sha256: null };
      })
      .on(connectorsApi.create, (call) => ({ ...saved, ...(call.body as object), id: 8, used_by: [] }));
    renderWithProviders(<ConnectorsScreen />, { route: '/settings/connectors/' });
    await userEvent.click(await screen.findByTestId('connector-new'));
    await userEvent.type(await screen.findByTestId('connector-name'), 'Supplier drop');
    await userEvent.type(screen.getByTestId('connector-host'), 'sftp.supplier.example');
    await userEvent.type(screen.getByTestId('connector-username'), 'drop');
    await userEvent.type(screen.getByTestId('connector-password'), 'wrong');
    expect(save()).toBeDisabled();
    expect(screen.getByTestId('connector-save-hint')).toHaveTextContent('Test the connection before saving it.');

    await userEvent.click(screen.getByTestId('connector-test'));
    expect(await screen.findByText('The test failed: The server refused the user name, password or key.')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await userEvent.clear(screen.getByTestId('connector-password'));
    await userEvent.type(screen.getByTestId('connector-password'), 'right');
    await userEvent.click(screen.getByTestId('connector-test'));
    expect(await screen.findByText('The connection works. In the folder: files 3, folders 1.')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());

    // A change after the test asks for another one.
    await userEvent.type(screen.getByTestId('connector-host'), 'x');
    await waitFor(() => expect(save()).toBeDisabled());
    expect(screen.getByTestId('connector-save-hint')).toHaveTextContent('The settings changed since the last test');
    await userEvent.type(screen.getByTestId('connector-host'), '{Backspace}');
    await waitFor(() => expect(save()).toBeEnabled());

    await userEvent.click(save());
    await waitFor(() => expect(api.callsOf(connectorsApi.create)).toHaveLength(1));
    expect(api.callsOf(connectorsApi.create)[0]!.body).toMatchObject({
      name: 'Supplier drop',
      protocol: 'sftp',
      host: 'sftp.supplier.example',
      port: 22,
      username: 'drop',
      password: 'right',
      folder: '/',
      test_token: 'token-for-sftp.supplier.example',
    });
  }, journey);

  it('shows a stored password as set, tests an edit with it, and explains why a watched connection cannot be deleted', async () => {
    const api = fakeApi()
      .on(connectorsApi.list, () => ({ results: [saved] }))
      .on(connectorsApi.test, () => ({ test_token: 'kept', files: 0, folders: 0, host_key_sha256: saved.host_key_sha256 }))
      .on(connectorsApi.update, (call) => ({ ...saved, ...(call.body as object) }));
    renderWithProviders(<ConnectorsScreen />, { route: '/settings/connectors/' });
    const table = await screen.findByTestId('connectors-table');
    expect(await within(table).findByText('Supplier prices')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete the connection Supplier SFTP' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Used by the import templates Supplier prices: stop their folder watch before deleting it.'));
    expect(api.callsOf(connectorsApi.delete)).toHaveLength(0);

    await userEvent.click(within(table).getByRole('button', { name: 'Edit the connection Supplier SFTP' }));
    expect(await screen.findByTestId('connector-password-state')).toHaveTextContent('Set');
    expect(screen.queryByTestId('connector-password')).toBeNull();
    await userEvent.click(screen.getByTestId('connector-test'));
    await waitFor(() => expect(save()).toBeEnabled());
    const testBody = api.callsOf(connectorsApi.test)[0]!.body as Record<string, unknown>;
    expect(testBody).toMatchObject({ connector_id: 7, host: 'sftp.supplier.example' });
    expect(testBody).not.toHaveProperty('password');

    // Replacing the password is a change of settings: it needs its own test.
    await userEvent.click(screen.getByRole('button', { name: 'Replace the Password' }));
    await userEvent.type(await screen.findByTestId('connector-password'), 'new-secret');
    await waitFor(() => expect(save()).toBeDisabled());
  }, journey);

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    fakeApi().on(connectorsApi.list, () => reply(403, { code: 'rights.superuser_required', message: 'Only a superuser may do this.' }));
    renderWithProviders(<ConnectorsScreen />, { route: '/settings/connectors/' });
    expect(await screen.findByText('Dans cette entreprise, les connexions sont gérées par les super-utilisateurs.')).toBeInTheDocument();
  }, journey);
});
