/** What other modules (exports, imports) use of prices. */
export { priceListsByIds } from './price-list-repository.ts';
export { typedDiscriminantValues } from './price-rules.ts';
export { pricesValidOn } from './price-service.ts';
export { checkPriceCandidates, writeCheckedPrice, type PriceCandidate } from './price-checks.ts';
export { deletePrices as deletePriceRows, lockPrices, pricesOfProducts, storedWrite, type PriceRow, type PriceWrite } from './price-repository.ts';
