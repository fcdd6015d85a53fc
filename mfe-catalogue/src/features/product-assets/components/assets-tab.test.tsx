import '../../../lib/jsdom-message-channel';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { asset, assetCategory } from '@pimento/shared-kit/testing/asset-fixtures';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { productAssetsApi, type LinkedAssets } from '@pimento/shared-kit/contracts/product-assets';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { AssetsTab } from './assets-tab';

registerCatalogueStrings();

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's dialogs on a busy 2-core machine. */
const journey = 60_000;

const photos = assetCategory({ id: 1, name: 'Photos' });
const range = assetCategory({ id: 2, name: 'Range shots', managed_by_model: true });
const front = asset({ id: 11, file_name: 'front.jpg', category_id: 1 });
const side = asset({ id: 12, file_name: 'side.png', category_id: 1 });
const back = asset({ id: 13, file_name: 'back.png', category_id: 1 });
const rangeShot = asset({ id: 21, file_name: 'range.jpg', category_id: 2 });
const manual = asset({ id: 31, file_name: 'manual.pdf', kind: 'pdf', mime_type: 'application/pdf' });

const listingOf = (own: (typeof front)[], featured: number | null = null): LinkedAssets => ({
  featured_asset_id: featured,
  categories: [
    { category_id: 1, managed_by_model: false, assets: own.map((entry, index) => ({ asset: entry, position: index + 1, from_model: false })) },
    { category_id: 2, managed_by_model: true, assets: [{ asset: rangeShot, position: 1, from_model: true }] },
  ],
});

function serve(listing: LinkedAssets) {
  return fakeApi()
    .on(productAssetsApi.list, () => listing)
    .on(assetsApi.categoryTree, () => ({ results: [photos, range] }))
    .on(assetsApi.list, (call) => ({ results: [front, side, back, manual].filter((entry) => entry.file_name.includes(call.query.get('search') ?? '')), next_cursor: null }));
}

const renderTab = () => renderWithProviders(<AssetsTab owner="products" id={5} label="LAMP-5" model={{ id: 9, reference: 'M-9' }} onOpenModel={jest.fn()} />);
const names = (category: string) =>
  within(screen.getByRole('list', { name: `Assets of ${category}` }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-testid'));

describe('the Assets tab of a product', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });

  it('groups the assets by category and shows the model’s read-only, with a way to the model', async () => {
    serve(listingOf([front, side]));
    renderTab();
    expect(await screen.findByRole('region', { name: 'Range shots' })).toHaveTextContent('From the model');
    expect(names('Photos')).toEqual(['linked-asset-front.jpg', 'linked-asset-side.png']);
    expect(within(screen.getByTestId('linked-asset-range.jpg')).queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Change them on the model M-9')).toBeInTheDocument();
  });

  it(
    'moves an asset down with the keyboard and sends the category’s new order',
    async () => {
      const api = serve(listingOf([front, side, back])).on(productAssetsApi.reorder, () => listingOf([side, front, back]));
      renderTab();
      const down = await screen.findByRole('button', { name: 'Move front.jpg down' });
      down.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(api.callsOf(productAssetsApi.reorder).map((call) => call.body)).toEqual([{ category_id: 1, asset_ids: [12, 11, 13] }]));
      expect(names('Photos')).toEqual(['linked-asset-side.png', 'linked-asset-front.jpg', 'linked-asset-back.png']);
      expect(screen.getByRole('button', { name: 'Move side.png up' })).toBeDisabled();
    },
    journey,
  );

  it(
    'puts the server’s order back and says why when it refuses the move',
    async () => {
      serve(listingOf([front, side])).on(productAssetsApi.reorder, () => reply(422, { code: 'asset.order_mismatch', message: 'Order mismatch.' }));
      renderTab();
      await userEvent.click(await screen.findByRole('button', { name: 'Move side.png up' }));
      await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('The new order must list every asset of the category once, and only those.'));
      expect(names('Photos')).toEqual(['linked-asset-front.jpg', 'linked-asset-side.png']);
    },
    journey,
  );

  it(
    'adds the assets chosen in the picker, before those shown, sorting the category after, and cannot choose one already here',
    async () => {
      const api = serve(listingOf([front])).on(productAssetsApi.add, () => listingOf([back, front]));
      renderTab();
      await userEvent.click(await screen.findByTestId('assets-add'));
      const dialog = await screen.findByRole('dialog');
      await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search by name' }), 'b');
      await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Choose front.jpg' })).not.toBeInTheDocument());
      await userEvent.clear(within(dialog).getByRole('searchbox', { name: 'Search by name' }));
      expect(await within(dialog).findByRole('checkbox', { name: 'Choose front.jpg' })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Choose back.png' }));
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Before those shown' }));
      expect(within(dialog).getByRole('radio', { name: 'Keep the order as it is' })).toBeChecked();
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Sort by the assets’ own order, the main image first' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 asset' }));
      await waitFor(() => expect(api.callsOf(productAssetsApi.add).map((call) => call.body)).toEqual([{ asset_ids: [13], placement: 'before', sort: 'except_one' }]));
      await waitFor(() => expect(names('Photos')).toEqual(['linked-asset-back.png', 'linked-asset-front.jpg']));
    },
    journey,
  );

  it(
    'makes an image the main image, offers no star for a PDF, and removes a link after asking',
    async () => {
      const api = serve(listingOf([front, manual]))
        .on(productAssetsApi.setFeatured, () => listingOf([front, manual], 11))
        .on(productAssetsApi.remove, () => listingOf([front], 11));
      renderTab();
      await userEvent.click(await screen.findByRole('button', { name: 'Make front.jpg the main image' }));
      expect(await screen.findByRole('button', { name: 'front.jpg is the main image: choose none' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByRole('button', { name: 'Make manual.pdf the main image' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Remove manual.pdf' }));
      const question = await screen.findByRole('dialog');
      expect(question).toHaveTextContent('Remove manual.pdf from LAMP-5?');
      await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(api.callsOf(productAssetsApi.remove).map((call) => call.body)).toEqual([{ asset_ids: [31] }]));
      await waitFor(() => expect(screen.queryByTestId('linked-asset-manual.pdf')).not.toBeInTheDocument());
    },
    journey,
  );
});
