import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { assetCategory } from '@pimento/shared-kit/testing/asset-fixtures';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import '../../../i18n/strings';
import { AssetExportEditor, definitionOf, formOf } from './asset-export-editor';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's drawers and selects on a busy 2-core machine. */
const journey = 60_000;

const savedTemplate = (body: { name: string; definition: unknown }, version = 1) => ({
  id: 7,
  type: 'asset_export',
  standard_version: null,
  groups: [],
  version,
  broken_columns: [],
  rights: { edit: true, delete: true, duplicate: true },
  created_by: null,
  updated_by: null,
  created: '2026-11-28T05:00:00.000Z',
  updated: '2026-11-28T05:00:00.000Z',
  ...body,
});

function serve() {
  return fakeApi()
    .on(assetsApi.categoryTree, () => ({ results: [assetCategory({ id: 1, name: 'Photos' }), assetCategory({ id: 2, name: 'Packshots', parent_id: 1, ancestors: [1] }), assetCategory({ id: 3, name: 'Manuals' })] }))
    .on(companyApi.possibleLanguages, () => [
      { code: 'en', label_en: 'English', label_fr: 'Anglais' },
      { code: 'fr', label_en: 'French', label_fr: 'Français' },
    ])
    .on(exportTemplatesApi.create, (call) => savedTemplate(call.body as { name: string; definition: unknown }));
}

describe('the asset export editor', () => {
  beforeEach(() => signInForTests());
  afterEach(() => i18n.changeLanguage('en'));

  it(
    'creates a template of product pictures renamed by SKU and position and resized, the pattern checked as it is typed',
    async () => {
      const api = serve();
      const onSaved = jest.fn();
      renderWithProviders(<AssetExportEditor templateId={null} onClose={jest.fn()} onSaved={onSaved} />);
      const form = await screen.findByTestId('asset-export-form');
      await userEvent.click(within(form).getByRole('combobox', { name: 'Asset categories' }));
      // A subcategory is named under its parent.
      await userEvent.click(await screen.findByTitle('Photos › Packshots'));
      await userEvent.click(within(form).getByRole('radio', { name: 'One file per product that uses it' }));
      const pattern = within(form).getByRole('textbox', { name: 'File name' });
      await userEvent.clear(pattern);
      await userEvent.type(pattern, '{{sku}');
      await userEvent.click(within(form).getByRole('button', { name: 'Position' }));
      expect(pattern).toHaveValue('{sku}{order}');
      expect(within(form).getByTestId('asset-export-example')).toHaveTextContent('Example: CAB-0011.jpg');
      await userEvent.type(pattern, '-{{colour}');
      expect(await within(form).findByRole('alert')).toHaveTextContent('The file name may only use the pills name, sku, order, category, language, id and index');
      await userEvent.clear(pattern);
      await userEvent.type(pattern, '{{sku}_{{order}');
      await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
      await userEvent.type(within(form).getByRole('textbox', { name: 'Positions on the product' }), '1, 2');
      await userEvent.click(within(form).getByRole('switch', { name: 'Resize images' }));
      await userEvent.type(within(form).getByRole('spinbutton', { name: 'Width (px)' }), '800');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(api.callsOf(exportTemplatesApi.create)).toHaveLength(1));
      expect(api.callsOf(exportTemplatesApi.create)[0]!.body).toEqual({
        type: 'asset_export',
        name: 'Product pictures',
        definition: {
          category_ids: [2],
          tags: [],
          languages: [],
          products: { kind: 'all' },
          orders: [1, 2],
          file_name: '{sku}_{order}',
          size: { width: 800, height: null, dpi: 72, format: null },
        },
      });
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 7 })));
    },
    journey,
  );

  it(
    'shows the server’s refusals at their fields, in French',
    async () => {
      await i18n.changeLanguage('fr');
      serve().on(exportTemplatesApi.create, () =>
        reply(400, { code: 'template.invalid', message: 'invalid', fields: { 'definition.category_ids.0': ['asset_export.category_not_found'], name: ['template.name_version_taken'] } }),
      );
      renderWithProviders(<AssetExportEditor templateId={null} onClose={jest.fn()} onSaved={jest.fn()} />);
      const form = await screen.findByTestId('asset-export-form');
      // Nothing chosen: refused before any call, at the field.
      await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
      expect(await within(form).findByText('Choisissez au moins une catégorie de médias.')).toBeInTheDocument();
      await userEvent.click(within(form).getByRole('combobox', { name: 'Catégories de médias' }));
      await userEvent.click(await screen.findByTitle('Manuals'));
      await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
      expect(await within(form).findByText('Cette catégorie de médias n’existe plus.')).toBeInTheDocument();
      expect(within(form).getByRole('textbox', { name: 'Nom du modèle' })).toHaveAttribute('aria-invalid', 'true');
    },
    journey,
  );

  it('reads a saved definition into the form and back unchanged', () => {
    const definition = {
      category_ids: [1, 3],
      tags: ['web'],
      languages: ['fr'],
      products: { kind: 'skus' as const, skus: ['A-1', 'B-2'] },
      orders: [1],
      file_name: '{sku}-{index}',
      size: { width: 300, height: 300, dpi: 300, format: 'png' as const },
    };
    const form = formOf(savedTemplate({ name: 'Web', definition }) as never, 'New');
    expect(form).toMatchObject({ scope: 'products', products: 'skus', skus: 'A-1\nB-2', orders: '1', resize: true, format: 'png' });
    expect(definitionOf(form)).toEqual(definition);
    expect(definitionOf({ ...form, scope: 'assets', resize: false })).toMatchObject({ products: null, orders: [], size: null });
  });
});
