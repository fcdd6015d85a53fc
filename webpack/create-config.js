// Webpack configuration factory for the shell (host) and the six remotes.
import './webpack-compat.js';
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { readFileSync } from 'node:fs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { lazyAntdFamilies, sharedDependencies } from './shared-deps.js';
import { FacadeNamesPlugin, facadeAliases } from './facades.js';
import { ContentHashedEntryPlugin } from './content-hashed-entry-plugin.js';
import { AntdComponentsPlugin } from './antd-components.js';
import { PrecompressPlugin } from './precompress-plugin.js';
import { FirstScreenGuardPlugin } from './first-screen-guard.js';
import { indexHtmlParameters } from './index-html-parameters.js';
import { SignedInFilesPlugin } from './signed-in-files-plugin.js';

const buildTimeModule = /\.build-time\.ts$/;

const swcRule = (isDev) => ({
  test: /\.(t|j)sx?$/,
  exclude: [/node_modules/, buildTimeModule],
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
      },
    },
  },
});

const base = ({ dir, isDev }) => ({
  mode: isDev ? 'development' : 'production',
  context: dir,
  devtool: isDev ? 'eval-cheap-module-source-map' : false,
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    extensionAlias: { '.js': ['.js', '.ts', '.tsx'] },
    alias: facadeAliases(isDev),
  },
  module: {
    rules: [
      swcRule(isDev),
      { test: buildTimeModule, type: 'javascript/esm', use: join(import.meta.dirname, 'build-time-module-loader.js') },
      { test: /\.css$/, type: 'asset/resource' },
    ],
  },
  performance: { hints: false },
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'warn' },
});

/**
 * Consume modules stay where webpack puts them: one in the same async file as the shared module it
 * resolves to would deadlock (loading the file waits for its consumes, which wait for the file).
 */
const isConsume = (module) => module.type === 'consume-shared-module';

/**
 * A chunk group made by an `import()` in the code (the signed-in part, the public screens, a dialog
 * fetched when first needed…) is a lazy part, whether or not it is named: what it alone needs is not
 * part of the shell's start. The groups of shared modules' consume fallbacks are not: a consume is
 * resolved before the chunk holding it runs, so they load with that chunk.
 */
const isLazyPart = (group) => group.origins.some((origin) => origin.module?.type?.startsWith('javascript/'));

/**
 * The chunk groups from a group up to `bootstrap` (the async boundary) without passing through a
 * lazy part, or null when there is no such path (the group is not loaded by the first screen).
 */
function chainToBootstrap(group, seen = new Set()) {
  if (seen.has(group)) return null;
  seen.add(group);
  if (group.name === 'bootstrap') return [group];
  if (isLazyPart(group)) return null;
  for (const parent of group.parentsIterable) {
    const chain = chainToBootstrap(parent, seen);
    if (chain) return [group, ...chain];
  }
  return null;
}

/** Whether a chunk group is reached from the `bootstrap` group without passing through a lazy part. */
const reachedFromBootstrap = (group) => chainToBootstrap(group) !== null;

/**
 * True for a module the shell's first screen loads: one in a chunk group reached from `bootstrap`
 * (the async boundary) other than through a lazy part. Shared modules count through their consume
 * fallbacks, whose chunk groups hang under the chunk that consumes them.
 */
function loadedAtStart(module, chunkGraph) {
  // In the entry chunk (the federation runtime's libraries): `start` joins the entry group, so it is
  // an initial file (a script tag), not a request made after main.js.
  if (/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '') && chunkGraph.getModuleChunks(module).some((chunk) => chunk.canBeInitial())) return true;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) if (reachedFromBootstrap(group)) return true;
  }
  return false;
}

/** Marks an antd component outside the families (`antd/es/rate`) among the files leading to a module. */
const componentMark = 'antd/es/';

/**
 * Shared modules the shell provides in a file of their own (share key → file), fetched the first
 * time something needs them: the error messages, which the first screen checks codes without
 * (`errors/error-codes`) and loads at the first error shown (`toasts/error-toast`) or with a
 * remote's code that translates errors itself.
 */
