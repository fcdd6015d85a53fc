/** What other modules (exports) use of prices. */
export { pricesValidOn } from './price-service.ts';
