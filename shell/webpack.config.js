import { createShellConfig } from '../webpack/create-config.js';

export default (_env, argv) => createShellConfig({ dir: import.meta.dirname, argv });