const onDemandSharedModules = {
  '@pimento/shared-kit/client/translate-error': 'messages',
  '@pimento/shared-kit/errors/catalogue': 'messages',
  // The remotes' upload screens (imports, structure import, assets): see shell/src/app/provided-uploads.ts.
  '@pimento/shared-kit/ui/file-drop': 'uploads',
  '@pimento/shared-kit/client/upload-with-progress': 'uploads',
  '@pimento/shared-kit/client/upload-asset': 'uploads',
};

/**
 * The shell's file for a chunk group that loads a lazy antd family or an on-demand shared module
 * (its provide or a consume fallback), or the mark of an antd component outside the families
 * (`antd/es/rate`), else undefined.
 */
function lazyFamilyFile(group) {
  for (const origin of group.origins) {
    const module = origin.module;
    const shareKey = module?.type === 'consume-shared-module' ? module.options.shareKey : module?.type === 'provide-module' ? module._name : undefined;
    if (shareKey && onDemandSharedModules[shareKey]) return onDemandSharedModules[shareKey];
    const family = shareKey?.match(/^@pimento\/shared-kit\/ui\/(antd-[a-z]+)$/)?.[1];
    if (family && lazyAntdFamilies[family]) return lazyAntdFamilies[family];
    if (shareKey?.startsWith(componentMark)) return shareKey;
  }
  return undefined;
}

/**
 * The shell's parts loaded on demand (webpackChunkName → file): the rarer public screens (password
 * reset, e-mail confirmation…: a signed-in page never loads them), the frame's drawers (loaded at
 * the first opening of one), the sidebar's drag and drop (loaded on the first intent to drag) and
 * the error-reporting SDK (loaded only when the operator configured a DSN).
 * A file is never named like its chunk, or splitChunks would leave its modules to `later`.
 */
const onDemandShellParts = { 'public-pages': 'public', 'frame-panels': 'panels', 'sidebar-dnd': 'sidebar-drag', 'error-reporting': 'reporting' };

/** The files whose chunk groups lead to a group (walking up, stopping at a lazy antd family's group or an on-demand part's); 'other' for anything else. */
function filesLeadingTo(group, files, seen = new Set()) {
  if (seen.has(group)) return;
  seen.add(group);
  const file = onDemandShellParts[group.name] ?? lazyFamilyFile(group);
  if (file) return void files.add(file);
  let parents = 0;
  for (const parent of group.parentsIterable) {
    parents += 1;
    filesLeadingTo(parent, files, seen);
  }
  if (parents === 0) files.add('other');
}

/**
 * The shell's lazy files beside `later`: each lazy antd family's, the on-demand shared modules', then each on-demand part's. A
 * module needed by several goes to the first.
 */
const lazyFamilyFiles = [...new Set([...Object.values(lazyAntdFamilies), ...Object.values(onDemandSharedModules)]), ...Object.values(onDemandShellParts)];

/**
 * The lazy antd family file of a module reached only through lazy families (their provide or
 * consume-fallback groups): its family's file, or the first of them when several need it. A module
 * also reached otherwise (a library the plain frame uses too) stays in `later`.
 */
function lazyFamilyFileOf(module, chunkGraph) {
  const files = new Set();
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) filesLeadingTo(group, files);
  }
  if (files.size === 0 || files.has('other')) return undefined;
  const familyFile = lazyFamilyFiles.find((file) => files.has(file));
  if (familyFile) return familyFile;
  // Reached only through antd components outside the families (never fetched unless a remote
  // renders one): one file per component, what several of them need in a common one.
  const components = [...files].filter((file) => file.startsWith(componentMark));
  return components.length === 1 ? `antd-${components[0].slice(componentMark.length)}` : 'antd-components';
}

/** `lazyFamilyFileOf`, kept from a cache group's test for its name (which is given no chunk graph). */
const componentFileOf = new WeakMap();

