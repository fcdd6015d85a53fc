/**
 * Builds the PGlite test templates of the current sources before any suite starts (jest's
 * `globalSetup`, `jest.global-setup.js`). Left to the suites, each worker's first PGlite suite built
 * its own in its `beforeAll`: on a fresh clone, two builds side by side on two cores, each past the
 * hook's 60 s on a loaded machine. Built once here, a suite only loads the dump.
 */
import { pgliteTemplate } from './database-templates.ts';

const started = Date.now();
await pgliteTemplate('migrated');
await pgliteTemplate('seeded');
process.stdout.write(`PGlite test templates ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
