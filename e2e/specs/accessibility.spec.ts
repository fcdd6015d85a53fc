import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { callApi } from '../support/api.ts';
import { demoUser } from '../support/session.ts';

/**
 * WCAG 2.1 AA: no serious or critical axe finding on the routes of spec §2, in English
 * and French, at 1440 px and on a 390 px phone, with the frame's panels, menus, dialogs and the
 * filter editor opened. One browser context per language and width, signed in once.
 * English at 1440 px visits every route; the three other contexts visit one route of each kind of
 * screen (the planned pages of an area share one template): docs/accessibility.md.
 */

type Language = 'en' | 'fr';
type Layout = { name: string; phone: boolean };

/** Every route of spec §2 that exists (the demo company has every feature on). */
const everySignedInRoute = [
  '/products/',
  '/category/',
  '/price/',
  '/attributes/',
  '/attributes/price/',
  '/attributes/client/',
  '/attributes/etim-feature-pill/',
  '/attributes/compute/',
  '/clients/',
  '/dashboard/',
  '/pimento-object/',
  '/asset/',
  '/asset/categories/',
  '/imports/',
  '/imports/1',
  '/exports/',
  // A template's new and saved routes may show the same heading: never one right after the other (`visit`).
  '/exports/matrix/',
  '/exports/fabdis-2/1',
  '/exports/matrix/1',
  '/exports/fabdis-3/1',
  '/exports/single-product-matrix/',
  '/exports/bmecat/1',
  '/exports/single-product-matrix/1',
  '/exports/pdf/',
  '/settings/user/',
  '/exports/pdf/1',
  '/settings/company/?tab=company',
  '/settings/rights/',
  '/settings/connectors/',
  '/help/',
  '/assistant/',
];

/** One route of each kind of screen: each catalogue screen, one planned page per remote. */
const oneRoutePerScreen = ['/products/', '/category/', '/attributes/', '/attributes/compute/', '/pimento-object/', '/price/', '/asset/', '/imports/1', '/exports/matrix/1', '/settings/user/', '/help/', '/assistant/'];

const everyPublicRoute = ['/forgot-password/', '/reset-password/1/not-a-token', '/confirm-email/not-a-token/', '/download/matrix/1/', '/microsoft-callback/', '/pdf/generator/'];

const contexts: { language: Language; layout: Layout; signedInRoutes: string[]; publicRoutes: string[] }[] = [
  { language: 'en', layout: { name: '1440 px', phone: false }, signedInRoutes: everySignedInRoute, publicRoutes: everyPublicRoute },
  { language: 'fr', layout: { name: '1440 px', phone: false }, signedInRoutes: oneRoutePerScreen, publicRoutes: ['/forgot-password/', '/pdf/generator/'] },
  { language: 'en', layout: { name: '390 px phone', phone: true }, signedInRoutes: oneRoutePerScreen, publicRoutes: ['/forgot-password/'] },
  { language: 'fr', layout: { name: '390 px phone', phone: true }, signedInRoutes: oneRoutePerScreen, publicRoutes: ['/forgot-password/'] },
];

async function openPage(browser: Browser, baseURL: string, language: Language, layout: Layout): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: layout.phone ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    isMobile: layout.phone,
    hasTouch: layout.phone,
  });
  // The interface language comes from the cookie: the demo user's saved language stays as it is.
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  return context.newPage();
}

/** The page's content has rendered: a heading is there and no loader covers it. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await expect(page.locator('[data-testid="remote-loading"], [aria-busy="true"]')).toHaveCount(0);
}

async function signInAs(page: Page, next: string): Promise<void> {
  await page.goto(`/login/?next=${encodeURIComponent(next)}`);
  await page.locator('#login-username').fill(demoUser.username);
  await page.locator('#login-password').fill(demoUser.password);
  await page.locator('.pimento-login-form button[type="submit"]').click();
  await expect(page.getByTestId('app-layout')).toBeVisible({ timeout: 30_000 });
  await settled(page);
}

/**
 * Goes to a signed-in route the way the sidebar does (history, no reload: the shell and the remotes
 * stay loaded), then waits for the new page's heading: a heading element not seen before, or the
 * same element with another text.
 */
async function visit(page: Page, path: string): Promise<void> {
  const here = new URL(page.url());
  if (`${here.pathname}${here.search}` === path) return settled(page);
  const previous = await page.evaluate(() => {
    const heading = document.querySelector('main h2');
    heading?.setAttribute('data-audited', '');
    return heading?.textContent ?? null;
  });
  await page.evaluate((target) => window.history.pushState(null, '', target), path);
  await page.waitForFunction((before) => {
    const heading = document.querySelector('main h2');
    return heading !== null && (!heading.hasAttribute('data-audited') || heading.textContent !== before);
  }, previous);
  await settled(page);
}

