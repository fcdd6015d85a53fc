import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { switchLanguage } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * A newcomer's company starts empty: its listing says what to do first, and its administrator
 * loads the demo catalogue from there (a job through the structure import and the import engine).
 */
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');
// The load is a thousand products through the engine: most of a minute on a busy machine.
test.describe.configure({ timeout: 300_000 });

test('a new company with an empty catalogue loads the demo from its first steps and sees the listing fill', async ({ page }) => {
  const run = `${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const newcomer = { username: `newcomer_${run}`, password: 'Copper-Reel-2026!x' };
  // As an operator creates a company (through the running server's admin socket).
  execFileSync(
    path.join(repositoryRoot, 'node_modules', '.bin', 'node'),
    ['server/src/main.ts', 'company', 'create', '--name', `Newcomer ${run}`, '--admin-username', newcomer.username, '--admin-password', newcomer.password],
    { cwd: repositoryRoot, env: { ...process.env, PIMENTO_DATA_DIR: process.env.E2E_DATA_DIR }, encoding: 'utf8' },
  );
  await signIn(page, '/products/', newcomer);

  const firstSteps = page.getByTestId('first-steps');
  await expect(firstSteps.getByRole('heading', { level: 3 })).toHaveText('Your catalogue is empty');
  await expect(page.getByText('No result')).toHaveCount(0);
  const demo = firstSteps.getByTestId('first-steps-demo');
  await expect(demo.getByRole('heading', { level: 4 })).toHaveText('Try the demo catalogue');
  await expectNoSeriousViolations(page, 'the empty catalogue’s first steps');
  await page.screenshot({ path: artifact('first-steps-demo') });

  // From the keyboard: to the button, then Enter.
  const load = demo.getByRole('button', { name: 'Load the demo catalogue' });
  await load.focus();
  await expect(load).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(demo.getByRole('status')).toHaveText('Loading: follow it in the tasks panel. The listing fills when it is done.');
  // The tasks panel opens on the load, which ends done.
  const task = page.getByTestId('tasks-panel').getByTestId('task-line').first();
  await expect(task).toBeVisible();

  // The listing fills when the job is done: a thousand products, with the demo's attributes as columns.
  await expect(page.getByTestId('listing-count')).toHaveText('1,000 products', { timeout: 240_000 });
  await expect(task).toContainText('Done');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tasks-panel')).toBeHidden();
  await expect(firstSteps).toHaveCount(0);
  const table = page.getByTestId('listing-table');
  await expect(table.getByRole('columnheader', { name: 'Short label' })).toBeVisible();
  await expect(table.getByText(/^(CAB|BRK|LGT|SKT)-/).first()).toBeVisible();
  await page.getByTestId('entity-switch').getByText('Models', { exact: true }).click();
  await expect(page.getByTestId('listing-count')).toHaveText('26 models');

  await switchLanguage(page, 'fr');
  await expect(page.getByTestId('listing-count')).toHaveText(/^26 modèles$/);
  await page.getByTestId('entity-switch').getByText('Produits', { exact: true }).click();
  await expect(page.getByTestId('listing-count')).toHaveText(/^1\s000 produits$/);
  await expectNoSeriousViolations(page, 'the listing of the demo catalogue, in French');
});
