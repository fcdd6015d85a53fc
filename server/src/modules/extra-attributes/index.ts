/** What other modules (clients, prices, exports) use of extra attributes. */
export { listExtraAttributes } from './repository.ts';
export { applyExtraValues, mergeExtraValues } from './service.ts';
