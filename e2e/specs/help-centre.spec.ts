import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { createSuperuser } from '../support/operator.ts';
import { chooseOption } from '../support/select.ts';
import { signIn } from '../support/session.ts';

/**
 * The help centre: an article found by typing, read through its table of contents, and a
 * superuser choosing which article the help bar shows on a page (the help bar follows at once).
 */
test('an article found by typing and read by its contents; a superuser relinks the help bar of a page', async ({ page }) => {
  const superuser = createSuperuser(`help_${Date.now().toString(36)}${test.info().repeatEachIndex}`);
  await signIn(page, '/help/', superuser);
  const articles = page.getByTestId('help-articles');
  await expect(articles.getByRole('link', { name: 'Importing a file' })).toBeVisible();
  await expectNoSeriousViolations(page, 'help centre');

  await page.getByRole('searchbox', { name: 'Search the help' }).fill('WATCHED folder');
  await expect(page.getByTestId('help-count')).toHaveText(/holds? every word/);
  await expect(articles.getByRole('link').first()).toHaveText('Importing a file');
  await articles.getByRole('link', { name: 'Importing a file' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Importing a file' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Undo' })).toBeFocused();
  await expectNoSeriousViolations(page, 'help article');

  // The help bar of /help/ shows its own article; the superuser links it to another one.
  await page.getByRole('link', { name: 'Back to the help centre' }).click();
  await page.getByTestId('help-tab').click();
  const bar = page.getByTestId('help-bar');
  await expect(bar.getByTestId('help-article')).toContainText('The help bar and the help centre');
  const relation = page.getByTestId('help-relation-/help/');
  await relation.click();
  await chooseOption(page, 'Importing', 'Importing a file');
  await expect(page.getByTestId('toast').filter({ hasText: 'The help bar on /help/ shows “Importing a file”.' })).toBeVisible();
  await expect(bar.getByTestId('help-article')).toContainText('Importing a file');
  await expect(page.getByTestId('help-relations').getByRole('row').filter({ hasText: '/help/' })).toContainText('A superuser');
  await expectNoSeriousViolations(page, 'help bar links');

  // Put back, for the journeys that read the help bar here.
  await relation.click();
  await chooseOption(page, 'The help bar', 'The help bar and the help centre');
  await expect(bar.getByTestId('help-article')).toContainText('The help bar and the help centre');
});
