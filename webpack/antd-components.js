// antd outside the families, by component path.
//
// The families (`@pimento/shared-kit/ui/antd-*`) are shared modules the shell provides: a name added
// to one would exist only in a shell built after it, so a remote deployed alone would get `undefined`.
// They are therefore closed to remotes; a component none of them holds is imported by its own path,
// `import Rate from 'antd/es/rate'`, a shared key (`antd/es/` in shared-deps.js) that the shell
// provides for every such component of its antd (`shell/src/app/provided-antd.ts`) over its one antd:
// the component renders inside the shell's theme, locale and `App` contexts, and the shell is not
// rebuilt. This plugin keeps both sides honest at build time.
import { antdComponentFolders, antdComponentsOutsideFamilies, antdFamilyOfComponent } from './shared-deps.js';

/**
 * Fails a build that imports an antd path the shell does not provide (a family's component, which
 * comes from its family, or a path deeper than a component's folder); with `{ shell: true }`, also a
 * shell build that does not provide every component outside the families.
 */
export class AntdComponentsPlugin {
  constructor({ shell = false } = {}) {
    this.shell = shell;
  }

  apply(compiler) {
    const provided = new Set(antdComponentsOutsideFamilies());
    const families = antdFamilyOfComponent();
    const familyOfFolder = Object.fromEntries(Object.entries(antdComponentFolders()).map(([name, folder]) => [folder, families[name]]));
    const { WebpackError } = compiler.webpack;
    const problem = (request) => {
      const folder = request.slice('antd/es/'.length);
      if (provided.has(folder)) return undefined;
      if (familyOfFolder[folder]) return `'${request}' is in the family '@pimento/shared-kit/ui/${familyOfFolder[folder]}': import it from there`;
      return `'${request}' is not an antd component the shell provides: import a component by its folder (antd/es/<component>), see docs/new-remote.md`;
    };
    compiler.hooks.normalModuleFactory.tap('AntdComponentsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('AntdComponentsPlugin', (data) => {
        const issuer = data.contextInfo?.issuer ?? '';
        if (!data.request.startsWith('antd/es/') || /[\\/]node_modules[\\/]/.test(issuer)) return undefined;
        const message = problem(data.request);
        if (message) throw new WebpackError(`${message} (in ${issuer})`);
        return undefined;
      });
    });
    if (!this.shell) return;
    compiler.hooks.thisCompilation.tap('AntdComponentsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('AntdComponentsPlugin', (modules) => {
        const providedKeys = new Set([...modules].filter((module) => module.type === 'provide-module').map((module) => module._name));
        const missing = [...provided].filter((folder) => !providedKeys.has(`antd/es/${folder}`));
        if (missing.length > 0) compilation.errors.push(new WebpackError(`The shell provides no ${missing.map((folder) => `'antd/es/${folder}'`).join(', ')}: add them to shell/src/app/provided-antd.ts`));
      });
    });
  }
}
