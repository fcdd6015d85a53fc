// Writes `signed-in-files.json`: the shell's files its signed-in part needs (the chunks of the
// `signed-in-routes` import). The server names them in a `Link: rel=preload` header of index.html
// when a session cookie is there, so they download with the first scripts instead of after the
// first script has run; a visitor without a session never fetches them.

export const signedInFilesAsset = 'signed-in-files.json';

export class SignedInFilesPlugin {
  /** @param {string} chunkName the `webpackChunkName` of the signed-in part's `import()` */
  constructor(chunkName) {
    this.chunkName = chunkName;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SignedInFilesPlugin', (compilation) => {
      // After the content hashes are final (file names), before the pre-compression.
      compilation.hooks.processAssets.tap({ name: 'SignedInFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const group = compilation.namedChunkGroups.get(this.chunkName);
        if (!group) throw new Error(`SignedInFilesPlugin: no chunk group named ${this.chunkName}`);
        const publicPath = compilation.outputOptions.publicPath;
        const scripts = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).map((file) => `${publicPath}${file}`);
        compilation.emitAsset(signedInFilesAsset, new sources.RawSource(`${JSON.stringify({ scripts })}\n`));
      });
    });
  }
}
