import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { chooseOption } from '../support/select.ts';
import { signIn } from '../support/session.ts';

/** A journey of tabs and selects on a busy machine. */
test.setTimeout(180_000);

test("an administrator gives a role a right and sees the colleague's access change in the access simulator", async ({ page }) => {
  const suffix = Date.now().toString(36);
  const colleague = `sim_${suffix}`;
  const roleName = `Readers ${suffix}`;
  const groupName = `Lamps ${suffix}`;
  const sku = `SIM-${suffix}`;

  await signIn(page, '/settings/rights/');
  // Set-up through the API: a colleague, a group and a product in it; group rights on (the
  // default; put back as they were for the journeys after this one).
  const { use_advanced_rights: advancedRightsBefore } = await callApi<{ use_advanced_rights: boolean }>(page, 'GET', '/api/catalogue/company-store-data/');
  const user = await callApi<{ id: string }>(page, 'POST', '/api/rights/users/', { username: colleague, email: `${colleague}@example.com`, first_name: 'Sam', send_invitation: false });
  const group = await callApi<{ id: string }>(page, 'POST', '/api/rights/groups/', { name: groupName });
  await callApi(page, 'POST', '/api/catalogue/product/', { sku, name: 'Simulated lamp', groups: [group.id] });
  await callApi(page, 'PATCH', '/api/catalogue/company/settings/', { features: { use_advanced_rights: true } });
  try {
    // The role, made on screen with the read right only, given to the colleague in the group.
    await page.getByRole('tab', { name: 'Groups and roles' }).click();
    await page.getByTestId('role-name').fill(roleName);
    await page.getByTestId('role-create').click();
    await expect(page.getByTestId('roles-table')).toContainText(roleName);
    const roles = await callApi<{ id: string; name: string }[]>(page, 'GET', '/api/rights/roles/');
    const role = roles.find((item) => item.name === roleName)!;
    await callApi(page, 'PATCH', `/api/rights/groups/${group.id}/`, { members: [{ user_id: user.id, role_id: role.id }] });

    // The simulator says the colleague reads the product through the group and the role, and may not edit it.
    await page.getByRole('tab', { name: 'Access simulator' }).click();
    await page.getByRole('combobox', { name: 'User', exact: true }).click();
    await chooseOption(page, colleague, `Sam (${colleague})`);
    await page.getByRole('combobox', { name: 'Object', exact: true }).click();
    await chooseOption(page, sku);
    const result = page.getByTestId('simulator-result');
    const row = (right: string) => result.getByRole('row').filter({ has: page.getByRole('cell', { name: right, exact: true }) });
    await expect(row('Read')).toContainText(`Yesgranted by group ${groupName} through role ${roleName}`);
    await expect(row('Edit')).toContainText('No');
    await expect(page.getByTestId('simulator-groups')).toContainText(groupName);
    await expectNoSeriousViolations(page, 'access simulator');

    // The edit right given to the role on screen: the simulator follows at once.
    await page.getByRole('tab', { name: 'Groups and roles' }).click();
    // The box follows the saved role (a controlled checkbox): clicked, then checked once saved.
    const edit = page.getByRole('checkbox', { name: `Edit — role ${roleName}` });
    await edit.click();
    await expect(edit).toBeChecked();
    await expect(page.getByTestId('toast').filter({ hasText: `The role ${roleName} is saved` })).toBeVisible();
    await page.getByRole('tab', { name: 'Access simulator' }).click();
    await expect(row('Edit')).toContainText(`Yesgranted by group ${groupName} through role ${roleName}`);
  } finally {
    await callApi(page, 'PATCH', '/api/catalogue/company/settings/', { features: { use_advanced_rights: advancedRightsBefore } });
  }
});
