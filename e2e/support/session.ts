import { expect, type Page } from '@playwright/test';

export const demoUser = { username: 'admin', password: 'Pimento-Demo-2026!' };

/** Signs in through the login screen and waits for the app frame. */
export async function signIn(page: Page, next = '/'): Promise<void> {
  await page.goto(next === '/' ? '/' : next);
  await expect(page).toHaveURL(/\/login\/\?next=/);
  await page.getByLabel(/username|nom d'utilisateur/i).fill(demoUser.username);
  await page.getByLabel(/^password$|^mot de passe$/i).fill(demoUser.password);
  await page.getByRole('button', { name: /sign in|se connecter/i }).click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
}

/** Where screenshots of the main screens go. */
export const artifact = (name: string) => new URL(`../artifacts/${name}.png`, import.meta.url).pathname;
