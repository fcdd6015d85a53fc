/** A call the fake API received. */
export type FakeApiCall = { method: string; url: string; body?: unknown };

/** What the API client reads of a fetch answer (jsdom has no `Response`). */
export function jsonResponse(body: unknown, status = 200): Response {
  return { status, ok: status < 300, headers: new Headers(), json: async () => body } as unknown as Response;
}

/**
 * A signed-in session as the API client reads it (payload cookies with an expiry ahead) and a
 * `fetch` that records every call and answers what `answer` gives, else 404. Answers the calls.
 */
export function fakeSignedInApi(answer: (call: FakeApiCall) => Response | undefined): FakeApiCall[] {
  const calls: FakeApiCall[] = [];
  const exp = encodeURIComponent(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  document.cookie = `pimento_access_payload=${exp}; path=/`;
  document.cookie = `pimento_refresh_payload=${exp}; path=/`;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    return answer(call) ?? jsonResponse({ code: 'resource.not_found', message: 'Not found.' }, 404);
  }) as typeof fetch;
  return calls;
}
