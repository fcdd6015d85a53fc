import { expect, test } from '@playwright/test';

/** Spec §2: /pdf/generator/ skips the login check; its remote comes from /api/remotes/ without a session. */
test('the PDF generator opens without a session, with its remote and nothing more', async ({ page }) => {
  const remotesAnswers: string[][] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/remotes/')) return;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { remotes: { name: string }[] };
    remotesAnswers.push(body.remotes.map((remote) => remote.name));
  });
  await page.goto('/pdf/generator/');
  await expect(page.getByRole('heading', { level: 2, name: 'PDF generator' })).toBeVisible();
  await expect(page.locator('[data-remote="exports"]').first()).toBeVisible();
  await expect(page).toHaveURL(/\/pdf\/generator\/$/);
  expect(remotesAnswers).toEqual([['exports']]);

  // every other private route still sends the visitor to sign in
  await page.goto('/products/');
  await expect(page).toHaveURL(/\/login\/\?next=%2Fproducts%2F/);
});
