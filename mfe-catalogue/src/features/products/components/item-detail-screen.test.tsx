import '../../../lib/jsdom-message-channel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { ItemDetailScreen } from './item-detail-screen';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';

/** The product the page shows, at the path its endpoint declares. */
const productPath = endpointPath(productsApi.get, { id: 5 });

registerCatalogueStrings();

/** What the API client reads of a fetch answer (jsdom has no `Response`). */
const json = (body: unknown, status = 200) => ({ status, ok: status < 300, headers: new Headers(), json: async () => body }) as unknown as Response;

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
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let saveAnswer: () => Response;

  beforeEach(() => {
    calls.length = 0;
    // A signed-in session as the API client reads it (payload cookies with an expiry ahead).
    const exp = encodeURIComponent(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
    document.cookie = `pimento_access_payload=${exp}; path=/`;
    document.cookie = `pimento_refresh_payload=${exp}; path=/`;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url === productPath && method === productsApi.get.method) return json(product);
      if (url === productPath && method === productsApi.update.method) return saveAnswer();
      // The definitions the page reads beside the product: none needed here.
      return json({ code: 'resource.not_found', message: 'Not found.' }, 404);
    }) as typeof fetch;
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
