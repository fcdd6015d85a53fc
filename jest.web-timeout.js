import { jest } from '@jest/globals';
import { configure } from '@testing-library/react';

// A component test's first render loads antd and its styles; on a busy 2-core machine that alone
// passed jest's 5 s default once, on CI. The assertions wait as they did; only the budget grows.
jest.setTimeout(20_000);

// `findBy…` and `waitFor` wait for a state, 1 s by default: a part loaded on first use (the filter
// editor and its antd families) once took longer under two jest workers on the fresh-clone run.
// The deadline only bounds how long a real failure takes to report (docs/testing.md).
configure({ asyncUtilTimeout: 10_000 });
