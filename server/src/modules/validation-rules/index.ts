/** What other modules (products, completion) use of validation rules: the check a product's save must pass, the rules and their verdict on a value. */
export { assertNoBlockingViolation } from './service.ts';
export type { RuleRow } from './repository.ts';
export { listRules, setMembers } from './repository.ts';
export type { RuleValue } from './rule-check.ts';
export { isEmptyValue, meetsRule } from './rule-check.ts';
