import { expect, test } from '@playwright/test';
import { artifact, signIn } from '../support/session.ts';

test('dragging the sidebar saves the order; it is restored after reload and on another browser', async ({ page, browser, baseURL }) => {
  await signIn(page, '/products/');
  const links = page.getByTestId('sidebar').locator('li a');
  const labels = () => page.getByTestId('sidebar').locator('li').allInnerTexts();
  const before = await labels();
  const moved = before[2]!;
  // The first entry of the saved order becomes the home page: the moved entry's own route.
  const movedRoute = (await links.nth(2).getAttribute('href'))!;
  const here = (target: typeof page) => {
    const url = new URL(target.url());
    return `${url.pathname}${url.search}`;
  };

  const from = (await links.nth(2).boundingBox())!;
  const to = (await links.nth(0).boundingBox())!;
  const saved = page.waitForResponse((response) => response.url().includes('/pimento-user-store-data/') && response.request().method() === 'POST');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await expect.poll(async () => (await labels())[0]).toBe(moved);
  // The drop does not navigate.
  await expect(page).toHaveURL(/\/products\/$/);

  await page.reload();
  await expect(page.getByTestId('sidebar').locator('li').first()).toHaveText(moved);
  // The first saved entry is the new home.
  await page.goto('/');
  await expect.poll(() => here(page)).toBe(movedRoute);

  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, '/');
  await expect.poll(() => here(otherPage)).toBe(movedRoute);
  await expect(otherPage.getByTestId('sidebar').locator('li').first()).toHaveText(moved);
  await other.close();
});

test('the interface switches between English and French, saved in the language cookie', async ({ page, context }) => {
  await signIn(page, '/products/');
  await page.getByTestId('language-switch').getByText('FR').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Produits et modèles' })).toBeVisible();
  await expect(page.getByTestId('nav-imports')).toHaveText('Imports');
  await expect(page.getByTestId('nav-system')).toHaveText("Paramètres de l'entreprise");
  await expect(page).toHaveTitle('Produits et modèles · Pimento');
  expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('fr');
  // Saved on the user too.
  await expect
    .poll(async () => page.evaluate(async () => (await (await fetch('/api/catalogue/current-user/')).json()).language_code))
    .toBe('fr');
  await page.screenshot({ path: artifact('products-fr') });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Produits et modèles' })).toBeVisible();
  await page.getByTestId('language-switch').getByText('EN').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Products and models' })).toBeVisible();
});

test('the help bar opens, resizes within 20–99 %, remembers its width and collapses to a tab', async ({ page }) => {
  await signIn(page, '/products/');
  // The collapsed tab has its own place at the right: the listing ends before it.
  const tab = (await page.getByTestId('help-tab').boundingBox())!;
  expect((await page.getByTestId('remote-content').boundingBox())!.x + (await page.getByTestId('remote-content').boundingBox())!.width).toBeLessThanOrEqual(tab.x);
  await page.getByTestId('help-tab').click();
  const bar = page.getByTestId('help-bar');
  await expect(bar).toBeVisible();
  const viewport = page.viewportSize()!;
  expect(Math.round(((await bar.boundingBox())!.width / viewport.width) * 100)).toBe(30);

  const handle = page.getByTestId('help-resize');
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(viewport.width * 0.5, box.y + 200, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Math.round(((await bar.boundingBox())!.width / viewport.width) * 100)).toBe(50);
  await expect(bar).toContainText(/Help|Aide/);
  await page.screenshot({ path: artifact('help-bar') });

  // Widened to the most, it leaves the header whole: the user menu stays on screen and usable.
  await page.mouse.move(viewport.width * 0.5, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(2, box.y + 200, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => Math.round(((await bar.boundingBox())!.width / viewport.width) * 100)).toBeGreaterThan(80);
  const menu = (await page.getByTestId('user-menu').boundingBox())!;
  expect(menu.x + menu.width).toBeLessThanOrEqual(viewport.width);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');

  // Beyond the limits the width stays within 20 % … 99 %.
  const wide = (await handle.boundingBox())!;
  await page.mouse.move(wide.x + wide.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(viewport.width - 5, box.y + 200, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => Math.round(((await bar.boundingBox())!.width / viewport.width) * 100)).toBe(20);

  await page.reload();
  await expect(page.getByTestId('help-bar')).toBeVisible();
  expect(Math.round(((await page.getByTestId('help-bar').boundingBox())!.width / viewport.width) * 100)).toBe(20);
  await page.getByRole('button', { name: 'Hide the help' }).click();
  await expect(page.getByTestId('help-tab')).toBeVisible();
});
