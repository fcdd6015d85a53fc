// Webpack configuration factory for the shell (host) and the six remotes.
import './webpack-compat.js';
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { readFileSync } from 'node:fs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedDependencies } from './shared-deps.js';

const swcRule = (isDev) => ({
  test: /\.(t|j)sx?$/,
  exclude: /node_modules/,
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
  },
  module: { rules: [swcRule(isDev), { test: /\.css$/, type: 'asset/resource' }] },
  performance: { hints: false },
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'warn' },
});

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
      // The entry's name stays stable (the federation runtime is generated into it before hashing);
      // index.html adds a content hash query to bust caches.
      filename: '[name].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      uniqueName: 'pimento_shell',
      clean: true,
    },
    optimization: {
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // Few critical requests: every library the shell provides (the shared singletons and the
          // federation runtime) in one vendor file, the shell's and shared-kit's code in one app file.
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'all', priority: 20, enforce: true },
          app: { test: /[\\/](shared-kit|shell)[\\/]src[\\/]/, name: 'app', chunks: 'all', priority: 10, enforce: true },
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
      new HtmlWebpackPlugin({ template: './src/index.html', favicon: './src/favicon.svg', hash: true }),
    ],
    devServer: {
      port: 8080,
      historyApiFallback: { index: '/shell/index.html' },
      devMiddleware: { publicPath: '/shell/' },
      proxy: [{ context: ['/api', '/ws', '/remotes', '/media'], target: apiTarget, ws: true }],
    },
  };
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
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './app': './src/lifecycles.tsx', ...exposes },
        shared: sharedDependencies(),
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
      }),
      // Which build is running (shown as `data-remote-build` on the remote's root): tells deployments apart.
      new webpack.DefinePlugin({ __REMOTE_BUILD__: JSON.stringify(`${name}@${packageVersion(dir)}+${Date.now().toString(36)}`) }),
      ...(isDev ? [new HtmlWebpackPlugin({ template: join(dir, '..', 'webpack', 'standalone.html'), title: `Pimento · ${name} (standalone)` })] : []),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/ws', '/media'], target: apiTarget, ws: true }],
    },
  };
}
