import { createRemoteConfig } from '../webpack/create-config.js';

export default (_env, argv) =>
  createRemoteConfig({ dir: import.meta.dirname, name: 'catalogue', port: 3001, argv, exposes: {} });
