// `antd` for the jsdom suites: each component loaded the first time a test uses it.
//
// antd's CommonJS entry requires every one of its components up front (2.3 s of CPU for each
// test file). The families (`shared-kit/src/ui/antd-*`) import named components from 'antd', so
// a getter per name keeps what they see identical while a test loads only what it renders.
// The names and folders are read from antd's own ES entry, as the webpack config does
// (`antdComponentFolders` in webpack/shared-deps.js).
const fs = require('node:fs');
const path = require('node:path');

const antdRoot = path.dirname(require.resolve('antd/package.json'));
const esIndex = fs.readFileSync(path.join(antdRoot, 'es', 'index.js'), 'utf8');

for (const [, name, folder] of esIndex.matchAll(/export \{ default as (\w+) \} from '\.\/([a-z-]+)'/g)) {
  Object.defineProperty(exports, name, { enumerable: true, get: () => require(`antd/lib/${folder}`).default });
}
Object.defineProperty(exports, '__esModule', { value: true });
