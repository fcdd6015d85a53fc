import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import '../../../i18n/strings';
import { assetCategory } from '@pimento/shared-kit/testing/asset-fixtures';
import { AssetCategoriesScreen } from './asset-categories-screen';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
/** antd's dialogs on a busy 2-core machine. */
const journey = 60_000;

const packshots = assetCategory({ id: 1, name: 'Packshots', names: { en: 'Packshots', fr: 'Photos produit' }, children_count: 1, assets_count: 3 });
const ambiance = assetCategory({ id: 2, name: 'Ambiance', parent_id: 1, ancestors: [1], assets_count: 2 });
const leaflets = assetCategory({ id: 3, name: 'Leaflets', position: 1 });

function serve() {
  return fakeApi()
    .on(assetsApi.categoryTree, () => ({ results: [packshots, ambiance, leaflets] }))
    .on(companyApi.labelLanguages, () => ['en', 'fr']);
}

describe('/asset/categories/', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the trees with each category’s assets, in the interface language', async () => {
    await i18n.changeLanguage('fr');
    serve();
    renderWithProviders(<AssetCategoriesScreen />, { route: '/asset/categories/' });
    expect(await screen.findByTestId('asset-category-Photos produit')).toHaveTextContent('3 médias');
    expect(screen.getByTestId('asset-category-Ambiance')).toHaveTextContent('2 médias');
  }, journey);

  it('creates a category named in every label language', async () => {
    const api = serve().on(assetsApi.createCategory, (call) => assetCategory({ id: 9, name: 'Logos', ...(call.body as object) }));
    renderWithProviders(<AssetCategoriesScreen />, { route: '/asset/categories/' });
    await screen.findByTestId('asset-category-Packshots');
    await userEvent.click(screen.getByTestId('new-asset-category'));
    await userEvent.type(await screen.findByTestId('category-name-en'), 'Logos');
    await userEvent.type(screen.getByTestId('category-name-fr'), 'Logos FR');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf(assetsApi.createCategory)).toHaveLength(1));
    expect(api.callsOf(assetsApi.createCategory)[0]!.body).toEqual({ names: { en: 'Logos', fr: 'Logos FR' }, parent_id: null });
  }, journey);

  it('switches a flag and says the server’s refusal in French', async () => {
    await i18n.changeLanguage('fr');
    const api = serve().on(assetsApi.updateCategory, () =>
      reply(422, { code: 'asset_category.flag_conflicts_with_assets', message: 'The category’s assets do not fit this setting.' }),
    );
    renderWithProviders(<AssetCategoriesScreen />, { route: '/asset/categories/' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Leaflets : principale (images principales)' }));
    await waitFor(() => expect(toastTitles()).toContain('Les médias de la catégorie ne correspondent pas à ce réglage (stockés ou non, images seulement si mise en avant).'));
    expect(api.callsOf(assetsApi.updateCategory)[0]).toMatchObject({ path: endpointPath(assetsApi.updateCategory, { id: 3 }), body: { featured: true } });
  }, journey);

  it('moves a category from the keyboard: a parent, then a place among its children', async () => {
    const api = serve().on(assetsApi.updateCategory, (call) => ({ ...leaflets, ...(call.body as object) }));
    renderWithProviders(<AssetCategoriesScreen />, { route: '/asset/categories/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Leaflets' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Under' }));
    await userEvent.click(await screen.findByTitle('Packshots'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Place' }));
    await userEvent.click(await screen.findByTitle('After Ambiance'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsOf(assetsApi.updateCategory)).toHaveLength(1));
    expect(api.callsOf(assetsApi.updateCategory)[0]).toMatchObject({ path: endpointPath(assetsApi.updateCategory, { id: 3 }), body: { parent_id: 1, position: 1 } });
  }, journey);

  it('says before a delete that the subcategories go and the assets stay, uncategorised', async () => {
    const api = serve().on(assetsApi.deleteCategory, () => ({ categories: 2, assets_uncategorised: 5 }));
    renderWithProviders(<AssetCategoriesScreen />, { route: '/asset/categories/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Packshots' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Its subcategory goes too. Its 5 assets stay in the gallery, in no category.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTitles()).toContain('Packshots deleted; 5 assets are now in no category.'));
    expect(api.callsOf(assetsApi.deleteCategory)[0]!.path).toBe(endpointPath(assetsApi.deleteCategory, { id: 1 }));
  }, journey);
});
