import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { objectsApi, type CatalogueObject } from '@pimento/shared-kit/contracts/objects';
import { objectKeys } from './query-keys';

export type ObjectPageQuery = { objectTypeId: number | null; search: string; page: number; pageSize: number };

/** One page of the objects the user may read, and their count. */
export function getObjects({ objectTypeId, search, page, pageSize }: ObjectPageQuery): Promise<{ results: CatalogueObject[]; count: number }> {
  return apiClient.call(objectsApi.list, {
    query: { object_type_id: objectTypeId ?? undefined, search: search.trim() || undefined, limit: pageSize, offset: (page - 1) * pageSize },
  });
}

export const getObjectsQueryOptions = (query: ObjectPageQuery) => queryOptions({ queryKey: objectKeys.page(query), queryFn: () => getObjects(query) });

/** Keeps the previous page on screen while the next one loads (no flicker when paging or typing). */
export function useObjects(query: ObjectPageQuery, enabled = true) {
  return useQuery({ ...getObjectsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}

/** One object (its name, for a value pointing at it). */
export function getObject(id: number): Promise<CatalogueObject> {
  return apiClient.call(objectsApi.get, { params: { id } });
}

export function useObject(id: number | null) {
  return useQuery({ queryKey: objectKeys.one(id ?? 0), queryFn: () => getObject(id!), enabled: id !== null, staleTime: 60_000, retry: false });
}
