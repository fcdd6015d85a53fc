import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { currentUserFixture } from '@pimento/shared-kit/testing/current-user';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { currentUserApi, type CurrentUser } from '@pimento/shared-kit/contracts/current-user';
import { groupsApi, rolesApi, type Group } from '@pimento/shared-kit/contracts/groups';
import { usersAdminApi, type AdminUser } from '@pimento/shared-kit/contracts/users-admin';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import '../../../i18n/strings';
import { RightsScreen } from './rights-screen';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
/** antd's drawers on a busy 2-core machine (four engineers' tests on two cores). */
const journey = 120_000;

const adminId = '00000000-0000-4000-8000-000000000001';
const managerId = '00000000-0000-4000-8000-000000000002';

function me(overrides: Partial<CurrentUser>): CurrentUser {
  return currentUserFixture({ user: adminId, username: 'boss', first_name: 'Bea', last_name: 'Boss', email: 'boss@example.com', is_administrator: true, all_can_create: true, company: { id: '00000000-0000-4000-8000-0000000000c0', name: 'Co' }, ...overrides });
}

const boss: AdminUser = {
  id: adminId,
  username: 'boss',
  email: 'boss@example.com',
  first_name: 'Bea',
  last_name: 'Boss',
  language: 'en',
  is_superuser: false,
  is_administrator: true,
  is_consultant: false,
  is_active: true,
  has_password: true,
  last_sign_in: null,
  groups: [],
};
const manon: AdminUser = { ...boss, id: managerId, username: 'manon', email: 'manon@example.com', first_name: 'Manon', last_name: '', is_administrator: false };
const north: Group = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'North',
  manager: { id: managerId, username: 'manon', first_name: 'Manon', last_name: '' },
  members: [],
  can_administer: false,
};

describe('/settings/rights/', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('lets an administrator create and invite a user, a taken username said at its field', async () => {
    const api = fakeApi()
      .on(currentUserApi.get, () => me({}))
      .on(usersAdminApi.list, () => ({ count: 2, results: [boss, manon] }))
      .on(usersAdminApi.create, (call) => {
        const { send_invitation: _sent, ...fields } = call.body as Record<string, unknown>;
        if (fields.username === 'manon') return reply(409, { code: 'user.username_taken', message: 'taken', fields: { username: ['user.username_taken'] } });
        return { ...manon, ...fields, id: '00000000-0000-4000-8000-000000000003', has_password: false };
      })
      .on(groupsApi.list, () => [])
      .on(rolesApi.list, () => []);
    renderWithProviders(<RightsScreen />, { route: '/settings/rights/' });
    const table = await screen.findByTestId('users-table');
    expect(await within(table).findByText('Manon')).toBeInTheDocument();
    expect(within(table).getAllByText('Never')).toHaveLength(2);
    // Nobody deletes themselves: the administrator's own line offers no delete.
    expect(screen.queryByRole('button', { name: 'Delete Bea Boss' })).toBeNull();

    await userEvent.click(screen.getByTestId('user-new'));
    await userEvent.type(await screen.findByTestId('user-username'), 'manon');
    await userEvent.type(screen.getByTestId('user-email'), 'ada@example.com');
    await userEvent.type(screen.getByTestId('user-first-name'), 'Ada');
    await userEvent.click(screen.getByTestId('user-save'));
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(screen.getByTestId('user-username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fix the fields shown in red.')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('user-username'));
    await userEvent.type(screen.getByTestId('user-username'), 'ada');
    await userEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(api.callsOf(usersAdminApi.create)).toHaveLength(2));
    expect(api.callsOf(usersAdminApi.create)[1]!.body).toMatchObject({ username: 'ada', email: 'ada@example.com', first_name: 'Ada', send_invitation: true });
    await waitFor(() => expect(toastTitles()).toContain('ada is created; the invitation went to ada@example.com.'));
  }, journey);

  it('says in French why the last administrator cannot be deactivated', async () => {
    await i18n.changeLanguage('fr');
    fakeApi()
      .on(currentUserApi.get, () => me({ language: 'fr', language_code: 'fr' }))
      .on(usersAdminApi.list, () => ({ count: 2, results: [boss, manon] }))
      .on(usersAdminApi.update, () => reply(409, { code: 'users.last_administrator', message: 'The company needs at least one active administrator.' }))
      .on(groupsApi.list, () => [])
      .on(rolesApi.list, () => []);
    renderWithProviders(<RightsScreen />, { route: '/settings/rights/' });
    // Role queries over the whole page are slow on a busy machine: look inside the table once it shows Manon.
    const table = await screen.findByTestId('users-table');
    await within(table).findByText('Manon');
    await userEvent.click(within(table).getByRole('button', { name: 'Désactiver Manon' }));
    await waitFor(() =>
      expect(toastTitles()).toContain('L’entreprise doit garder au moins un administrateur actif : cette modification n’en laisserait aucun.'),
    );
  }, journey);

  it('signs a colleague out of every browser, never the administrator themselves', async () => {
    const api = fakeApi()
      .on(currentUserApi.get, () => me({}))
      .on(usersAdminApi.list, () => ({ count: 2, results: [boss, manon] }))
      .on(usersAdminApi.signOut, () => reply(204, null))
      .on(groupsApi.list, () => [])
      .on(rolesApi.list, () => []);
    renderWithProviders(<RightsScreen />, { route: '/settings/rights/' });
    const table = await screen.findByTestId('users-table');
    await within(table).findByText('Manon');
    expect(within(table).queryByRole('button', { name: 'Sign Bea Boss out of every browser' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Sign Manon out of every browser' }));
    await waitFor(() => expect(api.callsOf(usersAdminApi.signOut)).toHaveLength(1));
    expect(api.callsOf(usersAdminApi.signOut)[0]!.path).toBe(endpointPath(usersAdminApi.signOut, { id: managerId }));
    await waitFor(() => expect(toastTitles()).toContain('Manon is signed out of every browser.'));
  }, journey);

  it("switches a role's right in place, saved by the server", async () => {
    const editors = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Editors', can_read: true, can_create: false, can_edit: true, can_delete: false, members_count: 2 };
    const api = fakeApi()
      .on(currentUserApi.get, () => me({}))
      .on(usersAdminApi.list, () => ({ count: 1, results: [boss] }))
      .on(groupsApi.list, () => [])
      .on(rolesApi.list, () => [editors])
      .on(rolesApi.update, (call) => ({ ...editors, ...(call.body as object) }));
    renderWithProviders(<RightsScreen />, { route: '/settings/rights/' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Groups and roles' }));
    const remove = await screen.findByRole('checkbox', { name: 'Delete — role Editors' });
    expect(remove).not.toBeChecked();
    await userEvent.click(remove);
    await waitFor(() => expect(api.callsOf(rolesApi.update)).toHaveLength(1));
    expect(api.callsOf(rolesApi.update)[0]!.body).toEqual({ can_delete: true });
    await waitFor(() => expect(toastTitles()).toContain('The role Editors is saved: its members’ access follows at once.'));
  }, journey);

  it('shows a group manager only their groups, without the users tab', async () => {
    fakeApi()
      .on(currentUserApi.get, () => me({ user: managerId, username: 'manon', is_administrator: false }))
      .on(groupsApi.list, () => [north])
      .on(rolesApi.list, () => []);
    renderWithProviders(<RightsScreen />, { route: '/settings/rights/' });
    const table = await screen.findByTestId('groups-table');
    expect(await within(table).findByText('North')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull();
    expect(screen.queryByTestId('group-new')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete the group North' })).toBeNull();
  }, journey);
});
