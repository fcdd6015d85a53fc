// Names the shell's entry file after its content (`main.js` → `main.0123abcd.js`), so browsers can
// keep it a year like every other script. webpack cannot put `[contenthash]` in this file's name
// itself: the federation runtime inside it is generated, to be hashed, from that name before the
// chunk has a hash. The entry is renamed before index.html is written (which then names it), and
// marked as content-hashed so webpack's `realContentHash` recomputes the hash on the final file.

/** @param {string} file the entry's file name, e.g. `main.js` */
export class ContentHashedEntryPlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    const { Compilation, util } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContentHashedEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Just before html-webpack-plugin writes index.html (PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE).
        { name: 'ContentHashedEntryPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE - 1 },
        () => {
          const asset = compilation.getAsset(this.file);
          if (!asset) return;
          const { hashFunction, hashDigest, hashSalt } = compilation.outputOptions;
          const hash = util.createHash(hashFunction);
          if (hashSalt) hash.update(hashSalt);
          hash.update(asset.source.buffer());
          const contentHash = hash.digest(hashDigest).slice(0, 8);
          const hashedName = this.file.replace(/\.js$/, `.${contentHash}.js`);
          compilation.renameAsset(this.file, hashedName);
          compilation.updateAsset(hashedName, asset.source, { ...asset.info, contenthash: contentHash, immutable: true });
        },
      );
    });
  }
}
