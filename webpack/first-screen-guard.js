// The shell's first screen (the login page, or the loader before a signed-in page) carries no antd
// and no other library only later screens need (docs/architecture.md, "The shell's first screen
// carries no antd"). Its code is the `start` file, decided by chunk-group reachability in
// create-config.js: a static import added on the way from `bootstrap` to antd, or a lazy part the
// split rule fails to see as lazy, moves hundreds of KB into it without any other sign. This plugin
// fails the shell's build instead.

/** Packages the first screen never loads: antd and its runtime (style engine, rc components), error reporting, dates, drag and drop. */
export const notOnFirstScreen = /[\\/]node_modules[\\/](antd|@ant-design[\\/](?!icons-svg[\\/])[^\\/]+|@rc-component[\\/][^\\/]+|rc-[^\\/]+|@sentry[\\/][^\\/]+|@sentry-internal[\\/][^\\/]+|dayjs|@dnd-kit[\\/][^\\/]+)[\\/]/;

/**
 * Fails the build when an initial file of the shell (`main` or `start`) holds a module of a package
 * matching `notOnFirstScreen` (the provide entries of shared modules are not modules of a package and
 * do not count). The message names the package, the file and the chain of chunk groups that put the
 * modules there (recorded before the split, when each module is still in the chunk that imports it).
 * @param {{ chainToBootstrap: (group: object) => object[] | null }} options the first-screen rule's
 *   path from a chunk group up to `bootstrap` (null when the group is not on the first screen)
 */
export class FirstScreenGuardPlugin {
  constructor({ chainToBootstrap }) {
    this.chainToBootstrap = chainToBootstrap;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenGuardPlugin', (compilation) => {
      const chains = new Map();
      const describe = (group) => {
        const origin = group.origins.find((o) => o.module)?.module;
        const what = origin?.type === 'consume-shared-module' ? `shared ${origin.options.shareKey}` : origin ? `import() in ${origin.readableIdentifier(compilation.requestShortener)}` : '?';
        return group.name ? `${group.name} (${what})` : what;
      };
      // Before splitChunks (stage 10): where each library module is reached from.
      compilation.hooks.optimizeChunks.tap({ name: 'FirstScreenGuardPlugin', stage: -100 }, () => {
        for (const module of compilation.modules) {
          if (!module.resource || !notOnFirstScreen.test(module.resource)) continue;
          for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module)) {
            for (const group of chunk.groupsIterable) {
              const chain = this.chainToBootstrap(group);
              if (chain && !chains.has(module)) chains.set(module, chain.map(describe).join(' ← '));
            }
          }
        }
      });
      compilation.hooks.afterOptimizeChunks.tap('FirstScreenGuardPlugin', (chunks) => {
        for (const chunk of chunks) {
          if (!chunk.canBeInitial()) continue;
          const found = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].filter((module) => module.resource && notOnFirstScreen.test(module.resource));
          if (found.length === 0) continue;
          const packages = [...new Set(found.map((module) => module.resource.match(notOnFirstScreen)[1].replaceAll('\\', '/')))];
          const named = packages.length > 6 ? `${packages.slice(0, 6).join(', ')} and ${packages.length - 6} other packages` : packages.join(', ');
          const example = found.find((module) => chains.has(module));
          compilation.errors.push(
            new WebpackError(
              `The shell's first screen would load ${found.length} modules of ${named} (in its initial file '${chunk.name}'); ` +
                `they belong to screens loaded later (docs/architecture.md, "The shell's first screen carries no antd"). ` +
                (example
                  ? `${compilation.requestShortener.shorten(example.resource)} is reached through: ${chains.get(example)}.`
                  : `${compilation.requestShortener.shorten(found[0].resource)} is imported statically on the way from the entry.`),
            ),
          );
        }
      });
    });
  }
}
