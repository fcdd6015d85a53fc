import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import '../../../i18n/strings';
import { asset, assetCategory } from '@pimento/shared-kit/testing/asset-fixtures';
import { GalleryScreen } from './gallery-screen';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
/** antd's drawers and dialogs on a busy 2-core machine. */
const journey = 60_000;

const packshots = assetCategory({ id: 1, name: 'Packshots' });
const chair = asset({ id: 1, file_name: 'chair.png', category_id: 1, tags: ['summer'], products_count: 2 });
const table = asset({ id: 2, file_name: 'table.png', category_id: 1 });
const leaflet = asset({ id: 3, file_name: 'leaflet.pdf', kind: 'pdf', mime_type: 'application/pdf', width: null, height: null });

function serve(pages: Record<string, { results: ReturnType<typeof asset>[]; next_cursor: string | null }> = { '': { results: [chair, table, leaflet], next_cursor: null } }) {
  return fakeApi()
    .on(assetsApi.list, (call) => pages[call.query.get('cursor') ?? ''] ?? { results: [], next_cursor: null })
    .on(assetsApi.categoryTree, () => ({ results: [packshots] }))
    .on(companyApi.possibleLanguages, () => [
      { code: 'en', label_en: 'English', label_fr: 'Anglais' },
      { code: 'fr', label_en: 'French', label_fr: 'Français' },
    ]);
}

