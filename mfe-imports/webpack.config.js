import { createRemoteConfig } from '../webpack/create-config.js';

export default (_env, argv) =>
  createRemoteConfig({ dir: import.meta.dirname, name: 'imports', port: 3003, argv, exposes: {} });
