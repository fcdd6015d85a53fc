import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { accessSimulatorApi, type AccessExplanation } from '@pimento/shared-kit/contracts/access-simulator';
import { usersAdminApi, type AdminUser } from '@pimento/shared-kit/contracts/users-admin';
import '../../../i18n/strings';
import { AccessSimulatorTab } from './access-simulator-tab';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's selects on a busy 2-core machine. */
const journey = 120_000;

const camille: AdminUser = {
  id: '00000000-0000-4000-8000-000000000002',
  username: 'camille',
  email: 'camille@example.com',
  first_name: 'Camille',
  last_name: 'Martin',
  language: 'en',
  is_superuser: false,
  is_administrator: false,
  is_consultant: false,
  is_active: true,
  has_password: true,
  last_sign_in: null,
  groups: [],
};
const source = { group_id: '00000000-0000-4000-8000-0000000000a1', group_name: 'Marketing', role_id: '00000000-0000-4000-8000-0000000000b1', role_name: 'Editor' };
const explanation: AccessExplanation = {
  user: { id: camille.id, username: 'camille', first_name: 'Camille', last_name: 'Martin' },
  object: { kind: 'product', id: 7, name: 'SKU-7 — Cable' },
  object_groups: [{ id: source.group_id, name: 'Marketing' }],
  basis: 'groups',
  rights: {
    read: { granted: true, sources: [source] },
    create: { granted: false, sources: [] },
    edit: { granted: true, sources: [source] },
    delete: { granted: false, sources: [] },
  },
};

/** Opens the select named `label` and clicks its option `option`. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click((await screen.findAllByTitle(option)).find((element) => element.classList.contains('ant-select-item-option'))!);
}

describe('the access simulator', () => {
  beforeEach(() => signInForTests());
  afterEach(() => i18n.changeLanguage('en'));

  it('explains each right of a user on a product with the membership that grants it', async () => {
    const api = fakeApi()
      .on(usersAdminApi.list, () => ({ count: 1, results: [camille] }))
      .on(accessSimulatorApi.objects, () => [{ id: 7, name: 'SKU-7 — Cable' }])
      .on(accessSimulatorApi.explain, () => explanation);
    renderWithProviders(<AccessSimulatorTab />, { route: '/settings/rights/' });
    await choose('User', 'Camille Martin (camille)');
    await choose('Object', 'SKU-7 — Cable');
    const result = await screen.findByTestId('simulator-result');
    const row = (right: string) => within(result).getByText(right).closest('tr')!;
    expect(row('Edit')).toHaveTextContent('Yesgranted by group Marketing through role Editor');
    expect(row('Delete')).toHaveTextContent('No');
    expect(row('Delete')).toHaveTextContent('no role of the user in the object’s groups grants it');
    expect(screen.getByTestId('simulator-groups')).toHaveTextContent('The object’s groups: Marketing.');
    await waitFor(() => expect(api.callsOf(accessSimulatorApi.explain)).toHaveLength(1));
    const query = api.callsOf(accessSimulatorApi.explain)[0]!.query;
    expect([query.get('user_id'), query.get('kind'), query.get('id')]).toEqual([camille.id, 'product', '7']);
  }, journey);

  it('says in French that an administrator has every right by standing', async () => {
    await i18n.changeLanguage('fr');
    fakeApi()
      .on(usersAdminApi.list, () => ({ count: 1, results: [camille] }))
      .on(accessSimulatorApi.objects, () => [{ id: 7, name: 'SKU-7 — Cable' }])
      .on(accessSimulatorApi.explain, () => ({
        ...explanation,
        basis: 'administrator',
        rights: { read: { granted: true, sources: [] }, create: { granted: true, sources: [] }, edit: { granted: true, sources: [] }, delete: { granted: true, sources: [] } },
      }));
    renderWithProviders(<AccessSimulatorTab />, { route: '/settings/rights/' });
    await choose('Utilisateur', 'Camille Martin (camille)');
    await choose('Objet', 'SKU-7 — Cable');
    const result = await screen.findByTestId('simulator-result');
    expect(within(result).getAllByText('un administrateur a tous les droits (et n’est dans aucun groupe)')).toHaveLength(4);
  }, journey);
});
