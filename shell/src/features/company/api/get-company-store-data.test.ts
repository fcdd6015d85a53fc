import { QueryClient } from '@tanstack/react-query';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { companyStoreDataFixture } from '@pimento/shared-kit/testing/company-store-data';
import { signInForTests } from '@pimento/shared-kit/testing/sign-in-for-tests';
import { companyStoreDataQuery } from './get-company-store-data';

/** What the API client reads of a fetch answer (jsdom has no `Response`). */
const json = (body: unknown, status = 200) => ({ status, ok: status < 300, headers: new Headers(), json: async () => body }) as unknown as Response;

/** A company with every feature on. */
const storeData = companyStoreDataFixture();

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
