import { expect, test } from '@playwright/test';
import { artifact, signIn } from '../support/session.ts';

/** One route per remote area, with the title its page frame shows. */
const areas: { path: string; remote: string; heading: string; title: string }[] = [
  { path: '/products/', remote: 'catalogue', heading: 'Products and models', title: 'Products and models' },
  { path: '/category/', remote: 'catalogue', heading: 'Categories', title: 'Categories' },
  { path: '/price/', remote: 'catalogue', heading: 'Price list', title: 'Price list' },
  { path: '/attributes/', remote: 'catalogue', heading: 'Product attributes', title: 'Attributes' },
  { path: '/attributes/compute/', remote: 'catalogue', heading: 'Computed attributes', title: 'Computed attributes' },
  { path: '/asset/', remote: 'assets', heading: 'Asset gallery', title: 'Asset gallery' },
  { path: '/asset/categories/', remote: 'assets', heading: 'Asset categories', title: 'Asset categories' },
  { path: '/imports/', remote: 'imports', heading: 'Imports', title: 'Imports' },
  { path: '/imports/12', remote: 'imports', heading: 'Import configuration', title: 'Import configuration' },
  { path: '/exports/', remote: 'exports', heading: 'Exports', title: 'Exports' },
  { path: '/exports/matrix/', remote: 'exports', heading: 'Matrix template', title: 'Matrix template' },
  { path: '/settings/user/', remote: 'settings', heading: 'My settings', title: 'My settings' },
  { path: '/settings/company/', remote: 'settings', heading: 'Company settings', title: 'Company settings' },
  { path: '/help/', remote: 'settings', heading: 'Help centre', title: 'Help centre' },
];

test('every remote area opens at its routes, each remote loaded once, lazily', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    const match = /\/remotes\/([a-z]+)\/[^/]+\/mf-manifest\.json/.exec(request.url());
    if (match?.[1]) manifests.push(match[1]);
  });
  await signIn(page, '/products/');
  expect(manifests).toEqual(['catalogue']);

  for (const area of areas) {
    await page.goto(area.path);
    await expect(page.getByRole('heading', { level: 2, name: area.heading })).toBeVisible();
    await expect(page.locator(`[data-remote="${area.remote}"]`).first()).toBeVisible();
    await expect(page).toHaveTitle(`${area.title} · Pimento`);
  }
  await page.screenshot({ path: artifact('help-centre') });
});

test('the sidebar moves between remotes without reloading the page', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    const match = /\/remotes\/([a-z]+)\/[^/]+\/mf-manifest\.json/.exec(request.url());
    if (match?.[1]) manifests.push(match[1]);
  });
  await signIn(page, '/products/');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByTestId('nav-assets').click();
  await expect(page).toHaveURL(/\/asset\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Asset gallery' })).toBeVisible();
  await page.getByTestId('nav-imports').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Imports' })).toBeVisible();
  await page.getByTestId('nav-exports').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Exports' })).toBeVisible();
  await page.getByTestId('nav-system').click();
  await expect(page).toHaveURL(/\/settings\/company\/\?tab=company$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Company settings' })).toBeVisible();
  await page.getByTestId('nav-products').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Products and models' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // Each remote's manifest is fetched the first time its route is visited, not again.
  expect(manifests).toEqual(['catalogue', 'assets', 'imports', 'exports', 'settings']);
});

test('unknown paths redirect to the home entry; features that are off have no entry nor route', async ({ page }) => {
  await signIn(page, '/products/');
  await page.goto('/no/such/page/');
  await expect(page).toHaveURL(/\/products\/$/);
  // The demo company has no PDF feature: its entry is hidden and its route goes home.
  const flags = await page.evaluate(async () => (await fetch('/api/catalogue/company-store-data/')).json());
  if (flags.pdf_activated !== true) {
    await expect(page.getByTestId('nav-pdf')).toHaveCount(0);
    await page.goto('/exports/pdf/');
    await expect(page).toHaveURL(/\/products\/$/);
  } else {
    await expect(page.getByTestId('nav-pdf')).toBeVisible();
  }
});

// How many JS requests the route needs (target ≤ 6) is a speed figure: bench/scenarios/bundle.ts measures it.
test('the products route loads the shell and the catalogue remote only, no other remote', async ({ page }) => {
  await signIn(page, '/products/');
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Products and models' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The shell is its entry, `start` and `later`: no antd family file (neither the frame nor the listing renders antd).
  const shellFiles = scripts.filter((path) => path.startsWith('/shell/')).map((path) => path.replace(/\.[0-9a-f]{8}\.js$/, '.js'));
  expect(shellFiles.sort()).toEqual(['/shell/later.js', '/shell/main.js', '/shell/start.js']);
  expect(scripts.every((path) => path.startsWith('/shell/') || path.startsWith('/remotes/catalogue/'))).toBe(true);
  expect(scripts.some((path) => path.startsWith('/remotes/catalogue/'))).toBe(true);
});