for (const { language, layout, signedInRoutes, publicRoutes } of contexts) {
  test.describe(`${language.toUpperCase()} at ${layout.name}`, () => {
    // One page for the context, signed in by the first test and used by the next ones.
    test.describe.configure({ mode: 'serial', timeout: 300_000 });
    const where = `${language}, ${layout.name}`;
    let page: Page;

    test.beforeAll(async ({ browser, baseURL }) => {
      page = await openPage(browser, baseURL!, language, layout);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    test('the public screens, a refused sign-in', async () => {
      for (const path of publicRoutes) {
        await page.goto(path);
        await settled(page);
        await expectNoSeriousViolations(page, `${path} (${where})`);
      }
      await page.goto('/login/');
      await page.locator('#login-username').fill(demoUser.username);
      await page.locator('#login-password').fill('not the password');
      await page.locator('.pimento-login-form button[type="submit"]').click();
      await expect(page.getByTestId('login-error')).toBeVisible();
      await expectNoSeriousViolations(page, `/login/ with a refused password (${where})`);
      await signInAs(page, signedInRoutes[0]!);
    });

    // The routes by eight, each group a test of its own (its own time limit on a busy machine).
    for (let first = 0; first < signedInRoutes.length; first += 8) {
      const routes = signedInRoutes.slice(first, first + 8);
      test(`the signed-in routes ${routes[0]} to ${routes.at(-1)}`, async () => {
        for (const path of routes) {
          await visit(page, path);
          await expectNoSeriousViolations(page, `${path} (${where})`);
        }
      });
    }

    test('the frame: menu, user menu, tasks and notifications panels, confirmation dialog', async () => {
      await visit(page, '/products/');
      if (layout.phone) {
        await page.getByTestId('sidebar-toggle').click();
        await expect(page.getByTestId('sidebar')).toBeVisible();
        await expectNoSeriousViolations(page, `the menu drawer (${where})`);
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('sidebar')).toBeHidden();
      } else {
        if (await page.getByTestId('help-tab').isVisible()) await page.getByTestId('help-tab').click();
        await expect(page.getByTestId('help-bar')).toBeVisible();
        await expectNoSeriousViolations(page, `the help bar (${where})`);
        await page.getByTestId('open-ai').click();
        await expect(page.getByTestId('ai-bar-content')).toBeVisible({ timeout: 30_000 });
        await expectNoSeriousViolations(page, `the AI bar (${where})`);
      }

      await page.getByTestId('open-tasks').click();
      await expect(page.getByTestId('tasks-panel')).toBeVisible();
      await expectNoSeriousViolations(page, `the tasks panel (${where})`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('tasks-panel')).toBeHidden();

      await page.getByTestId('open-notifications').click();
      await expect(page.getByTestId('notifications-panel')).toBeVisible();
      await expectNoSeriousViolations(page, `the notifications panel (${where})`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('notifications-panel')).toBeHidden();

      await page.getByTestId('user-menu').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, `the user menu (${where})`);
      await page.getByRole('menuitem').last().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `the sign-out confirmation (${where})`);
      // Cancel (antd puts it first): the focus goes back to the user menu's button.
      await page.getByRole('dialog').getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByTestId('user-menu')).toBeFocused();
    });

    test('the listing with rows, its filter editor, its dialogs and menus; the attributes screen\'s dialog', async () => {
      const run = `${Date.now().toString(36)}-${language}-${layout.phone ? 'phone' : 'desk'}`;
      for (let index = 0; index < 3; index += 1) await callApi(page, 'POST', '/api/catalogue/product/', { sku: `A11Y-${run}-${index}`, name: `Accessible ${index}` });
      await page.reload();
      await settled(page);
      await expect(page.getByText(`A11Y-${run}-0`)).toBeVisible();
      await page.getByRole('checkbox').nth(1).check();
      await expectNoSeriousViolations(page, `/products/ with rows, one selected (${where})`);

      await page.getByTestId('add-filter').click();
      await expect(page.getByTestId('filter-field')).toBeVisible();
      await expectNoSeriousViolations(page, `the filter editor (${where})`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('filter-field')).toBeHidden();

      await page.getByTestId('bulk-actions').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, `the bulk actions menu (${where})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      await page.getByTestId('create-item').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `the create dialog (${where})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await visit(page, '/attributes/');
      await page.getByTestId('new-section').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `the new section dialog (${where})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  });
}

test.describe('keyboard', () => {
  test.describe.configure({ timeout: 180_000 });
  test('the skip link jumps to the content; a sidebar entry is reordered with the keyboard alone', async ({ page }) => {
    await signInAs(page, '/products/');
    const entries = () => page.getByTestId('sidebar').locator('li a').allInnerTexts();
    const before = await entries();

    // The first Tab reaches the skip link, shown while focused; Enter puts the focus on the page's content.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skipLink = page.getByTestId('skip-link');
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('remote-content')).toBeFocused();
    await expect(page).toHaveURL(/\/products\/$/);

    // The second entry's move button: Space picks it up, ArrowUp moves it, Space drops it; the order is saved.
    const keysBefore = await page.getByTestId('sidebar').locator('li[data-entry-key]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.entryKey!));
    const moveUp = async (label: string) => {
      const handle = page.getByRole('button', { name: `Move ${label}` });
      await handle.focus();
      const saved = page.waitForResponse((response) => response.url().includes('/pimento-user-store-data/') && response.request().method() === 'POST');
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      // What a screen reader hears. dnd-kit listens for the arrows from the next task after the pick-up
      // (a person is never that quick; a script can be): ArrowUp again until the entry is on top.
      const heard = page.locator('[id^="DndLiveRegion"]');
      await expect(async () => {
        await page.keyboard.press('ArrowUp');
        await expect(heard).toContainText(`${label} is at position 1 of ${before.length}.`, { timeout: 1_000 });
      }).toPass();
      await page.keyboard.press('Space');
      expect((await saved).status()).toBe(200);
      await expect(handle).not.toHaveAttribute('aria-pressed');
      await expect(handle).toBeFocused();
    };
    try {
      await moveUp(before[1]!);
      await expect.poll(entries).toEqual([before[1], before[0], ...before.slice(2)]);
      await expect(page).toHaveURL(/\/products\/$/);
      // And back up the other one.
      await moveUp(before[0]!);
      await expect.poll(entries).toEqual(before);
    } finally {
      // The other suites expect the order they started with.
      await callApi(page, 'POST', '/api/catalogue/pimento-user-store-data/', { sidebar: { nav_order: keysBefore, nav_children_order: {} } });
    }
  });
});
