// webpack 5.112 moved internal modules that @module-federation/enhanced 2.9 still requires by their
// old paths (e.g. `webpack/lib/util/extractUrlAndGlobal`). Redirect those requests to the new
// locations; everything else resolves as usual. Import this module before the federation plugin.
import Module from 'node:module';

const moved = {
  'webpack/lib/HotUpdateChunk': 'webpack/lib/graph/HotUpdateChunk',
  'webpack/lib/ModuleFactory': 'webpack/lib/module/ModuleFactory',
  'webpack/lib/dependencies/EntryDependency': 'webpack/lib/entry/EntryDependency',
  'webpack/lib/dependencies/ModuleDependency': 'webpack/lib/dependencies/core/ModuleDependency',
  'webpack/lib/dependencies/StaticExportsDependency': 'webpack/lib/dependencies/core/StaticExportsDependency',
  'webpack/lib/util/extractUrlAndGlobal': 'webpack/lib/externals/extractUrlAndGlobal',
  'webpack/lib/util/fs': 'webpack/lib/fs/fs',
  'webpack/lib/util/semver': 'webpack/lib/sharing/semver',
};

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolveMovedWebpackModule(request, ...rest) {
  const key = request.replace(/\.js$/, '');
  try {
    return originalResolve.call(this, request, ...rest);
  } catch (error) {
    if (moved[key]) return originalResolve.call(this, moved[key], ...rest);
    throw error;
  }
};
