import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { completionField, completionGapField } from '@pimento/shared-kit/contracts/completion';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { useListingStore } from '../../products/stores/listing-store';

/** A range of figures, both ends included: a bucket (`from`–`to`) or "below" (`to` only). */
export type CompletionGap = { clientId: number | null; from?: number; to: number };

/** The listing filter of a gap: `between`, `equals` for one figure, or `lte` for everything up to `to`. */
export function gapFilter(gap: CompletionGap): ListingFilter {
  const field = completionField(gap.clientId);
  if (gap.from === undefined || gap.from === 0) return { field, operator: 'lte', value: gap.to };
  if (gap.from === gap.to) return { field, operator: 'equals', value: gap.to };
  return { field, operator: 'between', value: [gap.from, gap.to] };
}

/** Opens the product listing on one filter (the listing's own, so it is counted, saved, exported and bulk-edited), sorted by a scope's figure, lowest first. */
function useOpenSortedListing() {
  const navigate = useNavigate();
  const setFilters = useListingStore((state) => state.setFilters);
  const setSort = useListingStore((state) => state.setSort);
  return useCallback(
    (filter: ListingFilter, clientId: number | null) => {
      setFilters('product', [filter]);
      setSort('product', { field: completionField(clientId), direction: 'asc' });
      navigate('/products/');
    },
    [navigate, setFilters, setSort],
  );
}

/** Opens the product listing on a gap of completion (a bucket, "below 80 %"), sorted by that figure. */
export function useOpenCompletionGap() {
  const open = useOpenSortedListing();
  return useCallback((gap: CompletionGap) => open(gapFilter(gap), gap.clientId), [open]);
}

/** Opens the product listing on the products whose figure (overall or a client's) misses an attribute (a worst attribute). */
export function useOpenAttributeGap() {
  const open = useOpenSortedListing();
  return useCallback((clientId: number | null, attributeId: number) => open({ field: completionGapField(clientId), operator: 'equals', value: attributeId }, clientId), [open]);
}
