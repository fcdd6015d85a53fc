import '../../../lib/jsdom-message-channel';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { clientsApi, type Client, type ClientUpdate } from '@pimento/shared-kit/contracts/clients';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { exportRunsApi } from '@pimento/shared-kit/contracts/exports';
import { groupsApi } from '@pimento/shared-kit/contracts/groups';
import { extraAttributesApi, type ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { priceListsApi, type PriceList } from '@pimento/shared-kit/contracts/price-lists';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { ClientPage } from './client-page';

registerCatalogueStrings();

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's selects and dialogs on a busy 2-core machine. */
const journey = 60_000;

const cables = { id: 4, parent_id: null, name: 'Cables', names: { en: 'Cables' }, ancestors: [], position: 0, children_count: 0 };
const lamps = { id: 7, parent_id: null, name: 'Lamps', names: { en: 'Lamps' }, ancestors: [], position: 1, children_count: 0 };
const retail: PriceList = { id: 1, name: 'Retail', discriminants: [], state: 'active', price_count: 0, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z' };
const stored: Client = {
  id: 3,
  name: 'Electro Wholesale',
  description: '',
  price_list: null,
  main_template: null,
  logo: null,
  product_rules: [
    { kind: 'categories', category_ids: [4] },
    { kind: 'filter', filters: [{ field: 'attribute:99', operator: 'empty' }] },
  ],
  product_count: 2,
  broken_rules: [1],
  groups: [],
  attribute_values: { 5: 'C-0042' },
  problems: ['client.no_price', 'client.no_main_template'],
  rights: { edit: true, delete: true },
  created: '2026-01-01T00:00:00Z',
  updated: '2026-01-01T00:00:00Z',
};

const customerNumber: ExtraAttribute = { id: 5, entity: 'client', code: 'customer_number', labels: { en: 'Customer number' }, type: 'text', choices: [], required: true, position: 0 };
const region: ExtraAttribute = { id: 6, entity: 'client', code: 'region', labels: { en: 'Region' }, type: 'dropdown', choices: [{ code: 'north', labels: { en: 'North' } }], required: false, position: 1 };

function serve(attributes: ExtraAttribute[] = [customerNumber, region]) {
  let client = stored;
  const api = fakeApi()
    .on(clientsApi.get, () => client)
    .on(clientsApi.products, () => ({ results: [{ id: 11, sku: 'CABLE-1', name: 'Copper cable', status: 'active', prices: [] }], next_after: null }))
    .on(clientsApi.update, (call) => {
      const body = call.body as ClientUpdate;
      if (body.name === 'Taken') return reply(409, { code: 'client.name_taken', message: 'taken', fields: { name: ['client.name_taken'] } });
      client = {
        ...client,
        ...(body.product_rules ? { product_rules: body.product_rules as Client['product_rules'], broken_rules: [] } : {}),
        price_list: body.price_list_id ? { id: 1, name: 'Retail' } : client.price_list,
        problems: body.price_list_id ? ['client.no_main_template'] : client.problems,
      };
      return client;
    })
    .on(categoriesApi.tree, () => ({ results: [cables, lamps] }))
    .on(priceListsApi.list, () => ({ results: [retail] }))
    .on(exportTemplatesApi.list, () => ({ results: [] }))
    .on(extraAttributesApi.list, () => ({ results: attributes }))
    .on(exportRunsApi.list, () => ({ results: [] }))
    .on(groupsApi.pickable, () => [{ id: 'g-1', name: 'Sales', can_add: true, can_remove: true }]);
  return api;
}

describe('a client’s page', () => {
  beforeEach(() => signInForTests());

  it('says what the client lacks and which rule selects nothing, and previews its products', async () => {
    serve();
    renderWithProviders(<ClientPage id={3} onBack={() => undefined} />);
    expect(await screen.findByTestId('client-problem-client.no_price')).toHaveTextContent('No price list is linked to this client.');
    expect(screen.getByTestId('client-problem-client.no_main_template')).toHaveTextContent('No main template is linked to this client.');
    expect(screen.queryByTestId('client-problem-client.no_product')).not.toBeInTheDocument();
    expect(await within(screen.getByTestId('client-rule-0')).findByText('In Cables or below')).toBeInTheDocument();
    expect(screen.getByTestId('client-rule-broken-1')).toHaveTextContent('This rule selects nothing');
    expect(screen.queryByTestId('client-rule-broken-0')).not.toBeInTheDocument();
    expect(await screen.findByTestId('client-product-CABLE-1')).toHaveTextContent('Copper cable');
    expect(screen.getByText('Prices (no price list)')).toBeInTheDocument();
    // Its exports: nothing to run without a main template, and said so.
    expect(screen.getByTestId('client-run')).toBeDisabled();
    expect(screen.getAllByText('No main template is linked to this client.')).toHaveLength(2);
  });

  it(
    'adds a category rule, removes the broken one, and shows a refused name at its field',
    async () => {
      const api = serve();
      renderWithProviders(<ClientPage id={3} onBack={() => undefined} />);
      await userEvent.click(await screen.findByTestId('client-add-rule'));
      const dialog = await screen.findByRole('dialog', { name: 'Add a rule' });
      // Nothing chosen: said in the dialog, nothing sent.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add a rule' }));
      expect(await within(dialog).findByTestId('rule-missing')).toHaveTextContent('Choose at least one.');
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Categories' }));
      // The tree's group heading and its category share the title: the option is the category.
      await userEvent.click((await screen.findAllByTitle('Lamps')).find((element) => element.classList.contains('ant-select-item-option'))!);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add a rule' }));
      await waitFor(() => expect(api.callsOf(clientsApi.update)).toHaveLength(1));
      expect(api.callsOf(clientsApi.update)[0]!.body).toEqual({ product_rules: [...stored.product_rules, { kind: 'categories', category_ids: [7] }] });
      expect(await within(await screen.findByTestId('client-rule-2')).findByText('In Lamps or below')).toBeInTheDocument();

      await userEvent.click(screen.getByTestId('client-rule-remove-1'));
      await waitFor(() => expect(api.callsOf(clientsApi.update)).toHaveLength(2));
      expect(api.callsOf(clientsApi.update)[1]!.body).toEqual({ product_rules: [stored.product_rules[0], { kind: 'categories', category_ids: [7] }] });

      const name = screen.getByTestId('client-name');
      await userEvent.clear(name);
      await userEvent.type(name, 'Taken');
      await userEvent.click(screen.getByTestId('client-save'));
      expect(await screen.findByText('A client with this name already exists.')).toBeInTheDocument();
      expect(api.callsOf(clientsApi.update)[2]!.body).toEqual({ name: 'Taken', description: '', price_list_id: null, main_template_id: null, attribute_values: { 5: 'C-0042', 6: null } });
    },
    journey,
  );

  it(
    'asks for a required client attribute before saving, and sends every attribute’s value',
    async () => {
      const api = serve();
      renderWithProviders(<ClientPage id={3} onBack={() => undefined} />);
      const number = await screen.findByTestId('extra-value-customer_number');
      expect(number).toHaveValue('C-0042');
      await userEvent.clear(number);
      await userEvent.click(screen.getByTestId('client-save'));
      expect(await screen.findByText('This value is required.')).toBeInTheDocument();
      expect(api.callsOf(clientsApi.update)).toHaveLength(0);
      await userEvent.type(number, 'C-0043');
      await userEvent.click(screen.getByRole('combobox', { name: /^Region/ }));
      await userEvent.click((await screen.findAllByTitle('North')).find((element) => element.classList.contains('ant-select-item-option'))!);
      await userEvent.click(screen.getByTestId('client-save'));
      await waitFor(() => expect(api.callsOf(clientsApi.update)).toHaveLength(1));
      expect(api.callsOf(clientsApi.update)[0]!.body).toMatchObject({ attribute_values: { 5: 'C-0043', 6: 'north' } });
    },
    journey,
  );

  it(
    'keeps a description being typed when another card saves the client',
    async () => {
      const api = serve();
      renderWithProviders(<ClientPage id={3} onBack={() => undefined} />);
      const description = await screen.findByTestId('client-description');
      await userEvent.type(description, 'North region');
      await userEvent.click(screen.getByTestId('client-rule-remove-1'));
      await waitFor(() => expect(api.callsOf(clientsApi.update)).toHaveLength(1));
      await waitFor(() => expect(screen.queryByTestId('client-rule-1')).not.toBeInTheDocument());
      expect(screen.getByTestId('client-description')).toHaveValue('North region');
      expect(screen.getByTestId('client-save')).toBeEnabled();
    },
    journey,
  );
});
