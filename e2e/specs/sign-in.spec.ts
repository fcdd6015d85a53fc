import { expect, test } from '@playwright/test';
import { artifact, demoUser, signInThroughLoginScreen } from '../support/session.ts';

test('no session: / goes to /login/?next=/, then sign-in lands on the first sidebar entry', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\/\?next=%2F$/);
  await expect(page).toHaveTitle(/Sign in · Pimento/);
  // The full-screen loader shows on first load, at least 2 s.
  await expect(page.getByTestId('loading-overlay')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await page.screenshot({ path: artifact('login') });
  await page.getByLabel('Username').fill(demoUser.username);
  await page.getByLabel('Password').fill(demoUser.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The first entry of the saved sidebar order (/products/ until the user reorders it).
  await expect(page.getByTestId('app-layout')).toBeVisible();
  const first = (await page.getByTestId('sidebar').locator('li a').first().getAttribute('href'))!;
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(first);
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await page.goto('/products/');
  await expect(page.getByRole('heading', { level: 2, name: 'Products and models' })).toBeVisible();
  await expect(page).toHaveTitle(/Products and models · Pimento/);
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await page.screenshot({ path: artifact('products') });
});

test('a wrong password shows the invalid-credentials message', async ({ page }) => {
  await page.goto('/login/');
  await page.getByLabel('Username').fill(demoUser.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText(/Username or password is incorrect/);
});

test('a server failure shows the server-error message', async ({ page }) => {
  await page.route('**/api/auth/token/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"boom"}' }));
  await page.goto('/login/');
  await page.getByLabel('Username').fill(demoUser.username);
  await page.getByLabel('Password').fill(demoUser.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText(/Internal server error/);
});

test('next is honoured after sign-in', async ({ page }) => {
  await signInThroughLoginScreen(page, '/imports/');
  await expect(page).toHaveURL(/\/imports\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Imports' })).toBeVisible();
});
