import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { assetRulesApi, type AssetRule, type AssetRulePreviewRequest } from '@pimento/shared-kit/contracts/asset-assignment';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import '../../../i18n/strings';
import { AssignmentRulesDrawer } from './assignment-rules-drawer';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's drawer, form and table on a busy 2-core machine; the first test also loads them (about 60 s measured under load). */
const journey = 120_000;

const categoryOptions = [{ value: 4, label: 'Packshots' }];
const saved: AssetRule = {
  id: 1,
  name: 'Packshots by SKU',
  source: 'name',
  pills: [{ type: 'sku' }, { type: 'text', text: '_' }, { type: 'sequence' }],
  category_id: 4,
  placement: 'sequence',
  featured: false,
  only_empty: false,
  on_upload: true,
  position: 1,
  created: '2026-11-27T10:00:00Z',
  updated: '2026-11-27T10:00:00Z',
};

function serve(rules: AssetRule[] = []) {
  return fakeApi()
    .on(assetRulesApi.list, () => ({ results: rules }))
    .on(attributesApi.idLabels, () => [{ id: 9, code: 'colour', type: 'text', labels: { en: 'Colour' } }]);
}

describe('assignment rules', () => {
  beforeEach(() => signInForTests());
  afterEach(() => i18n.changeLanguage('en'));

  it('previews pasted names with the rule as it stands, unsaved, and says where each goes', async () => {
    const api = serve().on(assetRulesApi.preview, (call) => {
      const { names } = call.body as AssetRulePreviewRequest;
      return {
        lines: names.map((name) =>
          name.startsWith('ABC')
            ? { name, miss: null, products: [{ id: 1, sku: 'ABC-100' }], products_count: 3, models: [], category_id: 4, position: 2, language: 'fr', featured: true }
            : { name, miss: 'no_match', products: [], products_count: 0, models: [], category_id: 4, position: null, language: null, featured: false },
        ),
      };
    });
    renderWithProviders(<AssignmentRulesDrawer open categoryOptions={categoryOptions} onClose={() => undefined} />, { route: '/asset/' });
    await userEvent.click(await screen.findByTestId('new-rule'));
    // The default pattern, then a language pill added after a separator.
    expect(within(screen.getByTestId('rule-pills')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['SKU', '“_”', 'Sequence number']);
    fireEvent.change(screen.getByTestId('pill-text'), { target: { value: '_' } });
    await userEvent.click(screen.getByTestId('add-pill'));
    await userEvent.click(within(screen.getByTestId('pill-type')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('Language'));
    await userEvent.click(screen.getByTestId('add-pill'));
    // Pasted: a blank line is no name.
    fireEvent.change(screen.getByTestId('preview-names'), { target: { value: 'ABC-100_2_fr.jpg\n\n leaflet.pdf' } });
    await userEvent.click(screen.getByTestId('run-preview'));
    const table = await screen.findByTestId('rule-preview');
    expect(within(table).getByTestId('preview-line-ABC-100_2_fr.jpg')).toHaveTextContent('ABC-100 +2 more');
    expect(within(table).getByTestId('preview-line-ABC-100_2_fr.jpg')).toHaveTextContent('fr');
    expect(within(table).getByTestId('preview-line-leaflet.pdf')).toHaveTextContent('The pattern does not fit');
    const [sent] = api.callsOf(assetRulesApi.preview);
    expect((sent!.body as AssetRulePreviewRequest).names).toEqual(['ABC-100_2_fr.jpg', 'leaflet.pdf']);
    expect((sent!.body as AssetRulePreviewRequest).rule.pills).toEqual([{ type: 'sku' }, { type: 'text', text: '_' }, { type: 'sequence' }, { type: 'text', text: '_' }, { type: 'language' }]);
    expect(api.callsOf(assetRulesApi.create)).toHaveLength(0);
  }, journey);

  it('shows a refusal at its field, in French', async () => {
    await i18n.changeLanguage('fr');
    serve().on(assetRulesApi.create, () =>
      reply(422, { code: 'asset_rule.identifier_pill_required', message: 'The pattern needs a pill.', fields: { pills: ['asset_rule.identifier_pill_required'] } }),
    );
    renderWithProviders(<AssignmentRulesDrawer open categoryOptions={categoryOptions} onClose={() => undefined} />, { route: '/asset/' });
    await userEvent.click(await screen.findByTestId('new-rule'));
    await userEvent.click(screen.getByRole('button', { name: 'Retirer SKU' }));
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Sans SKU' } });
    await userEvent.click(screen.getByTestId('save-rule'));
    expect(await screen.findByText('Le motif doit contenir une pastille qui désigne les produits : SKU, référence de modèle ou un attribut.')).toBeInTheDocument();
  }, journey);

  it('lists the rules with their pattern, and runs one', async () => {
    const api = serve([saved]).on(assetRulesApi.run, () => ({ task_id: 'task-1' }));
    renderWithProviders(<AssignmentRulesDrawer open categoryOptions={categoryOptions} onClose={() => undefined} />, { route: '/asset/' });
    expect(await screen.findByTestId('rule-Packshots by SKU')).toHaveTextContent('SKU · “_” · Sequence number → Packshots');
    await userEvent.click(screen.getByRole('button', { name: 'Run Packshots by SKU' }));
    await waitFor(() => expect(api.callsOf(assetRulesApi.run).map((call) => call.body)).toEqual([{ rule_ids: [1] }]));
  }, journey);
});
