import '../../../lib/jsdom-message-channel';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { ObjectLinkSelect } from './object-link-select';

registerCatalogueStrings();

const objects = [
  { id: 11, object_type_id: 3, name: 'Acme', groups: ['g'], version: 1, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z' },
  { id: 12, object_type_id: 3, name: 'Bolt & Co', groups: ['g'], version: 1, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z' },
];
/** What the API client reads of a fetch answer (jsdom has no `Response`). */
const json = (body: unknown, status = 200) => ({ status, ok: status < 300, json: async () => body }) as unknown as Response;

describe('object-link value editor', () => {
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    // A signed-in session as the API client reads it (payload cookies with an expiry ahead).
    const exp = encodeURIComponent(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
    document.cookie = `pimento_access_payload=${exp}; path=/`;
    document.cookie = `pimento_refresh_payload=${exp}; path=/`;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.startsWith('/api/catalogue/object/?')) {
        const search = new URL(url, 'http://localhost').searchParams.get('search')?.toLowerCase() ?? '';
        const results = objects.filter((object) => object.name.toLowerCase().includes(search));
        return json({ results, count: results.length });
      }
      if (url === '/api/catalogue/object/99/') return json({ ...objects[0], id: 99, name: 'Zephyr (far down the list)' });
      return json({ code: 'object.not_found', message: 'Object not found.' }, 404);
    }) as typeof fetch;
  });

  it('searches the objects of the attribute type and picks one', async () => {
    const onChange = jest.fn();
    renderWithProviders(<ObjectLinkSelect objectTypeId={3} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'bolt');
    await userEvent.click(await screen.findByTitle('Bolt & Co'));
    expect(onChange).toHaveBeenCalledWith(12);
    expect(calls.some((url) => url.includes('object_type_id=3') && url.includes('search=bolt'))).toBe(true);
  });

  it('names a chosen object that is not among the first results, and says when it no longer exists', async () => {
    const { unmount } = renderWithProviders(<ObjectLinkSelect objectTypeId={3} value={99} onChange={jest.fn()} />);
    expect(await screen.findByText('Zephyr (far down the list)')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ObjectLinkSelect objectTypeId={3} value={404} onChange={jest.fn()} />);
    await waitFor(() => expect(screen.getByText('Object #404 (deleted or hidden)')).toBeInTheDocument());
  });
});
