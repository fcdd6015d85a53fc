import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { passwordLinkSentTo } from '../support/mail.ts';
import { signIn } from '../support/session.ts';

/** A journey of drawers and e-mails on a busy machine. */
test.setTimeout(180_000);

/** Picks an option of the open antd select (earlier dropdowns stay in the page, hidden). */
const pick = (page: Page, label: string) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: label }).click();

test('an administrator invites a colleague, who sets a password and signs in, then joins a group with a role', async ({ page, browser }) => {
  const suffix = Date.now().toString(36);
  const colleague = { username: `colleague_${suffix}`, email: `colleague_${suffix}@example.com`, password: 'Copper#Meadow58' };

  await signIn(page, '/settings/rights/');
  const users = page.getByTestId('users-table');
  await expect(users).toContainText('admin');
  await expectNoSeriousViolations(page, 'users tab');

  await page.getByTestId('user-new').click();
  await page.getByTestId('user-username').fill(colleague.username);
  await page.getByTestId('user-email').fill(colleague.email);
  await page.getByTestId('user-first-name').fill('Camille');
  await page.getByTestId('user-last-name').fill(suffix);
  await expect(page.getByTestId('user-send-invitation')).toBeChecked();
  await expectNoSeriousViolations(page, 'new user drawer');
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: `the invitation went to ${colleague.email}` })).toBeVisible();
  await expect(users.getByRole('row').filter({ hasText: colleague.username })).toContainText('Invited');

  // The colleague opens the invitation, chooses a password and signs in.
  const link = await passwordLinkSentTo(colleague.email);
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  await colleaguePage.goto(link);
  await colleaguePage.getByLabel('New password', { exact: true }).fill(colleague.password);
  await colleaguePage.getByLabel('Confirm the new password').fill(colleague.password);
  await colleaguePage.getByRole('button', { name: 'Set the password' }).click();
  await expect(colleaguePage.getByText('Your password has been changed. You can now sign in.')).toBeVisible();
  await colleaguePage.getByRole('link', { name: 'Back to sign in' }).click();
  await colleaguePage.getByLabel(/username/i).fill(colleague.username);
  await colleaguePage.getByLabel(/^password$/i).fill(colleague.password);
  await colleaguePage.getByRole('button', { name: /^sign in$/i }).click();
  await expect(colleaguePage.getByTestId('app-layout')).toBeVisible();
  await colleagueContext.close();

  // The administrator sees the sign-in, then makes a role and a group with the colleague in it.
  await page.reload();
  const row = page.getByTestId('users-table').getByRole('row').filter({ hasText: colleague.username });
  await expect(row).not.toContainText('Never');
  await expect(row).not.toContainText('Invited');

  await page.getByRole('tab', { name: 'Groups and roles' }).click();
  await expect(page.getByTestId('groups-table')).toBeVisible();
  const roleName = `Editors ${suffix}`;
  await page.getByTestId('role-name').fill(roleName);
  await page.getByTestId('role-can_create').check();
  await page.getByTestId('role-can_edit').check();
  await page.getByTestId('role-create').click();
  await expect(page.getByTestId('roles-table')).toContainText(roleName);
  await expectNoSeriousViolations(page, 'groups tab');

  const groupName = `Buyers ${suffix}`;
  await page.getByTestId('group-new').click();
  await page.getByTestId('group-name').fill(groupName);
  await page.getByRole('combobox', { name: 'Manager' }).click();
  await pick(page, colleague.username);
  await page.getByTestId('group-add-member').click();
  await page.getByRole('combobox', { name: 'Member 1', exact: true }).click();
  await pick(page, colleague.username);
  await page.getByRole('combobox', { name: 'Role of member 1' }).click();
  await pick(page, roleName);
  await expectNoSeriousViolations(page, 'new group drawer');
  await page.getByTestId('group-save').click();
  const group = page.getByTestId('groups-table').getByRole('row').filter({ hasText: groupName });
  await expect(group).toContainText(`Camille ${suffix} · ${roleName}`);
});