/**
 * The shell: the only host. No static remotes; they are registered at run time from `GET /api/remotes/`.
 * @param {{ dir: string, argv: { mode?: string }, apiTarget?: string }} options
 */
export function createShellConfig({ dir, argv, apiTarget = 'http://localhost:18080' }) {
  const isDev = argv.mode === 'development';
  return {
    ...base({ dir, isDev }),
    entry: { main: './src/index.ts' },
    output: {
      path: join(dir, 'dist'),
      publicPath: '/shell/',
      // Every production file is named after its content, so browsers keep it a year without asking;
      // only index.html, which names them, is revalidated. The entry (`main`) cannot take
      // `[contenthash]` here: ContentHashedEntryPlugin names it.
      filename: isDev ? '[name].js' : (pathData) => (pathData.chunk?.name === 'main' ? '[name].js' : '[name].[contenthash:8].js'),
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      uniqueName: 'pimento_shell',
      clean: true,
    },
    optimization: {
      // Two files after the entry, whatever the number of shared modules (each would be a request):
      // `start` holds what the first screen (the login screen, or the loader) runs; `later` the
      // signed-in frame (plain layout, WebSocket, contracts, what the frame opens on demand) that
      // every remote's page needs; the antd families (all lazy) and the rarer public screens have
      // their own files.
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          default: false,
          defaultVendors: false,
          start: { test: (module, { chunkGraph }) => !isConsume(module) && loadedAtStart(module, chunkGraph), name: 'start', chunks: 'all', priority: 20, enforce: true },
          // Each lazy antd family file (`lazyAntdFamilies`): what only those families need.
          ...Object.fromEntries(
            lazyFamilyFiles.map((file) => [
              file,
              { test: (module, { chunkGraph }) => !isConsume(module) && lazyFamilyFileOf(module, chunkGraph) === file, name: file, chunks: 'async', priority: 15, enforce: true },
            ]),
          ),
          // Each antd component outside the families (`antd/es/rate`): its own file, never fetched
          // unless a remote renders it.
          antdComponents: {
            test: (module, { chunkGraph }) => {
              if (isConsume(module)) return false;
              const file = lazyFamilyFileOf(module, chunkGraph);
              if (!file || lazyFamilyFiles.includes(file)) return false;
              componentFileOf.set(module, file);
              return true;
            },
            name: (module) => componentFileOf.get(module),
            chunks: 'async',
            priority: 15,
            enforce: true,
          },
          later: { test: (module) => !isConsume(module), name: 'later', chunks: 'async', priority: 10, enforce: true },
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
      new FacadeNamesPlugin(),
      new AntdComponentsPlugin({ shell: true }),
      // Fails the build when antd (or another library of later screens) reaches `start`.
      new FirstScreenGuardPlugin({ chainToBootstrap }),
      new HtmlWebpackPlugin({ template: './src/index.html', templateParameters: indexHtmlParameters(dir) }),
      ...(isDev ? [] : [new ContentHashedEntryPlugin('main.js'), new SignedInFilesPlugin('signed-in-routes'), new PrecompressPlugin()]),
    ],
    devServer: {
      port: 8080,
      historyApiFallback: { index: '/shell/index.html' },
      devMiddleware: { publicPath: '/shell/' },
      proxy: [{ context: ['/api', '/ws', '/remotes', '/media'], target: apiTarget, ws: true }],
    },
  };
}

/**
 * shared-kit modules the shell provides (it imports them): its UI, remote lifecycles, i18n, query
 * client, bus, API client, session, toasts, the error codes (`errors/error-codes`) and the error
 * messages (`errors/catalogue`, which `client/translate-error` loads: the catalogue carried a second
 * copy of every table; the shell provides them in its `messages` file). A remote keeps its own fallbacks of these (and of the
 * shared libraries) apart: they are never fetched next to the shell. What else of shared-kit it
 * uses (contracts, errors, formulas) joins its own code, still shared, in one file.
 */
