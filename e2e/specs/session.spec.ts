import { expect, test } from '@playwright/test';
import { artifact, signIn } from '../support/session.ts';

const expiredPayload = () => encodeURIComponent(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 }));

test('an expired access token is refreshed once for the calls in flight', async ({ page, context, baseURL }) => {
  await signIn(page, '/products/');
  // Leave the app first: a call of the open page could otherwise refresh before the reload and race it.
  await page.goto('about:blank');
  const refreshes: string[] = [];
  page.on('request', (request) => request.url().includes('/api/auth/token/refresh/') && refreshes.push(request.url()));
  const apiCalls: string[] = [];
  page.on('request', (request) => /\/api\/(remotes|catalogue|tasks|notifications)\//.test(request.url()) && apiCalls.push(request.url()));
  await context.addCookies([{ name: 'pimento_access_payload', value: expiredPayload(), url: baseURL! }]);
  // On load every start-up call (remotes, company, user, sidebar order, tasks, notifications) needs a fresh token at once.
  await page.goto('/products/');
  await expect(page.getByRole('heading', { level: 2, name: 'Products and models' })).toBeVisible();
  expect(apiCalls.length).toBeGreaterThan(3);
  expect(refreshes).toHaveLength(1);
  await expect(page).toHaveURL(/\/products\/$/);
});

test('an expired session logs out, clears cookies and returns to /login/?next=…', async ({ page, context, baseURL }) => {
  await signIn(page, '/imports/');
  await context.addCookies([
    { name: 'pimento_access_payload', value: expiredPayload(), url: baseURL! },
    { name: 'pimento_refresh_payload', value: expiredPayload(), url: baseURL! },
  ]);
  // The click makes a call; a call the screen makes on its own may get there first, and whichever
  // does must log out the same way (waiting on the click alone lost the race once in CI).
  const loggedOut = page.waitForURL(/\/login\/\?next=%2Fimports%2F$/);
  await Promise.race([loggedOut, page.getByTestId('open-notifications').click()]);
  await loggedOut;
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain('pimento_refresh_payload');
  expect(cookies).not.toContain('pimento_access');
});

test('a download without a session says you need to be logged in', async ({ page }) => {
  await page.goto('/download/matrix/42/');
  await expect(page.getByTestId('toast').filter({ hasText: 'You need to be logged in to download files' })).toBeVisible();
  await expect(page.getByTestId('download-needs-login')).toBeVisible();
});

test('forgot password and reset password screens talk to the server', async ({ page }) => {
  await page.goto('/login/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/$/);
  await page.getByLabel('Username or e-mail').fill('admin');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  await page.goto('/reset-password/bad-uid/bad-token');
  await expect(page.getByTestId('password-rules')).toContainText('at least 9 characters');
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass-2026!');
  await page.getByLabel('Confirm the new password').fill('Another-Pass-2026!');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByTestId('reset-error')).toContainText('The token is invalid');
});

test('signing out asks for confirmation, then returns to the login screen', async ({ page }) => {
  await signIn(page, '/products/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Sign out of Pimento?');
  await page.screenshot({ path: artifact('confirm-dialog') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/products\/$/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  // Back on the login screen, ready to return where the user was.
  await expect(page).toHaveURL(/\/login\/(\?next=%2Fproducts%2F)?$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/products/');
  await expect(page).toHaveURL(/\/login\/\?next=%2Fproducts%2F$/);
});
