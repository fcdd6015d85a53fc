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
  /** The user's attribute columns (`attribute:<id>`); null until they choose (server's list then). */
  columns: Record<ListingEntity, string[] | null>;
  selection: ListingSelection;
  setEntity: (entity: ListingEntity) => void;
  setFilters: (filters: ListingFilter[]) => void;
  setSort: (sort: ListingSort) => void;
  setColumns: (columns: string[]) => void;
  setSelection: (selection: ListingSelection) => void;
};

const defaultSort: ListingSort = { field: 'id', direction: 'desc' };

/** UI state of the product and model listings; the chosen columns are remembered in this browser. */
export const useListingStore = create<ListingState>()(
  persist(
    (set) => ({
      entity: 'product',
      filters: { product: [], model: [] },
      sort: { product: defaultSort, model: defaultSort },
      columns: { product: null, model: null },
      selection: { mode: 'ids', ids: [] },
      setEntity: (entity) => set({ entity, selection: { mode: 'ids', ids: [] } }),
      setFilters: (filters) => set((state) => ({ filters: { ...state.filters, [state.entity]: filters }, selection: { mode: 'ids', ids: [] } })),
      setSort: (sort) => set((state) => ({ sort: { ...state.sort, [state.entity]: sort } })),
      setColumns: (columns) => set((state) => ({ columns: { ...state.columns, [state.entity]: columns } })),
      setSelection: (selection) => set({ selection }),
    }),
    { name: 'pimento.catalogue.listing', storage: createJSONStorage(() => localStorage), partialize: (state) => ({ columns: state.columns, sort: state.sort }) },
  ),
);
