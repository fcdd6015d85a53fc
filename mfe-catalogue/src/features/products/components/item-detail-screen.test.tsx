import '../../../lib/jsdom-message-channel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { fakeSignedInApi, jsonResponse as json, type FakeApiCall } from '@pimento/shared-kit/testing/fake-api';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { ItemDetailScreen } from './item-detail-screen';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';

/** The product the page shows, at the path its endpoint declares. */
const productPath = endpointPath(productsApi.get, { id: 5 });

registerCatalogueStrings();


const product = {
  id: 5,
  sku: 'LAMP-5',
  name: 'Desk lamp',
  status: 'active',
  model: null,
  categories: [],
  groups: [],
  values: {},
  managed_by_model: [],
  read_only_attribute_ids: [],
  layout: [],
  version: 3,
  created: '2026-01-01T00:00:00Z',
  updated: '2026-01-01T00:00:00Z',
};

describe('saving a product from its page', () => {
  let calls: FakeApiCall[] = [];
  let saveAnswer: () => Response;

  beforeEach(() => {
    calls = fakeSignedInApi(({ method, url }) => {
      if (url === productPath && method === productsApi.get.method) return json(product);
      if (url === productPath && method === productsApi.update.method) return saveAnswer();
      // The definitions the page reads beside the product: none needed here.
      return undefined;
    });
  });

  const rename = async (name: string) => {
    renderWithProviders(<ItemDetailScreen entity="product" id={5} onBack={jest.fn()} onOpen={jest.fn()} />);
    const input = await screen.findByTestId('item-name');
    fireEvent.change(input, { target: { value: name } });
    await userEvent.click(screen.getByTestId('item-save'));
  };

  it('says someone else saved first when the server answers 409 conflict.stale_version, and writes nothing over it', async () => {
    saveAnswer = () => json({ code: 'conflict.stale_version', message: 'Stale version.' }, 409);
    await rename('Desk lamp XL');
    expect(await screen.findByTestId('stale-version')).toHaveTextContent('Someone else saved first');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ version: 3, name: 'Desk lamp XL' });
    // The typed name is kept until the user reloads.
    expect(screen.getByTestId('item-name')).toHaveValue('Desk lamp XL');
    expect(screen.queryByTestId('item-form-error')).not.toBeInTheDocument();
  });

  it('shows the saved product from the answer of the save, without reading it again', async () => {
    saveAnswer = () => json({ ...product, name: 'Desk lamp XL', version: 4 });
    await rename('Desk lamp XL');
    await waitFor(() => expect(screen.getByTestId('item-save')).toBeDisabled());
    expect(screen.getByTestId('item-name')).toHaveValue('Desk lamp XL');
    expect(screen.queryByTestId('stale-version')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === productPath && call.method === productsApi.get.method)).toHaveLength(1);
  });
});