describe('/asset/: the gallery', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('shows images themselves, loaded lazily, and an icon for a PDF', async () => {
    serve();
    renderWithProviders(<GalleryScreen />, { route: '/asset/' });
    const image = await screen.findByTestId('preview-1');
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', endpointPath(assetsApi.file, { id: 1 }));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByTestId('preview-3').tagName).not.toBe('IMG');
  }, journey);

  it('asks the next keyset page from the previous page’s cursor, keeping the filters', async () => {
    const api = serve({ '': { results: [chair], next_cursor: 'after-chair' }, 'after-chair': { results: [table], next_cursor: null } });
    renderWithProviders(<GalleryScreen />, { route: '/asset/' });
    await screen.findByTestId('asset-tile-chair.png');
    await userEvent.type(screen.getByLabelText('Search by name'), 'a{Enter}');
    await waitFor(() => expect(api.callsOf(assetsApi.list).some((call) => call.query.get('search') === 'a')).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByTestId('asset-tile-table.png')).toBeInTheDocument();
    const next = api.callsOf(assetsApi.list).find((call) => call.query.get('cursor') === 'after-chair')!;
    expect(next.query.get('search')).toBe('a');
    expect(next.query.get('sort')).toBe('created');
  }, journey);

  it('uploads several files into the filtered category, one line each, a refusal said in French', async () => {
    await i18n.changeLanguage('fr');
    const api = serve().on(assetsApi.upload, (call) =>
      call.body instanceof FormData && (call.body.get('file') as File).name === 'notes.txt'
        ? reply(400, { code: 'asset.bad_extension', message: 'This file extension is not permitted.' })
        : asset({ id: 7, file_name: 'new.png' }),
    );
    renderWithProviders(<GalleryScreen />, { route: '/asset/' });
    await userEvent.click(within(await screen.findByTestId('filter-category')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('Packshots'));
    expect(screen.getByTestId('asset-file-drop')).toHaveTextContent('dans Packshots');
    const files = [new File(['png'], 'new.png', { type: 'image/png' }), new File(['text'], 'notes.txt', { type: 'text/plain' })];
    fireEvent.drop(screen.getByTestId('asset-file-drop'), { dataTransfer: { files } });
    await waitFor(() => expect(screen.getByTestId('upload-new.png')).toHaveAttribute('data-state', 'done'));
    await waitFor(() => expect(screen.getByTestId('upload-notes.txt')).toHaveTextContent("Cette extension de fichier n'est pas autorisée."));
    const uploads = api.callsOf(assetsApi.upload);
    expect(uploads).toHaveLength(2);
    expect(uploads.every((call) => call.query.get('category_id') === '1')).toBe(true);
  }, journey);

  it('adds an asset by URL: link only, into a category of URLs, the server’s refusal said at the URL in French', async () => {
    const links = assetCategory({ id: 5, name: 'Supplier links', unstored: true });
    const api = serve()
      .on(assetsApi.categoryTree, () => ({ results: [packshots, links] }))
      .on(assetsApi.addUrl, (call) =>
        (call.body as { url: string }).url.includes('10.0.0.1')
          ? reply(422, { code: 'asset.url_not_allowed', message: 'Private.', fields: { url: ['asset.url_not_allowed'] }, params: { host: '10.0.0.1' } })
          : asset({ id: 9, file_name: 'sheet.pdf', stored: false }),
      );
    await i18n.changeLanguage('fr');
    renderWithProviders(<GalleryScreen />, { route: '/asset/' });
    await userEvent.click(await screen.findByTestId('add-by-url'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('URL'), 'http://10.0.0.1/sheet.pdf');
    await userEvent.click(within(dialog).getByLabelText('Lien seulement (le fichier reste où il est)'));
    // Only the categories that hold URLs are offered for a link.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Catégorie' }));
    expect(await screen.findByTitle('Supplier links')).toBeInTheDocument();
    expect(screen.queryByTitle('Packshots')).toBeNull();
    await userEvent.click(screen.getByTitle('Supplier links'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Cette URL désigne une adresse locale ou privée (10.0.0.1), que Pimento ne va pas chercher.')).toBeInTheDocument();
    expect(api.callsOf(assetsApi.addUrl)[0]!.body).toEqual({ url: 'http://10.0.0.1/sheet.pdf', stored: false, category_id: 5 });
    await userEvent.clear(within(dialog).getByLabelText('URL'));
    await userEvent.type(within(dialog).getByLabelText('URL'), 'https://cdn.example.com/sheet.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(toastTitles()).toContain('sheet.pdf ajouté.'));
  }, journey);

  it('edits an asset’s tags in the drawer, sending only what changed', async () => {
    const api = serve().on(assetsApi.update, (call) => ({ ...chair, ...(call.body as object) }));
    renderWithProviders(<GalleryScreen />, { route: '/asset/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open chair.png' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.type(within(drawer).getByRole('combobox', { name: 'Tags' }), 'outdoor{Enter}');
    await userEvent.click(within(drawer).getByTestId('asset-save'));
    await waitFor(() => expect(api.callsOf(assetsApi.update)).toHaveLength(1));
    expect(api.callsOf(assetsApi.update)[0]).toMatchObject({ path: endpointPath(assetsApi.update, { id: 1 }), body: { tags: ['summer', 'outdoor'] } });
  }, journey);

  it('says why a linked asset cannot move into a category managed by the model', async () => {
    serve().on(assetsApi.update, () => reply(422, { code: 'asset.linked_managed_move', message: 'Linked.', fields: { category_id: ['asset.linked_managed_move'] } }));
    renderWithProviders(<GalleryScreen />, { route: '/asset/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open leaflet.pdf' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByTitle('Packshots'));
    await userEvent.click(within(drawer).getByTestId('asset-save'));
    await waitFor(() => expect(toastTitles()).toContain('An asset linked to products cannot move into or out of a category managed by the model. Remove its links first.'));
  }, journey);

  it('bulk-edits the selection: category and tags added', async () => {
    const api = serve().on(assetsApi.bulkEdit, () => ({ updated: 2 }));
    renderWithProviders(<GalleryScreen />, { route: '/asset/' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select table.png' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select leaflet.pdf' }));
    await userEvent.click(screen.getByTestId('bulk-edit'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByTitle('Packshots'));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add tags' }), 'catalogue{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.callsOf(assetsApi.bulkEdit)).toHaveLength(1));
    expect(api.callsOf(assetsApi.bulkEdit)[0]!.body).toEqual({ ids: [2, 3], category_id: 1, add_tags: ['catalogue'] });
    await waitFor(() => expect(toastTitles()).toContain('2 assets changed.'));
  }, journey);

  it('deletes the selection after a confirmation, then says which products lost the assets', async () => {
    const api = serve().on(assetsApi.bulkDelete, () => ({ deleted: 2, products_count: 2, products: [{ id: 4, sku: 'CH-1', name: 'Chair' }, { id: 5, sku: 'CH-2', name: 'Chair 2' }] }));
    renderWithProviders(<GalleryScreen />, { route: '/asset/' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select chair.png' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select table.png' }));
    await userEvent.click(screen.getByTestId('bulk-delete'));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Delete 2 assets?');
    expect(question).toHaveTextContent('1 of them is linked to products, which lose it.');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('2 products lost an asset: CH-1, CH-2'));
    expect(api.callsOf(assetsApi.bulkDelete)[0]!.body).toEqual({ ids: [1, 2] });
  }, journey);
});
