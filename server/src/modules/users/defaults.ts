import type { UserStoreData } from '@pimento/shared-kit/contracts/current-user';

/** The sidebar of spec §2 in its default order. */
export const defaultUserStoreData: UserStoreData = {
  sidebar: {
    nav_order: ['products', 'categories', 'price-lists', 'assets', 'asset-categories', 'imports', 'exports', 'clients', 'parameters', 'system'],
    nav_children_order: {},
  },
  shortcuts: [],
};

export const defaultProductColumns = ['sku', 'name', 'status', 'model', 'categories', 'completion'];
export const defaultModelColumns = ['reference', 'name', 'products_count', 'categories'];
export const defaultAttributePriceColumns = ['gross_price', 'net_price', 'currency', 'start_date', 'end_date'];
