import { expect, test, type Response } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { cssCustomProperties, palette } from '@pimento/shared-kit/design/tokens';

const contentHashed = /\.[0-9a-f]{8}\.js$/;

test('scripts arrive brotli-compressed and a second load of the page fetches none of the content-hashed ones again', async ({ page, context }) => {
  // Two full loads of the signed-in page (sign-in, then a new page).
  test.slow();
  const scripts: Response[] = [];
  page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response));
  await signIn(page, '/products/');
  await expect(page.getByRole('heading', { level: 2, name: 'Products and models' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const shellAndCatalogue = scripts.filter((response) => /^\/(shell|remotes\/catalogue)\//.test(new URL(response.url()).pathname));
  expect(shellAndCatalogue.length).toBeGreaterThan(3);
  for (const response of shellAndCatalogue) {
    const pathname = new URL(response.url()).pathname;
    const headers = await response.allHeaders();
    expect.soft(headers['content-encoding'], pathname).toBe('br');
    expect.soft(headers.vary ?? '', pathname).toMatch(/accept-encoding/i);
    if (contentHashed.test(pathname)) expect.soft(headers['cache-control'], pathname).toBe('public, max-age=31536000, immutable');
  }
  // The shell's entry is content-hashed too: nothing of the shell is revalidated but index.html.
  expect(shellAndCatalogue.map((response) => new URL(response.url()).pathname).filter((pathname) => pathname.startsWith('/shell/'))).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/shell\/main\.[0-9a-f]{8}\.js$/), expect.stringMatching(/^\/shell\/start\.[0-9a-f]{8}\.js$/)]),
  );

  // The next load, in a new page of the same browser (its HTTP cache): which requests reach the server.
  const next = await context.newPage();
  const cdp = await context.newCDPSession(next);
  await cdp.send('Network.enable');
  const fromNetwork: string[] = [];
  const fromMemory = new Set<string>();
  cdp.on('Network.requestServedFromCache', (event) => fromMemory.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    const cached = event.response.fromDiskCache || event.response.fromPrefetchCache || fromMemory.has(event.requestId);
    if (!cached) fromNetwork.push(new URL(event.response.url).pathname);
  });
  await next.goto('/products/');
  await expect(next.getByRole('heading', { level: 2, name: 'Products and models' })).toBeVisible();
  await next.waitForLoadState('networkidle');
  expect(fromNetwork).toContain('/products/');
  expect(fromNetwork.filter((pathname) => contentHashed.test(pathname))).toEqual([]);
});

test('the page as served declares every design token with the value of the token file, and carries its icon', async ({ request }) => {
  // The page is minified: compared without white space.
  const compact = (text: string) => text.replace(/\s+/g, '');
  const html = compact(await (await request.get('/products/')).text());
  for (const [name, value] of Object.entries(cssCustomProperties())) expect.soft(html, name).toContain(compact(`${name}:${value}`));
  expect(html).toContain(compact(`name=theme-colorcontent=${palette.sidebar}>`));
  // Its icon too: no request of its own at each load.
  expect(html).toContain('rel=icontype=image/svg+xmlhref=data:image/svg+xml,');
});

test("a signed-in page load names the signed-in part's scripts and first API calls for preloading; a visitor's does not", async ({ page, request }) => {
  await signIn(page, '/products/');
  await expect(page.getByRole('heading', { level: 2, name: 'Products and models' })).toBeVisible();
  const signedIn = await page.request.get('/products/');
  expect(signedIn.headers().link).toMatch(/^<\/shell\/later\.[0-9a-f]{8}\.js>; rel=preload; as=script, <\/api\/remotes\/>; rel=preload; as=fetch; crossorigin/);
  const visitor = await request.get('/products/');
  expect(visitor.headers().link).toBeUndefined();
});
