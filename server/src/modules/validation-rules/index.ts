/** What other modules (products) use of validation rules: the check a product's save must pass. */
export { assertNoBlockingViolation } from './service.ts';
