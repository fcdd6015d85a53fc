/** What other modules (exports, the listing) use of clients: the rules behind a `client` filter, and a client as a run sees it. */
export { ruleFilters, withClientRules } from './client-products.ts';
export { clientForExport } from './service.ts';
