// The libraries every federated bundle shares as singletons (ARCHITECTURE §2).
// A key ending in `/` shares every deep import under that prefix (react/jsx-runtime, shared-kit modules).
import { readFileSync } from 'node:fs';
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
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    // antd is shared through `@pimento/shared-kit/ui/antd` (one facade module, tree-shaken to the
    // components the suite uses): sharing the bare `antd` entry would ship the whole library.
    rxjs: singleton('rxjs'),
    // zod is not shared (ARCHITECTURE §2 does not list it): a shared module cannot be tree-shaken and
    // the whole of zod 4 with its 40 locales weighed 834 KB raw in the shell's start-up vendor file.
    // Schemas are plain values: shared-kit's contracts come with the shared shared-kit modules, and a
    // bundle that imports zod itself gets the tree-shaken part it uses.
    'single-spa': singleton('single-spa'),
    'single-spa-react': singleton('single-spa-react'),
    '@pimento/shared-kit/': singleton('@pimento/shared-kit'),
  };
}
