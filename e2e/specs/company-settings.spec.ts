import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { chooseOption } from '../support/select.ts';
import { signIn } from '../support/session.ts';

/** A journey of tabs and dialogs on a busy machine. */
test.setTimeout(180_000);

test('an administrator sets the FAB-DIS URL rule, adds an attribute language and removes it knowing what goes with it', async ({ page }) => {
  await signIn(page, '/settings/company/?tab=company');
  await expect(page.getByRole('heading', { level: 2, name: 'Company settings' })).toBeVisible();
  const before = await callApi<{ fabdis_url_rule: string }>(page, 'GET', '/api/catalogue/company-store-data/');
  const next = before.fabdis_url_rule === 'priority_private' ? 'Priority to the public URL' : 'Priority to the private URL';
  await page.getByTestId('company-fabdis-rule').getByText(next).click();
  await page.getByTestId('company-fabdis-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'The company settings are saved.' })).toBeVisible();
  await expectNoSeriousViolations(page, 'company tab');

  // German as an attribute language, then removed: the confirmation says what goes with it.
  await page.getByRole('tab', { name: 'Languages' }).click();
  const values = page.getByTestId('company-languages-values');
  await values.getByRole('combobox', { name: 'Attribute language to add' }).click();
  await chooseOption(page, 'German', 'German (de)');
  await page.getByTestId('company-languages-values-add').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'German is added.' })).toBeVisible();
  await expect(page.getByTestId('company-language-values-de')).toBeVisible();
  await expectNoSeriousViolations(page, 'languages tab');
  await values.getByRole('button', { name: 'Remove German' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The values written in German will be deleted: 0 products and 0 models hold some.');
  await expectNoSeriousViolations(page, 'language removal confirmation');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'German is removed.' })).toBeVisible();
  await expect(page.getByTestId('company-language-values-de')).toHaveCount(0);
});

test('an administrator withdraws every public media address after reading what it breaks', async ({ page }) => {
  await signIn(page, '/settings/company/?tab=company');
  // A key as the company's first export writing an address makes it (docs/assets.md "Public media addresses").
  const made = await callApi<{ created_at: string }>(page, 'POST', '/api/assets/public-media/replace/');
  await page.reload();
  const state = page.getByTestId('public-media-state');
  await expect(state).toContainText('The current addresses were created on');
  await page.getByRole('button', { name: 'Withdraw every address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw every public address?' });
  await expect(dialog).toContainText('Every address in the files you have sent stops working at once');
  await expectNoSeriousViolations(page, 'public media withdrawal confirmation');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'The public addresses are withdrawn. New exports write new ones.' })).toBeVisible();
  const after = await callApi<{ created_at: string }>(page, 'GET', '/api/assets/public-media/');
  expect(after.created_at > made.created_at).toBe(true);
});
