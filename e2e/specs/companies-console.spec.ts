import { expect, test, type Locator } from '@playwright/test';
import { callApi, switchLanguage } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { createSuperuser } from '../support/operator.ts';
import { signIn } from '../support/session.ts';

/** Tabs, a drawer of 21 switches and two browsers on a busy machine. */
test.setTimeout(180_000);

/** Moves the focus to `target` and presses `key` on it, as a keyboard user does once there. */
async function pressOn(target: Locator, key: string): Promise<void> {
  await target.focus();
  await expect(target).toBeFocused();
  await target.press(key);
}

test("a superuser switches a feature off for the demo company and a colleague's open sidebar loses it without reloading", async ({ page, browser }) => {
  const run = `${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const superuser = createSuperuser(`companies_${run}`);

  // The colleague (the demo administrator) works in another browser, the dashboard in the sidebar.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signIn(colleague, '/products/');
  await expect(colleague.getByTestId('nav-dashboard')).toBeVisible();

  await signIn(page, '/settings/company/?tab=companies', superuser);
  const console_ = page.getByTestId('companies-console');
  await expect(console_).toBeVisible();
  const { results } = await callApi<{ results: { id: string; name: string }[] }>(page, 'GET', '/api/superuser/companies/?search=Pimento%20Demo');
  const demoId = results.find((company) => company.name === 'Pimento Demo')!.id;
  try {
    // Found by its name, with the keyboard.
    const search = page.getByRole('searchbox', { name: 'Search a company' });
    await search.focus();
    await search.pressSequentially('Pimento Demo');
    await search.press('Enter');
    const manage = page.getByRole('button', { name: 'Manage the company Pimento Demo' });
    await expect(manage).toBeVisible();
    await expectNoSeriousViolations(page, 'companies console');

    await pressOn(manage, 'Enter');
    const drawer = page.getByRole('dialog', { name: 'Pimento Demo: plan and features' });
    await expect(drawer.getByText('Used: ', { exact: false }).first()).toBeVisible();

    // A user limit below the company's users is allowed, and the screen says what it blocks.
    const usersLimit = drawer.getByLabel('Users', { exact: true });
    await usersLimit.fill('1');
    await expect(drawer.getByTestId('company-plan-over-use')).toContainText(/\d+ users for a limit of 1: no new user can be added\./);
    await expectNoSeriousViolations(page, 'company plan drawer');
    // Not kept: the other journeys of this server add users.
    await usersLimit.fill('');
    await expect(drawer.getByTestId('company-plan-over-use')).toHaveCount(0);

    const dashboard = drawer.getByRole('switch', { name: 'Dashboard' });
    await expect(dashboard).toBeChecked();
    await pressOn(dashboard, 'Space');
    await expect(dashboard).not.toBeChecked();
    await pressOn(drawer.getByRole('button', { name: 'Save' }), 'Enter');
    await expect(page.getByTestId('toast').filter({ hasText: 'Pimento Demo is saved.' })).toBeVisible();
    await expect(drawer).toBeHidden();

    // The colleague's open browser follows through company_updated: no reload.
    await expect(colleague.getByTestId('nav-dashboard')).toHaveCount(0);
    await expect(colleague.getByTestId('nav-products')).toBeVisible();

    // Switched on again, it comes back the same way.
    await pressOn(manage, 'Enter');
    await pressOn(drawer.getByRole('switch', { name: 'Dashboard' }), 'Space');
    await pressOn(drawer.getByRole('button', { name: 'Save' }), 'Enter');
    await expect(colleague.getByTestId('nav-dashboard')).toBeVisible();

    // A feature that brings a remote of its own (AI, the assistant): its entry goes and comes back too.
    await expect(colleague.getByTestId('nav-assistant')).toBeVisible();
    await callApi(page, 'PATCH', `/api/superuser/companies/${demoId}/`, { features: { ai_features_activated: false } });
    await expect(colleague.getByTestId('nav-assistant')).toHaveCount(0);
    // A page loaded while AI is off does not know the assistant's remote at all: switched on, it is fetched.
    await colleague.reload();
    await expect(colleague.getByTestId('nav-products')).toBeVisible();
    await expect(colleague.getByTestId('nav-assistant')).toHaveCount(0);
    await callApi(page, 'PATCH', `/api/superuser/companies/${demoId}/`, { features: { ai_features_activated: true } });
    await expect(colleague.getByTestId('nav-assistant')).toBeVisible();

    // The console in French, audited too (the superuser's own language: no other journey reads it).
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('tab', { name: 'Entreprises' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Gérer l’entreprise Pimento Demo' })).toBeVisible();
    await expectNoSeriousViolations(page, 'companies console in French');
  } finally {
    // Leave the demo company as the other journeys expect it.
    await callApi(page, 'PATCH', `/api/superuser/companies/${demoId}/`, { features: { dashboard_activated: true, ai_features_activated: true } });
    await colleagueContext.close();
  }
});
