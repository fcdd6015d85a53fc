/** React-query keys of price lists and prices. */
export const priceKeys = {
  all: ['catalogue', 'prices'] as const,
  lists: (state: string) => ['catalogue', 'prices', 'lists', state] as const,
  prices: (query: unknown) => ['catalogue', 'prices', 'prices', query] as const,
  productSearch: (text: string) => ['catalogue', 'prices', 'product-search', text] as const,
};
