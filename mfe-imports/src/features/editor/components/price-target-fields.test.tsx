import '../../testing/jsdom-message-channel';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import type { ImportTarget } from '@pimento/shared-kit/contracts/imports';
import type { PriceList } from '@pimento/shared-kit/contracts/price-lists';
import '../../../i18n/strings';
import type { ImportTargets } from '../../templates/api/targets';
import type { DraftPill } from '../lib/editor-model';
import { targetLabel } from '../lib/target-label';
import { PillDrawer } from './pill-drawer';

/** Clicks without jsdom's slow pointer-events style check (antd's drawers are large). */
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const journey = 60_000;

const trade: PriceList = { id: 7, name: 'Trade', discriminants: [{ code: 'quantity', label: 'Quantity', type: 'integer' }], state: 'active', price_count: 0, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z' };
const retail: PriceList = { ...trade, id: 8, name: 'Retail', discriminants: [] };
const minOrder: ExtraAttribute = { id: 3, entity: 'price', code: 'min_order', labels: { en: 'Minimum order', fr: 'Commande minimum' }, type: 'integer', choices: [], required: false, position: 0 };
const targets = (priceLists: PriceList[]): ImportTargets => ({ attributes: [], languages: [], unitTypes: [], trees: [], priceLists, priceAttributes: [minOrder] });

/** The drawer over a pill kept in state, as the editor keeps it; the last target is read from `latest`. */
function renderDrawer(priceLists: PriceList[], flags: Record<string, unknown> = {}) {
  const latest: { target: ImportTarget | null } = { target: null };
  function Harness() {
    const [pill, setPill] = useState<DraftPill>({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1', target: null, columns: ['net'], formula: null, value_map: null, conditions: [] });
    latest.target = pill.target;
    return <PillDrawer pill={pill} index={0} columns={[{ key: 'net', header: 'Net' }]} targets={targets(priceLists)} problems={[]} onChange={setPill} onClose={() => undefined} />;
  }
  renderWithProviders(<Harness />, { remoteProps: { flags } });
  return latest;
}

async function choose(testId: string, option: string) {
  await userEvent.click(within(screen.getByTestId(testId)).getByRole('combobox'));
  await userEvent.click(await screen.findByTitle(option));
}

describe('the price pill panel', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('starts a price pill on the first list’s net price and sets its list, field, currency, valid-from date and discriminant values', async () => {
    const latest = renderDrawer([trade, retail]);
    await choose('pill-target-kind', 'Price');
    expect(latest.target).toEqual({ kind: 'price', price_list_id: 7, field: 'net_price', currency: null, start_date: null, discriminant_values: {} });
    const panel = screen.getByTestId('price-target');
    expect(within(panel).getByRole('combobox', { name: 'Price list' })).toBeInTheDocument();

    await choose('price-target-field', 'Gross price');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Quantity' }), '10');
    // 156 codes: typed to find, as a user does.
    await userEvent.type(within(screen.getByTestId('price-target-currency')).getByRole('combobox'), 'EUR');
    await userEvent.click(await screen.findByTitle('EUR'));
    await userEvent.type(within(panel).getByLabelText('Valid from'), '2026-03-01');
    await waitFor(() => expect(latest.target).toEqual({ kind: 'price', price_list_id: 7, field: 'gross_price', currency: 'EUR', start_date: '2026-03-01', discriminant_values: { quantity: 10 } }));
    // The label the pill card shows.
    expect(targetLabel(latest.target, new Map(), 'en', i18n.getFixedT('en', 'imports'), { priceLists: [trade], priceAttributes: [minOrder] })).toBe('Gross price · Trade (Quantity 10, from 2026-03-01)');

    // A price attribute, then another list: its discriminants start afresh.
    await userEvent.type(within(screen.getByTestId('price-target-field')).getByRole('combobox'), 'Minimum');
    await userEvent.click(await screen.findByTitle('Minimum order'));
    await choose('price-target-list', 'Retail');
    expect(latest.target).toMatchObject({ price_list_id: 8, field: 'attribute.min_order', discriminant_values: {} });
    expect(within(panel).queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
  }, journey);

  it('leaves out the price fields the company switched off, speaks French, and says when there is no price list', async () => {
    await i18n.changeLanguage('fr');
    renderDrawer([trade], { disabled_price_fields: ['discount'] });
    await choose('pill-target-kind', 'Prix');
    expect(screen.getByTestId('price-target')).toHaveTextContent('Liste de prix');
    await userEvent.click(within(screen.getByTestId('price-target-field')).getByRole('combobox'));
    expect(await screen.findByTitle('Prix brut')).toBeInTheDocument();
    expect(screen.queryByTitle('Remise')).not.toBeInTheDocument();
    await userEvent.type(within(screen.getByTestId('price-target-field')).getByRole('combobox'), 'Commande');
    expect(await screen.findByTitle('Commande minimum')).toBeInTheDocument();
  }, journey);

  it('says there is no price list to write into', async () => {
    const latest = renderDrawer([]);
    await choose('pill-target-kind', 'Price');
    expect(latest.target).toBeNull();
    expect(screen.getByTestId('price-target-no-list')).toHaveTextContent('No price list yet');
  }, journey);
});
