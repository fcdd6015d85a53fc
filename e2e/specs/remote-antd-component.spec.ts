import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { signIn } from '../support/session.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');
const node = path.join(repositoryRoot, 'node_modules', '.bin', 'node');
const shellDist = path.join(repositoryRoot, 'shell', 'dist');

/** Every file of the shell's build with its size and modification time: what a rebuild would change. */
const shellFiles = () =>
  Object.fromEntries(
    readdirSync(shellDist).map((name) => {
      const stats = statSync(path.join(shellDist, name));
      return [name, `${stats.size}:${stats.mtimeMs}`];
    }),
  );

/**
 * A new build of the assets remote that renders `Rate`, an antd component no family holds and no
 * package of the suite uses: written and built here (inside the repository, so that its packages
 * resolve), never part of the shell's build.
 */
function buildRatedAssetsRemote(directory: string): string {
  mkdirSync(path.join(directory, 'src'), { recursive: true });
  writeFileSync(path.join(directory, 'package.json'), JSON.stringify({ name: 'rated-assets', version: '0.1.0', private: true, type: 'module' }));
  writeFileSync(
    path.join(directory, 'webpack.config.js'),
    `import { createRemoteConfig } from ${JSON.stringify(pathToFileURL(path.join(repositoryRoot, 'webpack', 'create-config.js')).href)};\n` +
      `export default (_env, argv) => createRemoteConfig({ dir: import.meta.dirname, name: 'assets', port: 3902, argv });\n`,
  );
  writeFileSync(
    path.join(directory, 'src', 'lifecycles.tsx'),
    `import Rate from 'antd/es/rate';
import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { AssetsApp } from ${JSON.stringify(path.join(repositoryRoot, 'mfe-assets', 'src', 'app'))};

declare const __REMOTE_BUILD__: string;

function RatedAssets() {
  return (
    <>
      <AssetsApp />
      <div data-testid="asset-rating"><Rate defaultValue={3} /></div>
    </>
  );
}

export const lifecycles = createRemoteLifecycles(RatedAssets, { name: 'assets', build: __REMOTE_BUILD__, antd: 'root' });
export const { bootstrap, mount, unmount, update } = lifecycles;
`,
  );
  execFileSync(node, [path.join(repositoryRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production', '--config', path.join(directory, 'webpack.config.js')], {
    cwd: directory,
    encoding: 'utf8',
    stdio: 'pipe',
  });
  return path.join(directory, 'dist');
}

test('a remote published alone renders an antd component the shell never loaded, in the shell\'s antd and theme', async ({ page }) => {
  // A production build of a remote (about a minute on a busy machine) comes first.
  test.setTimeout(360_000);
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, 'E2E_DATA_DIR must be the running server data directory').toBeTruthy();
  const shellBefore = shellFiles();

  const build = buildRatedAssetsRemote(test.info().outputPath('rated-assets'));
  const version = `rated-${Date.now().toString(36)}`;
  const output = execFileSync(node, ['deploy/publish.ts', 'assets', '--version', version, '--from', build, '--data-dir', dataDir!], { cwd: repositoryRoot, encoding: 'utf8' });
  expect(output).toContain(`assets@${version} published`);

  try {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await signIn(page, '/asset/');
    await expect(page.locator('[data-remote="assets"]')).toHaveAttribute('data-remote-build', /^assets@/);
    await expect(page.getByRole('heading', { level: 2, name: 'Asset gallery' })).toBeVisible();
    const rate = page.getByTestId('asset-rating').locator('.ant-rate');
    await expect(rate).toBeVisible();
    await expect(rate.getByRole('radio')).toHaveCount(5);

    // One antd on the page: Rate's code is the shell's (its file of Rate alone), never the copy the
    // remote's build carries as a fallback; the remote sent only its entry and its own code.
    expect(scripts.filter((script) => /^\/shell\/antd-rate\.[0-9a-f]{8}\.js$/.test(script))).toHaveLength(1);
    const remoteScripts = scripts.filter((script) => script.startsWith(`/remotes/assets/${version}/`)).map((script) => path.basename(script));
    expect(remoteScripts.filter((name) => name !== 'remoteEntry.js' && !/^app\.[0-9a-f]{8}\.js$/.test(name))).toEqual([]);

    // The shell's theme: Rate carries the theme's CSS-variable scope (`cssVar.key` of the suite's
    // theme, set by the shell's ConfigProvider), so its colours are the suite's, not antd's defaults.
    await expect(rate).toHaveClass(/(^|\s)pimento(\s|$)/);
    const primary = await rate.evaluate((element) => getComputedStyle(element).getPropertyValue('--ant-color-primary').trim().toLowerCase());
    expect(primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(primary).not.toBe('#1677ff');
    // The empty stars are drawn in the theme's fill colour, derived from its ink, not from antd's black.
    const emptyStar = await rate.locator('.ant-rate-star-zero .ant-rate-star-second').first().evaluate((element) => getComputedStyle(element).color);
    expect(emptyStar).not.toMatch(/^rgba\(0, 0, 0,/);

    // Keyboard: the rating is a radio group the arrow keys move through (antd's own behaviour, kept).
    await expect(rate.locator('[role="radio"][aria-posinset="4"]')).toHaveAttribute('aria-checked', 'false');
    await rate.locator('[role="radio"][aria-posinset="3"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(rate.locator('[role="radio"][aria-posinset="4"]')).toHaveAttribute('aria-checked', 'true');

    // Nothing of the shell was rebuilt or rewritten.
    expect(shellFiles()).toEqual(shellBefore);
  } finally {
    // The other specs see the checkout's own assets build again.
    execFileSync(node, ['deploy/switch.ts', 'assets', 'local', '--data-dir', dataDir!], { cwd: repositoryRoot, encoding: 'utf8' });
  }
});
