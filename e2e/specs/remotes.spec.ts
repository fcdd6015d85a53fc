import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { artifact, signIn } from '../support/session.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

test('a remote that cannot load shows a fallback with retry in its slot; the rest keeps working', async ({ page }) => {
  await signIn(page, '/products/');
  await page.route('**/remotes/imports/**', (route) => route.abort('connectionrefused'));
  await page.getByTestId('nav-imports').click();
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('This area could not be loaded');
  // The shell and the other remotes still work.
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await page.screenshot({ path: artifact('remote-fallback') });
  await page.getByTestId('nav-assets').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Asset gallery' })).toBeVisible();

  await page.getByTestId('nav-imports').click();
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await page.unroute('**/remotes/imports/**');
  await page.getByTestId('remote-retry').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Imports' })).toBeVisible();
});

test('publishing a new version of one remote is used at the next page load, without touching the others', async ({ page }) => {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, 'E2E_DATA_DIR must be the running server data directory').toBeTruthy();
  await signIn(page, '/settings/user/');
  const root = page.locator('[data-remote="settings"][data-remote-build]');
  const before = await root.getAttribute('data-remote-build');
  expect(before).toMatch(/^settings@/);

  // A "new build": the current build with a new build marker, published under a new version.
  const version = `hot-${Date.now().toString(36)}`;
  const build = mkdtempSync(path.join(tmpdir(), 'pimento-settings-build-'));
  cpSync(path.join(repositoryRoot, 'mfe-settings', 'dist'), build, { recursive: true });
  for (const file of readdirSync(build).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(build, file), 'utf8');
    if (text.includes(before!)) writeFileSync(path.join(build, file), text.replaceAll(before!, `settings@${version}`));
  }
  const catalogueManifests: string[] = [];
  page.on('request', (request) => request.url().includes('/remotes/catalogue/') && request.url().endsWith('mf-manifest.json') && catalogueManifests.push(request.url()));
  const output = execFileSync(
    path.join(repositoryRoot, 'node_modules', '.bin', 'node'),
    ['deploy/publish.ts', 'settings', '--version', version, '--from', build, '--data-dir', dataDir!],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  expect(output).toContain(`settings@${version} published`);

  const manifest = page.waitForRequest((request) => request.url().includes(`/remotes/settings/${version}/mf-manifest.json`));
  await page.reload();
  await manifest;
  await expect(root).toHaveAttribute('data-remote-build', `settings@${version}`);
  await expect(page.getByRole('heading', { level: 2, name: 'My settings' })).toBeVisible();

  await page.getByTestId('nav-products').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Products and models' })).toBeVisible();
  expect(catalogueManifests.every((url) => !url.includes(version))).toBe(true);
});
