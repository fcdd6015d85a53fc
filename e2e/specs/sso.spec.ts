import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startOidcProvider, startSamlProvider, type TestOidcProvider } from '../../server/test/identity-providers.ts';
import { callApi } from '../support/api.ts';
import { passwordLinkSentTo } from '../support/mail.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { chooseOption } from '../support/select.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * Single sign-on (docs/sso.md): an administrator sets up the company's OpenID provider, signs in
 * through it as a test, requires single sign-on; a colleague's password is then refused and they
 * sign in with Microsoft through the provider's own login form. The provider is a real one
 * (`oidc-provider`, Entra-shaped issuer), started by this test on loopback.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');
const workerPort = Number(process.env.E2E_WORKER_PORT);
test.describe.configure({ timeout: 180_000 });

let op: TestOidcProvider;
test.beforeAll(async () => {
  // The port after the worker's server (playwright.config.ts: a spec's own servers take those).
  op = await startOidcProvider({ redirectUris: [`http://localhost:${workerPort}/microsoft-callback/`], port: workerPort + 3 });
});
test.afterAll(async () => {
  await op?.close();
});

/** As an operator does, through the running server's admin socket. */
function pimento(...args: string[]): void {
  execFileSync(path.join(repositoryRoot, 'node_modules', '.bin', 'node'), ['server/src/main.ts', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, PIMENTO_DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/** The provider's login form (oidc-provider's own): any login, the e-mail of the account. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${op.issuer.replace(/[.]/g, '\\.')}/interaction/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
}

test('an administrator sets up single sign-on, tests it and requires it; a colleague signs in with Microsoft', async ({ page, browser }) => {
  const run = `${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const domain = `sso-${run}.test`;
  const admin = { username: `sso_admin_${run}`, password: 'Copper-Reel-2026!x' };
  const colleague = { username: `sso_colleague_${run}`, password: 'Tidal-Quartz-2026!y' };
  pimento('company', 'create', '--name', `SSO ${run}`, '--admin-username', admin.username, '--admin-password', admin.password, '--admin-email', `ada@${domain}`);
  pimento('user', 'create', '--company', `SSO ${run}`, '--username', colleague.username, '--password', colleague.password, '--email', `carl@${domain}`);

  await signIn(page, '/settings/company/?tab=sso', admin);
  await expect(page.getByTestId('sso-form')).toBeVisible();
  await expectNoSeriousViolations(page, 'single sign-on settings');
  await page.getByLabel('Issuer').fill(op.issuer);
  await page.getByLabel('Client ID').fill(op.clientId);
  await page.getByLabel('Client secret').fill(op.clientSecret);
  await page.getByLabel('E-mail domains').click();
  await page.keyboard.type(domain);
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Emergency administrator' }).click();
  await chooseOption(page, admin.username);
  await page.getByTestId('sso-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'The identity provider is saved.' })).toBeVisible();
  await expect(page.getByText('Set — leave empty to keep it')).toBeVisible();
  await page.screenshot({ path: artifact('sso-settings'), fullPage: true });

  // Requiring it before a test sign-in is refused.
  await expect(callApi(page, 'PATCH', '/api/catalogue/company/settings/', { sso_only: true })).rejects.toThrow(/sso\.only_requires_test/);

  // The test sign-in, through the provider's login form, back on the settings.
  await page.getByTestId('sso-test').click();
  await signInAtProvider(page, `ada@${domain}`);
  await expect(page).toHaveURL(/\/settings\/company\/\?tab=sso&sso_test=ok/);
  await expect(page.getByTestId('sso-tested-now')).toContainText('The test sign-in worked.');
  await expect(page.getByTestId('sso-tested')).toContainText('Last successful test:');

  await page.getByTestId('sso-only').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${colleague.username} (carl@${domain})`);
  await expectNoSeriousViolations(page, 'single sign-on confirmation');
  await dialog.getByRole('button', { name: 'Require single sign-on' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Single sign-on is required.' })).toBeVisible();

  // The colleague, in a browser of their own.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/login/');
  await other.getByLabel('Username').fill(colleague.username);
  await other.getByLabel('Password', { exact: true }).fill(colleague.password);
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.getByTestId('login-error')).toContainText('Your company requires single sign-on');
  await expect(other.getByTestId('sso-microsoft')).toBeVisible();
  await expectNoSeriousViolations(other, 'login page with single sign-on');
  await other.screenshot({ path: artifact('login-sso') });

  // An e-mail of a domain without single sign-on is told so.
  await other.getByLabel('Work e-mail').fill('someone@nowhere.test');
  await other.getByTestId('sso-microsoft').click();
  await expect(other.getByTestId('sso-error')).toContainText('No single sign-on is set up for this e-mail address.');

  await other.getByLabel('Work e-mail').fill(`carl@${domain}`);
  await other.getByTestId('sso-microsoft').click();
  await signInAtProvider(other, `carl@${domain}`);
  await expect(other.getByTestId('app-layout')).toBeVisible();
  const me = await callApi<{ username: string }>(other, 'GET', '/api/catalogue/current-user/');
  expect(me.username).toBe(colleague.username);
  await context.close();

  // The emergency administrator switches it off again with a password session.
  await page.getByTestId('sso-only').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Passwords are accepted again.' })).toBeVisible();
});

test('a user of a SAML company signs in with SSO through the identity provider’s form', async ({ page, browser }) => {
  const run = `${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const domain = `saml-${run}.test`;
  const admin = { username: `saml_admin_${run}`, password: 'Copper-Reel-2026!x' };
  pimento('company', 'create', '--name', `SAML ${run}`, '--admin-username', admin.username, '--admin-password', admin.password, '--admin-email', `ada@${domain}`);
  const origin = `http://localhost:${workerPort}`;
  const idp = await startSamlProvider({ entityId: `${origin}/`, acsUrl: `${origin}/api/auth/saml/acs/` });
  try {
    await signIn(page, '/settings/company/?tab=sso', admin);
    await page.getByLabel('SAML 2.0').check();
    // The provider's metadata pasted: its entity ID, sign-in URL and certificate fill the fields.
    await page.getByText('Fill in from the provider’s metadata').click();
    await page.getByLabel('Metadata XML').fill(idp.metadata);
    await page.getByRole('button', { name: 'Fill in', exact: true }).click();
    await expect(page.getByText(/^Filled in from the metadata\./)).toBeVisible();
    await expect(page.getByLabel('Identity provider entity ID')).toHaveValue(idp.entityId);
    await expect(page.getByLabel('Sign-in URL of the identity provider')).toHaveValue(idp.entryPoint);
    await expect(page.getByLabel('Signing certificate (PEM)')).toHaveValue(/^-----BEGIN CERTIFICATE-----\n/);
    await expectNoSeriousViolations(page, 'SAML metadata filled in');
    await page.getByLabel('E-mail domains').click();
    await page.keyboard.type(domain);
    await page.keyboard.press('Enter');
    await page.getByTestId('sso-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'The identity provider is saved.' })).toBeVisible();

    const context = await browser.newContext();
    const user = await context.newPage();
    await user.goto('/login/');
    await user.getByLabel('Work e-mail').fill(`ada@${domain}`);
    // Enter in the e-mail field: "Sign in with SSO", whatever the company's protocol.
    await user.getByLabel('Work e-mail').press('Enter');
    // The identity provider's own sign-in form.
    await expect(user).toHaveURL((url) => url.href.startsWith(idp.entryPoint));
    await user.getByLabel('E-mail', { exact: true }).fill(`ada@${domain}`);
    await user.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(user.getByTestId('app-layout')).toBeVisible();
    expect((await callApi<{ username: string }>(user, 'GET', '/api/catalogue/current-user/')).username).toBe(admin.username);
    await context.close();
  } finally {
    await idp.close();
  }
});

test('a user links a Microsoft account from the profile, signs in with it, and unlinks it', async ({ page, browser }) => {
  const run = `${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const domain = `link-${run}.test`;
  const admin = { username: `link_admin_${run}`, password: 'Copper-Reel-2026!x' };
  const colleague = { username: `link_colleague_${run}`, password: 'Tidal-Quartz-2026!y' };
  // The provider's account: an address that is none of the company's — the link is the identity, not the e-mail.
  const providerAccount = `a.lovelace-${run}@elsewhere.test`;
  pimento('company', 'create', '--name', `Link ${run}`, '--admin-username', admin.username, '--admin-password', admin.password, '--admin-email', `ada@${domain}`);
  pimento('user', 'create', '--company', `Link ${run}`, '--username', colleague.username, '--password', colleague.password, '--email', `carl@${domain}`);

  await signIn(page, '/settings/user/', admin);
  await callApi(page, 'PUT', '/api/sso/config/', {
    protocol: 'oidc', issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret, saml_entry_point: null, saml_certificate: null, email_domains: [domain], emergency_user_id: null,
  });
  await page.reload();
  const card = page.getByTestId('profile-microsoft');
  await expect(card).toContainText('Your account is not linked to a Microsoft account.');
  await expectNoSeriousViolations(page, 'profile, Microsoft account not linked');

  // Linked through the provider's own form, with the keyboard.
  await card.getByTestId('microsoft-link').focus();
  await page.keyboard.press('Enter');
  await signInAtProvider(page, providerAccount);
  await expect(page).toHaveURL(/\/settings\/user\/\?microsoft=linked/);
  await expect(page.getByTestId('microsoft-linked-now')).toContainText('Your Microsoft account is linked.');
  await expect(page.getByTestId('microsoft-linked-email')).toHaveText(providerAccount);
  await expectNoSeriousViolations(page, 'profile, Microsoft account linked');
  await page.screenshot({ path: artifact('profile-microsoft-linked'), fullPage: true });

  // A colleague linking the same provider account is refused, in words, with the way back.
  const colleagueContext = await browser.newContext();
  const other = await colleagueContext.newPage();
  await signIn(other, '/settings/user/', colleague);
  await other.getByTestId('microsoft-link').click();
  await signInAtProvider(other, providerAccount);
  await expect(other.getByTestId('sso-callback-error')).toContainText('This identity is already linked to another account.');
  await expectNoSeriousViolations(other, 'link refused');
  await other.getByRole('link', { name: 'Back to my settings (link again from there)' }).click();
  await expect(other.getByTestId('profile-microsoft')).toContainText('Your account is not linked to a Microsoft account.');
  await colleagueContext.close();

  // "Sign in with Microsoft" with that account opens the administrator's.
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  await later.goto('/login/');
  await later.getByLabel('Work e-mail').fill(`ada@${domain}`);
  await later.getByTestId('sso-microsoft').click();
  await signInAtProvider(later, providerAccount);
  await expect(later.getByTestId('app-layout')).toBeVisible();
  expect((await callApi<{ username: string }>(later, 'GET', '/api/catalogue/current-user/')).username).toBe(admin.username);

  // Unlinking (spec §4): signed out everywhere, and a link to choose a password arrives.
  await page.getByTestId('microsoft-unlink').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You will be signed out everywhere');
  await expectNoSeriousViolations(page, 'unlink confirmation');
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(page).toHaveURL(/\/login\//);
  expect(await passwordLinkSentTo(`ada@${domain}`)).toMatch(/\/reset-password\//);
  await later.reload();
  await expect(later).toHaveURL(/\/login\//);
  await laterContext.close();
});
