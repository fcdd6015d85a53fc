import { expect, test } from '@playwright/test';
import { callApi, switchLanguage } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { passwordLinkSentTo } from '../support/mail.ts';
import { pickOpenOption } from '../support/select.ts';
import { signIn } from '../support/session.ts';

/** A journey of drawers on a busy machine. */
test.setTimeout(180_000);

test("a user writes an e-mail template, a wrong recipient said at its field, and may not change a colleague's", async ({ page, browser }) => {
  const suffix = Date.now().toString(36);
  const name = `Feed delivered ${suffix}`;
  const colleague = { username: `tpl_${suffix}`, password: 'Copper#Meadow58' };

  // Set-up through the API: a colleague (no administrator) who will look at the administrator's template.
  await signIn(page, '/settings/user/');
  const colleagueEmail = `${colleague.username}@example.com`;
  await callApi(page, 'POST', '/api/rights/users/', { username: colleague.username, email: colleagueEmail, send_invitation: true });

  await page.getByTestId('email-template-new').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Subject').fill('Your catalogue is ready');
  await drawer.getByLabel('Recipients').fill('buyer-at-example.com');
  await drawer.getByLabel('Recipients').press('Enter');
  await drawer.getByLabel('Body').fill('Hello, download it here: {download_url}');
  await page.getByTestId('email-template-save').click();
  await expect(drawer.getByText('buyer-at-example.com is not a valid e-mail address.')).toBeVisible();
  await expectNoSeriousViolations(page, 'e-mail template drawer with a refusal');
  await drawer.locator('.ant-select-selection-item-remove').click();
  await drawer.getByLabel('Recipients').fill('buyer@example.com');
  await drawer.getByLabel('Recipients').press('Enter');
  await page.getByTestId('email-template-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: `The e-mail template ${name} is saved.` })).toBeVisible();
  const row = page.getByTestId('email-templates-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('admin');
  await expectNoSeriousViolations(page, 'e-mail templates');

  // The colleague sees the template but may not change it; the server says so if asked anyway.
  const templates = await callApi<{ id: number; name: string }[]>(page, 'GET', '/api/email-templates/');
  const template = templates.find((item) => item.name === name)!;
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(await passwordLinkSentTo(colleagueEmail));
  await other.getByLabel('New password', { exact: true }).fill(colleague.password);
  await other.getByLabel('Confirm the new password').fill(colleague.password);
  await other.getByRole('button', { name: 'Set the password' }).click();
  await expect(other.getByText('Your password has been changed. You can now sign in.')).toBeVisible();
  await signIn(other, '/settings/user/', colleague);
  const theirRow = other.getByTestId('email-templates-table').getByRole('row').filter({ hasText: name });
  await expect(theirRow).toContainText('Only its owner or an administrator changes it');
  await expect(theirRow.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  const refused = await other.evaluate(async (id) => {
    const csrf = decodeURIComponent(document.cookie.split('; ').find((cookie) => cookie.startsWith('pimento_csrf='))?.split('=')[1] ?? '');
    const response = await fetch(`/api/email-templates/${id}/`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf }, body: JSON.stringify({ subject: 'Hijacked' }) });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }, template.id);
  expect(refused).toMatchObject({ status: 403, body: { message: 'You are not authorised to edit this e-mail template.' } });
  await context.close();
});

test('an administrator inserts a placeholder with the keyboard, previews it, sends a test and finds it in the history of sent e-mails', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const name = `Weekly news ${suffix}`;
  const recipient = `news-${suffix}@example.com`;

  await signIn(page, '/settings/user/');
  await callApi(page, 'POST', '/api/email-templates/', { name, subject: 'News for {{user.username}}', recipients: [recipient], body: 'Hello,', language_code: 'en' });
  await page.reload();
  const row = page.getByTestId('email-templates-table').getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const drawer = page.getByRole('dialog');

  // From the body, the list of placeholders is one Shift+Tab away; typing filters it, Enter inserts at the caret.
  const body = drawer.getByLabel('Body');
  await body.focus();
  await body.press('End');
  await body.press(' ');
  await body.press('Shift+Tab');
  await expect(drawer.getByRole('combobox', { name: 'Insert a placeholder' })).toBeFocused();
  await page.keyboard.type('user.username');
  await page.keyboard.press('Enter');
  await expect(body).toHaveValue('Hello, {{user.username}}');
  await expect(body).toBeFocused();

  await drawer.getByTestId('email-preview-show').click();
  const preview = drawer.getByTestId('email-preview');
  await expect(preview).toContainText('Subject: News for admin');
  await expect(preview).toContainText('Hello, admin');
  await expectNoSeriousViolations(page, 'e-mail template editor with its preview');
  await page.getByTestId('email-template-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: `The e-mail template ${name} is saved.` })).toBeVisible();

  // A test sending, then its trace in the history, found by the template filter.
  await row.getByRole('button', { name: `Send a test of ${name} to its recipients` }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `Accepted by the mail server for ${recipient}.` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Template', exact: true }).click();
  await pickOpenOption(page, name);
  const sent = page.getByTestId('sent-emails-table').getByRole('row').filter({ hasText: recipient });
  await expect(sent).toContainText('News for admin');
  await expect(sent).toContainText('Delivered');
  await expect(sent).toContainText('Test of a template');
  await expectNoSeriousViolations(page, 'sent e-mails');

  // The language is the user's preference: the next journey of this worker starts in English again.
  try {
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { name: 'E-mails envoyés' })).toBeVisible();
    await expect(sent).toContainText('Remis');
    await expectNoSeriousViolations(page, 'sent e-mails in French');
  } finally {
    await switchLanguage(page, 'en');
  }
});
