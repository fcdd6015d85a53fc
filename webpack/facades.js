// Shared libraries through facades.
//
// A shared module cannot be tree-shaken: the bundle that provides it cannot know what another bundle
// will import, so webpack keeps every export (react-router 7's whole index, with its data routers,
// server rendering and RSC helpers, weighed 61 KB gzip in the shell's start). A facade is a small
// module that re-exports only the names the suite uses; `resolve.alias` makes the shared key
// (`react-router-dom`, still a singleton) resolve to it in every bundle, so the one shared instance
// is the tree-shaken one. The facade imports the real library under `@pimento-original/<name>`,
// which is not a share key (no consume loop) and resolves to the library's ESM build.
//
// A remote importing a name its facade lacks fails the build (see `FacadeNamesPlugin`), never at run
// time: add the name to `webpack/facades/<file>.js`, then rebuild the shell with it (it provides the
// shared instance every remote uses).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const modules = join(root, 'node_modules');
const facadesDir = join(import.meta.dirname, 'facades');

/** Shared key → facade file and the library build it re-exports from. */
const facades = {
  'react-router-dom': { file: 'react-router-dom.js', original: 'react-router', entry: (isDev) => `dist/${isDev ? 'development' : 'production'}/index.mjs` },
  rxjs: { file: 'rxjs.js', original: 'rxjs', entry: () => 'dist/esm/index.js' },
  '@tanstack/react-query': { file: 'react-query.js', original: '@tanstack/react-query', entry: () => 'build/modern/index.js', alias: 'react-query' },
  'react-i18next': { file: 'react-i18next.js', original: 'react-i18next', entry: () => 'dist/es/index.js' },
  zod: { file: 'zod.js', original: 'zod', entry: () => 'index.js', namespace: 'z' },
};

/** `resolve.alias` entries: each shared key to its facade, each `@pimento-original/*` to the real build. */
export function facadeAliases(isDev) {
  const aliases = {};
  for (const [key, facade] of Object.entries(facades)) {
    aliases[`${key}$`] = join(facadesDir, facade.file);
    aliases[`@pimento-original/${facade.alias ?? facade.original}$`] = join(modules, facade.original, facade.entry(isDev));
  }
  return aliases;
}

/** The names a facade file re-exports (`export { a, b }`), or the keys of its namespace object (`export const z = { a, b: c }`). */
function exportedNames(file, namespace) {
  const source = readFileSync(join(facadesDir, file), 'utf8');
  const block = namespace ? source.match(new RegExp(`export\\s+const\\s+${namespace}\\s*=\\s*\\{([^}]*)\\}`, 's')) : source.match(/export\s*\{([^}]*)\}/s);
  return new Set((block?.[1] ?? '').split(',').map((name) => name.split(':')[0].trim()).filter(Boolean));
}

/**
 * Fails the build when a module imports from a facaded library a name its facade does not export
 * (a shared module's exports are not checked by webpack: the import would be `undefined` at run time).
 */
export class FacadeNamesPlugin {
  apply(compiler) {
    const names = Object.fromEntries(Object.entries(facades).map(([key, facade]) => [key, exportedNames(facade.file, facade.namespace)]));
    // What a module may import from each facade: its names, or its namespace object alone.
    const importable = Object.fromEntries(Object.entries(facades).map(([key, facade]) => [key, facade.namespace ? new Set([facade.namespace]) : names[key]]));
    const { WebpackError } = compiler.webpack;
    // A namespace facade (zod's `z`): every `z.<name>` in the suite's code (after swc, so types are gone) must be a key of it.
    compiler.hooks.compilation.tap('FacadeNamesPlugin', (compilation) => {
      compilation.hooks.succeedModule.tap('FacadeNamesPlugin', (module) => {
        if (!module.resource || /[\\/]node_modules[\\/]/.test(module.resource) || !/\.(t|j)sx?$/.test(module.resource)) return;
        const source = String(module.originalSource()?.source() ?? '');
        for (const [key, facade] of Object.entries(facades)) {
          if (!facade.namespace || !new RegExp(`import\\s*\\{[^}]*\\b${facade.namespace}\\b[^}]*\\}\\s*from\\s*["']${key}["']`).test(source)) continue;
          for (const [, member] of source.matchAll(new RegExp(`\\b${facade.namespace}\\.([A-Za-z_$][\\w$]*)`, 'g'))) {
            if (names[key].has(member)) continue;
            const error = new WebpackError(`'${facade.namespace}.${member}' is not in the shared '${key}' facade: add it to webpack/facades/${facade.file}`);
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
    compiler.hooks.normalModuleFactory.tap('FacadeNamesPlugin', (factory) => {
      for (const type of ['javascript/auto', 'javascript/esm', 'javascript/dynamic']) {
        factory.hooks.parser.for(type).tap('FacadeNamesPlugin', (parser) => {
          parser.hooks.importSpecifier.tap('FacadeNamesPlugin', (_statement, source, exportName) => {
            const known = importable[source];
            if (!known || !exportName || known.has(exportName)) return undefined;
            const error = new WebpackError(`'${exportName}' is not exported by the shared '${source}' facade: add it to webpack/facades/${facades[source].file}`);
            error.module = parser.state.module;
            parser.state.compilation.errors.push(error);
            return undefined;
          });
        });
      }
    });
  }
}
