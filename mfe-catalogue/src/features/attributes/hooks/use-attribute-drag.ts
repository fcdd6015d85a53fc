import { useCallback } from 'react';
import type { DragEndEvent } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import type { AttributeTree } from '@pimento/shared-kit/contracts/attributes';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { attributeKeys } from '../api/query-keys';
import { useReorderAttributes } from '../api/reorder-attributes';
import { useReorderGroups } from '../api/reorder-groups';
import { groupsOf, moveAttribute, moveGroup } from '../lib/move-in-tree';

type DragData = { kind: 'attribute'; groupId: number; attributeId: number } | { kind: 'group'; sectionId: number; groupId: number } | { kind: 'group-drop'; groupId: number };

/**
 * The drop of a drag on the attributes screen: an attribute into a group (its place among the
 * others), or a group among its section's groups. The tree updates at once; the server's order
 * replaces it when the call returns (or the old one comes back with the error).
 */
export function useAttributeDrag(tree: AttributeTree | undefined, setId?: number) {
  const queryClient = useQueryClient();
  const reorderAttributes = useReorderAttributes();
  const reorderGroups = useReorderGroups();
  const showError = useNotify().error;

  return useCallback(
    (event: DragEndEvent) => {
      if (!tree || !event.over) return;
      const active = event.active.data.current as DragData | undefined;
      const over = event.over.data.current as DragData | undefined;
      if (!active || !over) return;
      const groups = groupsOf(tree);

      if (active.kind === 'attribute') {
        const targetGroupId = over.groupId;
        const target = groups.find((group) => group.id === targetGroupId);
        if (!target) return;
        const index = over.kind === 'attribute' ? target.attributes.findIndex((attribute) => attribute.id === over.attributeId) : target.attributes.length;
        const moved = moveAttribute(tree, active.attributeId, targetGroupId, index);
        if (!moved) return;
        queryClient.setQueryData(attributeKeys.tree(setId), moved.tree);
        reorderAttributes.mutate({ group_id: target.id, version: target.version, attribute_ids: moved.attributeIds }, { onError: showError });
        return;
      }

      if (active.kind === 'group' && over.kind === 'group' && over.sectionId === active.sectionId && over.groupId !== active.groupId) {
        const section = tree.sections.find((candidate) => candidate.id === active.sectionId);
        const index = section?.groups.findIndex((group) => group.id === over.groupId) ?? -1;
        const moved = moveGroup(tree, active.groupId, index);
        if (!moved || !section) return;
        queryClient.setQueryData(attributeKeys.tree(setId), moved.tree);
        reorderGroups.mutate({ section_id: moved.sectionId, version: section.version, group_ids: moved.groupIds }, { onError: showError });
      }
    },
    [tree, setId, queryClient, reorderAttributes, reorderGroups, showError],
  );
}
