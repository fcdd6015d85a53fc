// Run with `npm test --workspace @pimento/deploy` (node:test, Node 24 type stripping).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { publishRemote } from './publish-remote.ts';
import { readRegistry, registryPath, switchRemote } from './registry.ts';

async function fakeBuild(content: string): Promise<string> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'pimento-build-'));
  await fs.writeFile(path.join(directory, 'mf-manifest.json'), JSON.stringify({ id: 'catalogue' }));
  await fs.writeFile(path.join(directory, 'remoteEntry.js'), content);
  return directory;
}

test('publishes a build under a content version and switches only that remote', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pimento-data-'));
  const first = await publishRemote('catalogue', { dataDir, buildDir: await fakeBuild('v1') });
  assert.match(first.version, /^0\.1\.0-[0-9a-f]{10}$/);
  assert.equal(await fs.readFile(path.join(dataDir, 'remotes', 'catalogue', first.version, 'remoteEntry.js'), 'utf8'), 'v1');
  let registry = await readRegistry(dataDir);
  assert.equal(registry.remotes.catalogue?.version, first.version);
  assert.equal(registry.remotes.exports?.version, 'local');

  const second = await publishRemote('catalogue', { dataDir, buildDir: await fakeBuild('v2') });
  assert.notEqual(second.version, first.version);
  registry = await readRegistry(dataDir);
  assert.equal(registry.remotes.catalogue?.version, second.version);
  // The earlier version stays published (immutable) for a roll-back.
  await switchRemote(dataDir, 'catalogue', first.version);
  assert.equal((await readRegistry(dataDir)).remotes.catalogue?.version, first.version);
  const leftovers = (await fs.readdir(path.dirname(registryPath(dataDir)))).filter((name) => name.endsWith('.tmp'));
  assert.deepEqual(leftovers, []);
});

test('the same build published twice reuses its version; an unpublished version cannot be switched to', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pimento-data-'));
  const build = await fakeBuild('same');
  const once = await publishRemote('assets', { dataDir, buildDir: build });
  const twice = await publishRemote('assets', { dataDir, buildDir: build });
  assert.equal(twice.version, once.version);
  assert.equal(twice.reused, true);
  await assert.rejects(switchRemote(dataDir, 'assets', 'never-published'), /not published/);
  await assert.rejects(publishRemote('nope', { dataDir, buildDir: build }));
});

test('a published build carries brotli and gzip copies that decode to each file, even when the build’s were stale or missing', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pimento-data-'));
  const build = await fakeBuild(`/* edited after the build */ ${'export const hinge = "brushed";\n'.repeat(40)}`);
  // A sibling left over from the content before the edit, and none at all for the manifest.
  await fs.writeFile(path.join(build, 'remoteEntry.js.br'), zlib.brotliCompressSync('/* the build before the edit */'));
  await fs.writeFile(path.join(build, 'remoteEntry.js.gz'), zlib.gzipSync('/* the build before the edit */'));
  await fs.writeFile(path.join(build, 'mf-manifest.json'), JSON.stringify({ id: 'catalogue', padding: 'x'.repeat(400) }));
  const published = await publishRemote('catalogue', { dataDir, buildDir: build });
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const content = await fs.readFile(path.join(published.directory, file));
    assert.deepEqual(zlib.brotliDecompressSync(await fs.readFile(path.join(published.directory, `${file}.br`))), content);
    assert.deepEqual(zlib.gunzipSync(await fs.readFile(path.join(published.directory, `${file}.gz`))), content);
  }
  // The build directory itself is left as it was.
  assert.equal(zlib.brotliDecompressSync(await fs.readFile(path.join(build, 'remoteEntry.js.br'))).toString(), '/* the build before the edit */');
});
