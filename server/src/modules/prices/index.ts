/** What other modules (exports) use of prices. */
export { priceListsByIds } from './price-list-repository.ts';
export { typedDiscriminantValues } from './price-rules.ts';
export { pricesValidOn } from './price-service.ts';
