import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

/** The attribute structure: sections, groups and sets share their create / rename / delete calls. */
export type StructureKind = 'attribute-section' | 'attribute-group' | 'attribute-set';

export type StructureChange =
  | { kind: StructureKind; action: 'create'; body: { name: string; section_id?: number } }
  | { kind: StructureKind; action: 'rename'; id: number; body: { name: string; version: number } }
  | { kind: StructureKind; action: 'delete'; id: number };

/** The create, rename and delete endpoints of each kind. */
const structureEndpoints = {
  'attribute-section': { create: attributesApi.createSection, rename: attributesApi.updateSection, delete: attributesApi.deleteSection },
  'attribute-group': { create: attributesApi.createGroup, rename: attributesApi.updateGroup, delete: attributesApi.deleteGroup },
  'attribute-set': { create: attributesApi.createSet, rename: attributesApi.updateSet, delete: attributesApi.deleteSet },
} as const;

/** Creates, renames or deletes a section, a group or a set. */
export function saveStructureItem(change: StructureChange): Promise<unknown> {
  const endpoints = structureEndpoints[change.kind];
  if (change.action === 'rename') return apiClient.call(endpoints.rename, { params: { id: change.id }, body: change.body });
  if (change.action === 'delete') return apiClient.call(endpoints.delete, { params: { id: change.id } });
  if (change.kind === 'attribute-group') {
    const { name, section_id: sectionId } = change.body;
    if (sectionId === undefined) throw new Error('a group is created in a section');
    return apiClient.call(attributesApi.createGroup, { body: { name, section_id: sectionId } });
  }
  return apiClient.call(structureEndpoints[change.kind].create, { body: { name: change.body.name } });
}

export function useSaveStructureItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveStructureItem, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
