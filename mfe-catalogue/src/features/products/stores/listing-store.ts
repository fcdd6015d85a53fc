import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ListingFilter, ListingSort } from '@pimento/shared-kit/contracts/product-filters';
import type { ListingEntity } from '../lib/listing-fields';

/** Rows picked in the listing, or the whole filter result. */
export type ListingSelection = { mode: 'ids'; ids: number[] } | { mode: 'all-matching' };

type ListingState = {
  entity: ListingEntity;
  filters: Record<ListingEntity, ListingFilter[]>;
  sort: Record<ListingEntity, ListingSort>;
  selection: ListingSelection;
  setEntity: (entity: ListingEntity) => void;
  setFilters: (filters: ListingFilter[]) => void;
  setSort: (sort: ListingSort) => void;
  setSelection: (selection: ListingSelection) => void;
};

const defaultSort: ListingSort = { field: 'id', direction: 'desc' };

/**
 * UI state of the product and model listings. The sort is remembered in this browser; the user's
 * columns are not here: they are kept on the server (`api/save-user-columns.ts`) and follow the user.
 */
export const useListingStore = create<ListingState>()(
  persist(
    (set) => ({
      entity: 'product',
      filters: { product: [], model: [] },
      sort: { product: defaultSort, model: defaultSort },
      selection: { mode: 'ids', ids: [] },
      setEntity: (entity) => set({ entity, selection: { mode: 'ids', ids: [] } }),
      setFilters: (filters) => set((state) => ({ filters: { ...state.filters, [state.entity]: filters }, selection: { mode: 'ids', ids: [] } })),
      setSort: (sort) => set((state) => ({ sort: { ...state.sort, [state.entity]: sort } })),
      setSelection: (selection) => set({ selection }),
    }),
    {
      name: 'pimento.catalogue.listing',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ sort: state.sort }),
      // Version 0 also kept the columns in this browser: they now live on the server only.
      version: 1,
      migrate: (persisted) => ({ sort: (persisted as { sort?: ListingState['sort'] } | null)?.sort ?? { product: defaultSort, model: defaultSort } }),
    },
  ),
);
