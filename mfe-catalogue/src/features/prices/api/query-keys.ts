/** React-query keys of price lists and prices. */
export const priceKeys = {
  all: ['catalogue', 'prices'] as const,
  lists: (state: string) => ['catalogue', 'prices', 'lists', state] as const,
  prices: (query: unknown) => ['catalogue', 'prices', 'prices', query] as const,
  /** Apart from `all`: a price saved does not change the user's columns. */
  columns: ['catalogue', 'price-columns'] as const,
  productSearch: (text: string) => ['catalogue', 'prices', 'product-search', text] as const,
};
