import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { confirmationLinkSentTo, passwordLinkSentTo } from '../support/mail.ts';
import { createSuperuser } from '../support/operator.ts';
import { chooseOption } from '../support/select.ts';
import { signIn } from '../support/session.ts';

/** A journey of forms and e-mails on a busy machine. */
test.setTimeout(180_000);

test('a user changes their name, password, e-mail address and language on /settings/user/', async ({ page, browser }) => {
  const suffix = Date.now().toString(36);
  const user = { username: `profile_${suffix}`, email: `profile_${suffix}@example.com`, password: 'Copper#Meadow58' };
  const newPassword = 'Amber#Glacier93';
  const newEmail = `moved_${suffix}@example.com`;

  // Set-up through the API: the administrator invites the user, who chooses a first password.
  await signIn(page, '/settings/rights/');
  await callApi(page, 'POST', '/api/rights/users/', { username: user.username, email: user.email, first_name: 'Noa', send_invitation: true });
  const context = await browser.newContext();
  const own = await context.newPage();
  await own.goto(await passwordLinkSentTo(user.email));
  await own.getByLabel('New password', { exact: true }).fill(user.password);
  await own.getByLabel('Confirm the new password').fill(user.password);
  await own.getByRole('button', { name: 'Set the password' }).click();
  await expect(own.getByText('Your password has been changed. You can now sign in.')).toBeVisible();

  await signIn(own, '/settings/user/', user);
  await expect(own.getByRole('heading', { level: 2, name: 'My settings' })).toBeVisible();
  await expect(own.getByTestId('page-frame').getByText(user.username, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(own, 'profile');

  const personal = own.getByTestId('profile-personal-form');
  await personal.getByLabel('Last name').fill(`Rivière ${suffix}`);
  await own.getByTestId('profile-personal-save').click();
  await expect(own.getByTestId('toast').filter({ hasText: 'Your personal data is saved.' })).toBeVisible();

  // A wrong current password is refused at its field; the right one changes the password.
  const password = own.getByTestId('profile-password-form');
  await password.getByLabel('Current password').fill('Not#The-Password11');
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm the new password').fill(newPassword);
  await own.getByTestId('profile-password-save').click();
  await expect(password.getByText('The current password is incorrect.')).toBeVisible();
  await expectNoSeriousViolations(own, 'profile with a refused password');
  await password.getByLabel('Current password').fill(user.password);
  await own.getByTestId('profile-password-save').click();
  await expect(own.getByTestId('toast').filter({ hasText: 'Your password is changed.' })).toBeVisible();

  // The new address is confirmed from the link sent to it, then shown.
  const email = own.getByTestId('profile-email-form');
  await email.getByLabel('New e-mail address').fill(newEmail);
  await email.getByLabel('Current password').fill(newPassword);
  await own.getByTestId('profile-email-save').click();
  await expect(own.getByTestId('profile-email-sent')).toContainText(newEmail);
  await own.goto(await confirmationLinkSentTo(newEmail));
  await expect(own.getByText('Your e-mail address is confirmed.')).toBeVisible();
  await own.goto('/settings/user/');
  await expect(own.getByTestId('profile-current-email')).toHaveText(newEmail);

  // French: the interface follows at once.
  await personal.getByLabel('Interface language').click();
  await chooseOption(own, 'Fr', 'French');
  await own.getByTestId('profile-personal-save').click();
  await expect(own.getByRole('heading', { level: 2, name: 'Mes paramètres' })).toBeVisible();
  await expect(own.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoSeriousViolations(own, 'profile in French');
  await context.close();

  // The old password no longer signs in; the new one does.
  const again = await browser.newContext();
  const next = await again.newPage();
  const { csrf } = (await (await next.request.get('/api/auth/csrf/')).json()) as { csrf: string };
  const old = await next.request.post('/api/auth/token/', { headers: { 'X-CSRF-Token': csrf }, data: { username: user.username, password: user.password } });
  expect(old.status()).toBe(401);
  await signIn(next, '/settings/user/', { username: user.username, password: newPassword });
  await expect(next.getByTestId('profile-current-email')).toHaveText(newEmail);
  await again.close();
});

test('a user sees the browsers signed in to their account and signs the others out', async ({ page, browser }) => {
  // An account of its own: signing out "everywhere else" must not end another journey's sessions.
  const user = createSuperuser(`sessions_${Date.now().toString(36)}`);
  await signIn(page, '/settings/user/', user);
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await signIn(second, '/settings/user/', user);

  await page.reload();
  const sessions = page.getByTestId('profile-sessions');
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByRole('row').filter({ hasText: 'This session' })).toHaveCount(1);
  await expect(sessions.getByRole('row').nth(1)).toContainText(/Chrome on (Windows|Linux|macOS)/);
  await expect(sessions.getByRole('row').nth(1)).toContainText(/a few seconds ago|minute/);
  await expectNoSeriousViolations(page, 'profile sessions');

  // The other browser's session, ended with the keyboard alone.
  await sessions.getByTestId('session-end').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: 'That session is signed out.' })).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('sessions-only-this')).toBeVisible();
  // That browser is signed out at its next step.
  await second.reload();
  await expect(second).toHaveURL(/\/login\//);
  await secondContext.close();

  // Two more browsers, then "Sign out everywhere else".
  const others = await Promise.all([browser.newContext(), browser.newContext()]);
  const otherPages = await Promise.all(others.map((context) => context.newPage()));
  for (const other of otherPages) await signIn(other, '/settings/user/', user);
  await page.reload();
  await expect(sessions.getByRole('row')).toHaveCount(4);
  await page.getByTestId('sessions-end-others').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Every other browser signed in to your account will have to sign in again.');
  await expectNoSeriousViolations(page, 'sign out everywhere else confirmation');
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Every other session is signed out.' })).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  for (const other of otherPages) {
    await other.reload();
    await expect(other).toHaveURL(/\/login\//);
  }
  await Promise.all(others.map((context) => context.close()));
  // This browser stays signed in.
  await page.reload();
  await expect(page.getByTestId('profile-sessions')).toBeVisible();
});
