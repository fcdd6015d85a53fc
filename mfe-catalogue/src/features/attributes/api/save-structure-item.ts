import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

/** The attribute structure: sections, groups and sets share their create / rename / delete calls. */
export type StructureKind = 'attribute-section' | 'attribute-group' | 'attribute-set';

/** Sections and groups are named per label language (`names`), sets by one `name`. */
type NamedBody = { name: string } | { names: Record<string, string> };

export type StructureChange =
  | { kind: StructureKind; action: 'create'; body: NamedBody & { section_id?: number } }
  | { kind: StructureKind; action: 'rename'; id: number; body: NamedBody & { version: number } }
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
  if (change.action === 'delete') return apiClient.call(endpoints.delete, { params: { id: change.id } });
  if (change.kind === 'attribute-set') {
    if (!('name' in change.body)) throw new Error('a set has one name');
    const { name } = change.body;
    return change.action === 'rename' ? apiClient.call(attributesApi.updateSet, { params: { id: change.id }, body: { name, version: change.body.version } }) : apiClient.call(attributesApi.createSet, { body: { name } });
  }
  if (change.action === 'rename') return apiClient.call(endpoints.rename, { params: { id: change.id }, body: change.body });
  if (change.kind === 'attribute-group') {
    const { section_id: sectionId, ...names } = change.body;
    if (sectionId === undefined) throw new Error('a group is created in a section');
    return apiClient.call(attributesApi.createGroup, { body: { ...names, section_id: sectionId } });
  }
  return apiClient.call(attributesApi.createSection, { body: change.body });
}

export function useSaveStructureItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveStructureItem, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
