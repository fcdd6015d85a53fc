import { QueryClient } from '@tanstack/react-query';
import { companyApi, companyFeaturesSchema, type CompanyStoreData } from '@pimento/shared-kit/contracts/company';
import { signInForTests } from '@pimento/shared-kit/testing/sign-in-for-tests';
import { companyStoreDataQuery } from './get-company-store-data';

/** What the API client reads of a fetch answer (jsdom has no `Response`). */
const json = (body: unknown, status = 200) => ({ status, ok: status < 300, headers: new Headers(), json: async () => body }) as unknown as Response;

/** A company with every feature on. */
const storeData: CompanyStoreData = {
  ...(Object.fromEntries(companyFeaturesSchema.keyof().options.map((feature) => [feature, true])) as Record<keyof typeof companyFeaturesSchema.shape, boolean>),
  id: '8b0f4c8e-8f7c-4c38-9d1f-5c1a4f3e2d10',
  name: 'Demo',
  etim_import_processing: false,
  import_processing: false,
  attribute_label_languages: ['en', 'fr'],
  units: [],
  possible_languages: [],
  all_languages: [],
  attribute_types: [],
  fabdis_available_versions: [3],
  fabdis_url_rule: 'both',
  interface_languages: [],
  unique_attributes_for_price_list: [],
  sso_only: false,
  ai_credits_balance: 0,
};

describe('the company flags the sidebar and the routes read', () => {
  let answer: () => Response;
  beforeEach(() => {
    signInForTests();
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === companyApi.storeData.path) return answer();
      throw new Error(`unexpected call ${url.pathname}`);
    }) as typeof fetch;
  });

  it('keeps the flags known when a read again fails: no feature switched off in passing', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    answer = () => json(storeData);
    await client.fetchQuery(companyStoreDataQuery());
    answer = () => json({ code: 'internal-server-error', message: 'boom' }, 500);
    await client.refetchQueries({ queryKey: companyStoreDataQuery().queryKey });
    expect(client.getQueryState(companyStoreDataQuery().queryKey)?.status).toBe('error');
    expect(client.getQueryData(companyStoreDataQuery().queryKey)).toMatchObject({ pdf_activated: true, ai_features_activated: true });
  });

  it('has no flag at all when the first read fails (the routes then read no feature)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    answer = () => json({ code: 'internal-server-error', message: 'boom' }, 500);
    await expect(client.fetchQuery(companyStoreDataQuery())).rejects.toThrow();
    expect(client.getQueryData(companyStoreDataQuery().queryKey)).toBeUndefined();
  });
});
