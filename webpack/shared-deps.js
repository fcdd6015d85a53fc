// The libraries every federated bundle shares as singletons (ARCHITECTURE §2).
// A key ending in `/` shares every deep import under that prefix (react/jsx-runtime, shared-kit modules).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

const singleton = (packageName) => {
  const version = versionOf(packageName);
  return { singleton: true, version, requiredVersion: `^${version}` };
};

/** @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin. */
export function sharedDependencies() {
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    zustand: singleton('zustand'),
    'zustand/': singleton('zustand'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    // antd is shared through the families `@pimento/shared-kit/ui/antd-*` (facade modules, each
    // tree-shaken to its components, all over the same antd modules): sharing the bare `antd` entry
    // would ship the whole library. See `lazyAntdFamilies` below. Every other antd component is
    // shared by its own path (`antd/es/rate`): the shell provides each one over the same antd
    // modules without loading it, so a remote can render one the families lack with the shell's
    // antd (one theme and locale context) and without a new shell build. See `antdComponentsOutsideFamilies`.
    'antd/es/': singleton('antd'),
    rxjs: singleton('rxjs'),
    // zod is shared through a facade (webpack/facades/zod.js): a plain `z` object of the factories the
    // suite uses, so the one shared instance is tree-shaken (the whole of zod 4 with its 40 locales
    // weighed 834 KB raw); before, the shell and each remote carried their own copy.
    zod: singleton('zod'),
    'single-spa': singleton('single-spa'),
    'single-spa-react': singleton('single-spa-react'),
    '@pimento/shared-kit/': singleton('@pimento/shared-kit'),
  };
}

/**
 * antd families the shell provides without loading them with its signed-in part: the file of the
 * shell's build each one goes to (`webpack/create-config.js`), fetched the first time a page consumes
 * it. The shell provides them because `shell/src/app/provided-shared-kit.ts` imports each one
 * dynamically (never called), so a remote always finds the shell's instance over the shell's antd
 * modules and never builds its own copy into the page. Every family is lazy: the signed-in frame is
 * plain markup and loads antd only when the user opens a drawer, a menu or a dialog.
 * `antd` (core and frame: providers, drawers, dialogs) comes first, so what several families share
 * (antd's style runtime, rc-component utilities) goes there; the listings' families share a file
 * (most screens are listings: one request for the three).
 */
export const lazyAntdFamilies = {
  'antd-core': 'antd',
  'antd-frame': 'antd',
  'antd-table': 'antd-listing',
  'antd-select': 'antd-listing',
  'antd-inputs': 'antd-listing',
  'antd-form': 'antd-form',
  'antd-pickers': 'antd-pickers',
  'antd-tree': 'antd-tree',
  'antd-content': 'antd-content',
};

/** The family (`antd-core`…) of each antd component the families re-export, read from `shared-kit/src/ui/antd-*.tsx`. */
export function antdFamilyOfComponent() {
  const dir = join(root, 'shared-kit', 'src', 'ui');
  const families = {};
  for (const file of readdirSync(dir).filter((name) => /^antd-[a-z]+\.tsx$/.test(name))) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const [, names] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const name of names.split(',').map((part) => part.trim()).filter(Boolean)) families[name] = file.replace(/\.tsx$/, '');
    }
  }
  return families;
}

/** antd's components and their folders (`Rate` → `rate`), read from antd's ESM index. */
export function antdComponentFolders() {
  const index = readFileSync(join(root, 'node_modules', 'antd', 'es', 'index.js'), 'utf8');
  return Object.fromEntries([...index.matchAll(/export \{ default as (\w+) \} from '\.\/([a-z-]+)'/g)].map(([, name, folder]) => [name, folder]));
}

/**
 * Static APIs a remote never uses: toasts come from the shell's store (`useNotify`), and the
 * version string is no component.
 */
const notProvided = new Set(['message', 'notification', 'version']);

/**
 * The folders of the antd components no family re-exports (`rate`, `watermark`, …): the shell
 * provides each as the shared module `antd/es/<folder>` without loading it
 * (`shell/src/app/provided-antd.ts`), in a file of its own fetched the first time a remote renders it.
 */
export function antdComponentsOutsideFamilies() {
  const families = antdFamilyOfComponent();
  return Object.entries(antdComponentFolders())
    .filter(([name]) => !families[name] && !notProvided.has(name))
    .map(([, folder]) => folder);
}
