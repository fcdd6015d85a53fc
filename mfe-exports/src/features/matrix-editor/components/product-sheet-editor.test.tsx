import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { exportRunsApi } from '@pimento/shared-kit/contracts/exports';
import { signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import '../../../i18n/strings';
import { fakeEditorApi } from '../testing/fake-editor-api';
import { MatrixEditor } from './matrix-editor';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's radios and the debounced preview on a 2-core machine busy with other suites. */
const journey = 120_000;

type PreviewBody = { source: { layout: { sheets: { name: string; columns: { id: string }[] }[] } } };

/** The server's preview: each sheet's columns with two products' texts, as the run engine renders them. */
function previewOf(call: { body: unknown }) {
  const sheets = (call.body as PreviewBody).source.layout.sheets;
  return {
    language: 'en',
    warnings: [],
    sheets: sheets.map((sheet) => ({
      name: sheet.name,
      columns: sheet.columns.map((column, index) => ({ id: column.id, header: ['SKU', 'Name'][index] ?? 'Other' })),
      rows: [sheet.columns.map((_, index) => ['LAMP-1', 'Desk lamp'][index] ?? ''), sheet.columns.map((_, index) => ['LAMP-2', 'Floor lamp'][index] ?? '')],
    })),
  };
}

function serve() {
  return fakeEditorApi()
    .on(exportRunsApi.preview, previewOf)
    .on(exportTemplatesApi.create, (call) => ({ id: 7, version: 1, broken_columns: [], groups: [], rights: { edit: true, delete: true, duplicate: true }, ...(call.body as object) }));
}

describe('the single-product matrix editor', () => {
  beforeEach(() => signInForTests());

  it(
    'lays each product out as chosen, previews the first product down the page, and saves the layout with its product sheet',
    async () => {
      const api = serve();
      renderWithProviders(<MatrixEditor type="single_product_matrix" id={undefined} />);
      const options = await screen.findByTestId('product-sheet-options');
      // A new one: one sheet per product, named by SKU, fields down the sheet.
      expect(within(options).getByRole('radio', { name: 'One sheet per product (up to 1000)' })).toBeChecked();
      expect(within(options).getByRole('radio', { name: 'One per line: its header, then its value' })).toBeChecked();
      expect(within(options).queryByLabelText('Empty rows between two products')).toBeNull();

      await userEvent.click(screen.getByTestId('add-sku'));
      await userEvent.click(screen.getByTestId('add-name'));
      // The first product only, each field's header beside its value.
      const preview = await screen.findByTestId('preview');
      await waitFor(() => expect(within(preview).getAllByRole('row')).toHaveLength(2));
      expect(within(preview).getByRole('rowheader', { name: 'Name' }).closest('tr')).toHaveTextContent('NameDesk lamp');
      expect(preview).not.toHaveTextContent('Floor lamp');

      await userEvent.click(within(options).getByRole('radio', { name: 'One under the other on one sheet' }));
      await userEvent.click(within(options).getByRole('radio', { name: 'Side by side: the headers over the values' }));
      const gap = within(options).getByLabelText('Empty rows between two products');
      await userEvent.clear(gap);
      await userEvent.type(gap, '3');
      // Across: a header row over the first product's values.
      await waitFor(() => expect(within(preview).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['SKU', 'Name']));
      expect(within(preview).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['LAMP-1', 'Desk lamp']);

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.callsOf(exportTemplatesApi.create)).toHaveLength(1));
      const body = api.callsOf(exportTemplatesApi.create)[0]!.body as { type: string; name: string; definition: Record<string, unknown> & { layout: { sheets: { columns: { source: unknown }[] }[] } } };
      expect(body.type).toBe('single_product_matrix');
      expect(body.name).toBe('New single-product matrix');
      expect(body.definition).toMatchObject({ per_product: 'block', orientation: 'horizontal', sheet_name: 'sku', gap_rows: 3 });
      expect(body.definition.layout.sheets[0]!.columns.map((column) => column.source)).toEqual([{ kind: 'sku' }, { kind: 'name' }]);
    },
    journey,
  );
});
