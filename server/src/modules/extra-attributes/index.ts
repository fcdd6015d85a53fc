/** What other modules (clients, prices) use of extra attributes. */
export { applyExtraValues } from './service.ts';
