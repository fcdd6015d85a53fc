import { expect, test } from '@playwright/test';
import { artifact, demoUser } from '../support/session.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

test('a phone-sized touch screen on a mobile hostname gets the mobile router', async ({ page, baseURL }) => {
  const mobileBase = baseURL!.replace('localhost', 'mobile.localhost');
  await page.goto(`${mobileBase}/products/`);
  await expect(page).toHaveURL(/\/mobile\/login\/\?next=/);
  await expectNoSeriousViolations(page, '/mobile/login/');
  await page.getByLabel('Username').fill(demoUser.username);
  await page.getByLabel('Password').fill(demoUser.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/products\/$/);
  await expect(page.getByTestId('mobile-layout')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  await expectNoSeriousViolations(page, '/mobile/products/');
  await page.screenshot({ path: artifact('mobile-products') });

  await page.getByTestId('mobile-tab-exports').click();
  await expect(page).toHaveURL(/\/mobile\/exports\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Exports' })).toBeVisible();
  await expectNoSeriousViolations(page, '/mobile/exports/');

  await page.goto(`${mobileBase}/mobile/nowhere/`);
  await expect(page).toHaveURL(/\/mobile\/products\/$/);
});

test('on the usual hostname a phone gets simplified mode (menu in a drawer, no side bars)', async ({ page }) => {
  // Signed out, a phone goes to the mobile login (spec §2), then back where it was.
  await page.goto('/asset/');
  await expect(page).toHaveURL(/\/mobile\/login\/\?next=%2Fasset%2F$/);
  await page.getByLabel('Username').fill(demoUser.username);
  await page.getByLabel('Password').fill(demoUser.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/asset\/$/);
  await expect(page.locator('.pimento-simplified')).toBeVisible();
  await expect(page.getByTestId('help-tab')).toHaveCount(0);
  await page.getByTestId('sidebar-toggle').click();
  await page.getByTestId('nav-exports').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Exports' })).toBeVisible();
  await page.screenshot({ path: artifact('simplified-exports') });

  // The catalogue screens fit the phone: nothing off screen, the search box wide enough to type in.
  await page.goto('/attributes/');
  const search = page.getByRole('searchbox', { name: 'Search by label or code' });
  await expect(search).toBeVisible();
  expect((await search.boundingBox())!.width).toBeGreaterThan(200);
  const newAttribute = (await page.getByTestId('new-attribute').boundingBox())!;
  expect(newAttribute.x + newAttribute.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: artifact('simplified-attributes') });
});
