import { z } from 'zod';

/**
 * Browsers parse the contracts without zod's compiled fast path: zod probes it with
 * `new Function('')`, which the suite's Content-Security-Policy (`script-src 'self'`, no
 * 'unsafe-eval') forbids and reports as a violation. The server keeps the fast path.
 *
 * The setting is made when this module is evaluated: the shell's bootstrap imports it first, so
 * that it holds before any other module runs — a module may parse at its evaluation (the start-up
 * preload of the page's remote calls the API while the shell's modules load). Remotes use the
 * shell's zod.
 */
z.config({ jitless: true });

export {};
