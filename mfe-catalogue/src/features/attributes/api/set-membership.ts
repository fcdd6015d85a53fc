import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type Attribute } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

export type SetMembershipChange = {
  setId: number;
  /** The attributes to put in the set (`true`) or take out of it (`false`), as last read. */
  attributes: readonly Attribute[];
  member: boolean;
};

/**
 * Puts attributes in an attribute set or takes them out: each attribute's update
 * with its new `set_ids` and the `version` read, one attribute after the other. Stops
 * at the first refusal (a stale version, no edit right) and reports how many were changed.
 */
export async function changeSetMembership({ setId, attributes, member }: SetMembershipChange): Promise<{ changed: number }> {
  let changed = 0;
  for (const attribute of attributes) {
    const inSet = attribute.set_ids.includes(setId);
    if (inSet === member) continue;
    const setIds = member ? [...attribute.set_ids, setId] : attribute.set_ids.filter((id) => id !== setId);
    await apiClient.call(attributesApi.update, { params: { id: attribute.id }, body: { set_ids: setIds, version: attribute.version } });
    changed += 1;
  }
  return { changed };
}

export function useChangeSetMembership() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeSetMembership, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