const providedByShell = (shareKey) => !shareKey.startsWith('@pimento/shared-kit/') || /^@pimento\/shared-kit\/((ui|remote|i18n|query|bus|client|session|toasts)\/|errors\/(catalogue|error-codes)$)/.test(shareKey);

/** For a remote's module: true when its exposed module needs it and the shell does not provide it (walks the chunk groups up). */
function neededByExpose(group, seen = new Set()) {
  if (seen.has(group)) return false;
  seen.add(group);
  if (group.name?.startsWith('__federation_expose_')) return true;
  const consume = group.origins.find((origin) => origin.module?.type === 'consume-shared-module')?.module;
  if (consume) return !providedByShell(consume.options.shareKey) && [...group.parentsIterable].some((parent) => neededByExpose(parent, seen));
  // A lazy part of the remote (an `import()` in its own code, e.g. a screen other than the first):
  // its own file, fetched when it is shown.
  if (group.origins.some((origin) => origin.module?.type?.startsWith('javascript/'))) return false;
  for (const parent of group.parentsIterable) if (neededByExpose(parent, seen)) return true;
  return false;
}

function remoteAppModule(module, chunkGraph) {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) if (neededByExpose(group)) return true;
  }
  return false;
}

const packageVersion = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;

/**
 * One remote: exposes `./app` (single-spa-react lifecycles) and emits `mf-manifest.json`.
 * In development it also builds a standalone harness page served by its own dev server.
 * @param {{ dir: string, name: string, port: number, argv: { mode?: string }, exposes?: Record<string,string>, apiTarget?: string }} options
 */
export function createRemoteConfig({ dir, name, port, argv, exposes = {}, apiTarget = 'http://localhost:18080' }) {
  const isDev = argv.mode === 'development';
  return {
    ...base({ dir, isDev }),
    entry: isDev ? { main: './src/index.ts' } : {},
    output: {
      path: join(dir, 'dist'),
      // Production: served under /remotes/<name>/<version>/, resolved from the manifest's URL.
      // Development: the remote's own dev server (standalone harness on nested routes, or a shell dev server).
      publicPath: isDev ? `http://localhost:${port}/` : 'auto',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      uniqueName: `pimento_${name}`,
      clean: true,
    },
    // A remote's page is two requests: remoteEntry.js and one `app` file with its code and what it
    // needs that the shell does not provide; fallbacks of shared libraries stay apart (never fetched
    // under the shell, which provides them).
    optimization: isDev
      ? {}
      : {
          splitChunks: {
            chunks: 'async',
            cacheGroups: {
              default: false,
              defaultVendors: false,
              app: { test: (module, { chunkGraph }) => !isConsume(module) && remoteAppModule(module, chunkGraph), name: 'app', chunks: 'async', priority: 20, enforce: true },
              // What several lazy parts share (not in `app`): one file, not a copy in each.
              lazyShared: { test: (module) => !isConsume(module), chunks: 'async', minChunks: 2, minSize: 8000, priority: 5, reuseExistingChunk: true },
            },
          },
        },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './app': './src/lifecycles.tsx', ...exposes },
        shared: sharedDependencies(),
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        // A remote loads no remote itself (the shell does): its runtime drops the remote-loading and
        // manifest-snapshot code (compile-time flags of the federation runtime).
        experiments: { optimization: { disableRemote: true, disableSnapshot: true } },
      }),
      new FacadeNamesPlugin(),
      new AntdComponentsPlugin(),
      // Which build is running (shown as `data-remote-build` on the remote's root): tells deployments apart.
      new webpack.DefinePlugin({ __REMOTE_BUILD__: JSON.stringify(`${name}@${packageVersion(dir)}+${Date.now().toString(36)}`) }),
      ...(isDev ? [new HtmlWebpackPlugin({ template: join(dir, '..', 'webpack', 'standalone.html'), title: `Pimento · ${name} (standalone)` })] : [new PrecompressPlugin()]),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/ws', '/media'], target: apiTarget, ws: true }],
    },
  };
}
