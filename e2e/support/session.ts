import { expect, type Page } from '@playwright/test';

export const demoUser = { username: 'admin', password: 'Pimento-Demo-2026!' };

/**
 * Signs in through the API (the same calls the login screen makes) and opens `next` signed in.
 * The login screen itself is exercised by `sign-in.spec.ts`; every other journey starts here,
 * which spares each test the login page's load. Each test signs in afresh rather than sharing a
 * stored session: refresh tokens are single-use, so two contexts holding the same one would
 * revoke each other's session.
 */
export async function signIn(page: Page, next = '/', user: { username: string; password: string } = demoUser): Promise<void> {
  // A journey against its own server passes an absolute address; the others use the base URL.
  const origin = /^https?:/.test(next) ? new URL(next).origin : '';
  const csrfAnswer = await page.request.get(`${origin}/api/auth/csrf/`);
  expect(csrfAnswer.ok()).toBe(true);
  const { csrf } = (await csrfAnswer.json()) as { csrf: string };
  const signInAnswer = await page.request.post(`${origin}/api/auth/token/`, {
    headers: { 'X-CSRF-Token': csrf },
    data: { username: user.username, password: user.password },
  });
  expect(signInAnswer.ok(), await signInAnswer.text()).toBe(true);
  await page.goto(next);
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
}

/** Signs in through the login screen, as a user does, and waits for the app frame. */
export async function signInThroughLoginScreen(page: Page, next = '/'): Promise<void> {
  await page.goto(next);
  await expect(page).toHaveURL(/\/login\/\?next=/);
  await page.getByLabel(/username|nom d'utilisateur/i).fill(demoUser.username);
  await page.getByLabel(/^password$|^mot de passe$/i).fill(demoUser.password);
  await page.getByRole('button', { name: /^(sign in|se connecter)$/i }).click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
}

/** Where screenshots of the main screens go. */
export const artifact = (name: string) => new URL(`../artifacts/${name}.png`, import.meta.url).pathname;
