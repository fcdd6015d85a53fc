import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { exportRunsApi } from '@pimento/shared-kit/contracts/exports';
import { pdfCataloguesApi } from '@pimento/shared-kit/contracts/pdf-previews';
import { signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import '../../../i18n/strings';
import { fakeEditorApi } from '../../matrix-editor/testing/fake-editor-api';
import { MatrixEditor } from '../../matrix-editor/components/matrix-editor';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's inputs and the debounced preview on a 2-core machine busy with other suites. */
const journey = 120_000;

type PreviewBody = { page: string; definition: { products_per_page: number; cover: { title: Record<string, string> }; layout: { sheets: { columns: unknown[] }[] } } };

/** The server's page: what the draft asked for, written into the HTML so the test can read it back. */
function pageOf(call: { body: unknown }) {
  const body = call.body as PreviewBody;
  const html =
    body.page === 'cover'
      ? `<h1>${body.definition.cover.title.en ?? 'Catalogue'}</h1>`
      : `<p>${body.definition.products_per_page} per page, ${body.definition.layout.sheets[0]!.columns.length} fields</p>`;
  return { language: 'en', html, warnings: body.definition.layout.sheets[0]!.columns.length === 0 ? [] : [{ code: 'pdf.images_missing', params: { count: 2 } }] };
}

function serve() {
  return fakeEditorApi()
    .on(assetsApi.list, () => ({ results: [], next_cursor: null }))
    .on(exportRunsApi.preview, () => {
      throw new Error('a PDF draft is previewed as a page, never as a table');
    })
    .on(pdfCataloguesApi.preview, pageOf)
    .on(exportTemplatesApi.create, (call) => ({ id: 9, version: 1, broken_columns: [], groups: [], rights: { edit: true, delete: true, duplicate: true }, ...(call.body as object) }));
}

describe('the PDF catalogue editor', () => {
  beforeEach(() => signInForTests());

  it(
    'designs the pages, previews a page in a sandboxed frame as the server renders it, and saves the card with its design',
    async () => {
      const api = serve();
      renderWithProviders(<MatrixEditor type="pdf" id={undefined} />);
      const options = await screen.findByTestId('pdf-page-options');
      // A new catalogue: a cover, the contents, the main image, a product a page.
      expect(within(options).getByRole('checkbox', { name: 'Cover' })).toBeChecked();
      expect(within(options).getByRole('checkbox', { name: 'Table of contents' })).toBeChecked();
      expect(within(options).getByRole('radio', { name: '1 product' })).toBeChecked();
      // A card is one list of fields: no sheets, no Excel start.
      expect(screen.queryByRole('button', { name: /Excel/ })).toBeNull();
      // The card prints the main image itself: no column of its address.
      expect(screen.queryByTestId('add-main_image')).toBeNull();

      await userEvent.click(screen.getByTestId('add-sku'));
      await userEvent.click(within(options).getByRole('radio', { name: '4 products' }));
      const preview = screen.getByTestId('pdf-preview');
      const frame = await within(preview).findByTitle('Preview of the Products page');
      expect(frame).toHaveAttribute('sandbox', '');
      await waitFor(() => expect(frame.getAttribute('srcdoc')).toBe('<p>4 per page, 1 fields</p>'));
      // The run's warnings, said in the interface language.
      expect(preview).toHaveTextContent('2 main images could not be read');

      await userEvent.type(within(within(options).getByRole('group', { name: 'Cover title' })).getByRole('textbox', { name: 'English' }), 'Spring 2027');
      await userEvent.click(within(preview).getByText('Cover'));
      await waitFor(() => expect(within(preview).getByTitle('Preview of the Cover page').getAttribute('srcdoc')).toBe('<h1>Spring 2027</h1>'));

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.callsOf(exportTemplatesApi.create)).toHaveLength(1));
      const body = api.callsOf(exportTemplatesApi.create)[0]!.body as { type: string; name: string; definition: Record<string, unknown> & { layout: { sheets: { columns: { source: unknown }[] }[] } } };
      expect(body.type).toBe('pdf');
      expect(body.name).toBe('New PDF catalogue');
      expect(body.definition).toMatchObject({ products_per_page: 4, table_of_contents: true, main_image: true, price: null, font_asset_id: null, cover: { enabled: true, title: { en: 'Spring 2027' } } });
      expect(body.definition.layout.sheets[0]!.columns.map((column) => column.source)).toEqual([{ kind: 'sku' }]);
    },
    journey,
  );
});
