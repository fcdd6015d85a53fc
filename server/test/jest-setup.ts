import { jest } from '@jest/globals';

// Integration suites start a database and the whole application; on a loaded machine that takes
// longer than jest's 5 s default (`testTimeout` in a project config is not applied per project).
jest.setTimeout(60_000);

// Servers a test spawns (`pimento serve`) start without the demo catalogue unless the test asks:
// 1,000 products would slow every start.
process.env.PIMENTO_DEMO_CATALOGUE ??= 'off';
