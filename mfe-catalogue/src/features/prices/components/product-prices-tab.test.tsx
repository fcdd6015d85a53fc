import '../../../lib/jsdom-message-channel';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { extraAttributesApi, type ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { priceListsApi, type PriceList } from '@pimento/shared-kit/contracts/price-lists';
import { pricesApi, type Price } from '@pimento/shared-kit/contracts/prices';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { localDay } from '../lib/price-text';
import { ProductPricesTab } from './product-prices-tab';

registerCatalogueStrings();

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's drawer on a busy 2-core machine. */
const journey = 60_000;

const lamp = { id: 5, sku: 'LAMP-5', name: 'Desk lamp' };
const retail: PriceList = { id: 1, name: 'Retail', discriminants: [{ code: 'quantity', label: 'Quantity', type: 'integer' }], state: 'active', price_count: 2, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z' };
const price = (id: number, overrides: Partial<Price>): Price => ({
  id,
  product: lamp,
  price_list: { id: 1, name: 'Retail' },
  gross_price: null,
  net_price: 10,
  currency: 'EUR',
  start_date: null,
  end_date: null,
  discount: null,
  discount_family_code: null,
  discount_family_label: null,
  unit: null,
  discriminant_values: { quantity: 1 },
  attribute_values: {},
  created: '2026-01-01T00:00:00Z',
  updated: '2026-01-01T00:00:00Z',
  ...overrides,
});
const lastYear = price(1, { net_price: 9.5, start_date: '2020-01-01', end_date: '2020-12-31' });
const current = price(2, { net_price: 12.25, start_date: '2021-01-01' });
const inArchivedList = price(4, { net_price: 7, start_date: '2021-01-01', price_list: { id: 9, name: 'Old' } });

const channel: ExtraAttribute = { id: 7, entity: 'price', code: 'channel', labels: { en: 'Sales channel' }, type: 'dropdown', choices: [{ code: 'web', labels: { en: 'Web shop' } }, { code: 'shop', labels: { en: 'Shop' } }], required: false, position: 0 };
const minimum: ExtraAttribute = { id: 8, entity: 'price', code: 'minimum', labels: { en: 'Minimum order' }, type: 'integer', choices: [], required: true, position: 1 };

function serve(prices: Price[], attributes: ExtraAttribute[] = []) {
  return fakeApi()
    .on(extraAttributesApi.list, () => ({ results: attributes }))
    .on(pricesApi.update, (call) => ({ ...prices[0]!, ...(call.body as Partial<Price>) }))
    .on(priceListsApi.list, () => ({ results: [retail] }))
    .on(pricesApi.list, () => ({ results: prices, next_cursor: null }))
    .on(pricesApi.create, (call) => price(3, call.body as Partial<Price>));
}

describe('the Prices tab of a product', () => {
  beforeEach(() => signInForTests());

  it('lists the product’s prices in every list and marks the one valid today, never one in an archived list', async () => {
    const api = serve([lastYear, current, inArchivedList]);
    renderWithProviders(<ProductPricesTab product={lamp} />);
    const row = await screen.findByTestId('product-price-2');
    expect(row).toHaveTextContent('12.25');
    expect(row).toHaveTextContent('Valid today');
    expect(screen.getByTestId('product-price-1')).not.toHaveTextContent('Valid today');
    expect(screen.getByTestId('product-price-1')).toHaveTextContent('2020-01-01 → 2020-12-31');
    expect(screen.getByTestId('product-price-4')).not.toHaveTextContent('Valid today');
    expect(api.callsOf(pricesApi.list)[0]!.query.get('product_id')).toBe('5');
    expect(localDay(new Date(2026, 0, 9))).toBe('2026-01-09');
  });

  it(
    'adds a price for this product: the product is chosen and fixed, the only list is picked',
    async () => {
      const api = serve([]);
      renderWithProviders(<ProductPricesTab product={lamp} />);
      expect(await screen.findByText('No price for this product yet.')).toBeInTheDocument();
      await userEvent.click(await screen.findByTestId('add-product-price'));
      const drawer = await screen.findByRole('dialog', { name: 'New price of LAMP-5' });
      expect(within(drawer).getByText('LAMP-5 — Desk lamp')).toBeInTheDocument();
      await userEvent.type(within(drawer).getByTestId('discriminant-quantity'), '10');
      await userEvent.type(within(drawer).getByTestId('price-net'), '8.4');
      await userEvent.click(within(drawer).getByTestId('price-save'));
      await waitFor(() => expect(api.callsOf(pricesApi.create)).toHaveLength(1));
      expect(api.callsOf(pricesApi.create)[0]!.body).toMatchObject({ product_id: 5, price_list_id: 1, net_price: 8.4, currency: 'EUR', discriminant_values: { quantity: 10 } });
    },
    journey,
  );

  it(
    'edits a price with its price attributes; a field the company switched off is not shown and keeps its value',
    async () => {
      const discounted = price(2, { net_price: 12.25, discount: 0.2, attribute_values: { 7: 'web' } });
      const api = serve([discounted], [channel, minimum]);
      renderWithProviders(<ProductPricesTab product={lamp} />, { remoteProps: { flags: { disabled_price_fields: ['discount'] } } });
      expect(await screen.findByTestId('product-price-2')).toHaveTextContent('12.25');
      expect(screen.queryByRole('columnheader', { name: 'Discount (0 to 1)' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Edit the price #2' }));
      const drawer = await screen.findByRole('dialog', { name: 'Price of LAMP-5' });
      expect(within(drawer).getByText('Web shop')).toBeInTheDocument();
      // The required attribute is asked for before anything is sent.
      await userEvent.click(within(drawer).getByTestId('price-save'));
      expect(await within(drawer).findByText('This value is required.')).toBeInTheDocument();
      expect(api.callsOf(pricesApi.update)).toHaveLength(0);
      await userEvent.type(within(drawer).getByLabelText('Minimum order'), '12');
      await userEvent.click(within(drawer).getByTestId('price-save'));
      await waitFor(() => expect(api.callsOf(pricesApi.update)).toHaveLength(1));
      expect(api.callsOf(pricesApi.update)[0]!.body).toMatchObject({ net_price: 12.25, discount: 0.2, attribute_values: { 7: 'web', 8: '12' } });
    },
    journey,
  );
});
