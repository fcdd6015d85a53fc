import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ListingFilter, ListingSort } from '@pimento/shared-kit/contracts/product-filters';
import type { ListingEntity } from '../lib/listing-fields';

/** Rows picked in the listing, or the whole filter result. */
export type ListingSelection = { mode: 'ids'; ids: number[] } | { mode: 'all-matching' };

type ListingState = {
  filters: Record<ListingEntity, ListingFilter[]>;
  sort: Record<ListingEntity, ListingSort>;
  selection: ListingSelection;
  setFilters: (entity: ListingEntity, filters: ListingFilter[]) => void;
  setSort: (entity: ListingEntity, sort: ListingSort) => void;
  setSelection: (selection: ListingSelection) => void;
};

const defaultSort: ListingSort = { field: 'id', direction: 'desc' };

/**
 * UI state of the product and model listings. Which of the two shows is in the address
 * (`?entity=model`), so a link to the model listing can be shared. The sort is remembered in this
 * browser; the user's columns are not here: they are kept on the server (`api/save-user-columns.ts`)
 * and follow the user.
 */
export const useListingStore = create<ListingState>()(
  persist(
    (set) => ({
      filters: { product: [], model: [] },
      sort: { product: defaultSort, model: defaultSort },
      selection: { mode: 'ids', ids: [] },
      setFilters: (entity, filters) => set((state) => ({ filters: { ...state.filters, [entity]: filters }, selection: { mode: 'ids', ids: [] } })),
      setSort: (entity, sort) => set((state) => ({ sort: { ...state.sort, [entity]: sort } })),
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
