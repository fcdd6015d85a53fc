import { jest } from '@jest/globals';

// A component test's first render loads antd and its styles; on a busy 2-core machine that alone
// passed jest's 5 s default once (CI, session 3). The assertions wait as they did; only the budget grows.
jest.setTimeout(20_000);
