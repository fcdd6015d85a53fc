import type { AttributeTree } from '@pimento/shared-kit/contracts/attributes';

type TreeGroup = AttributeTree['sections'][number]['groups'][number];

/** Every group of the tree, with its section. */
export function groupsOf(tree: AttributeTree): TreeGroup[] {
  return tree.sections.flatMap((section) => section.groups);
}

/**
 * Moves an attribute to `index` in `targetGroupId` (the same group or another): the new tree for
 * the optimistic update and the target group's full order for `POST attribute/reorder/`.
 */
export function moveAttribute(tree: AttributeTree, attributeId: number, targetGroupId: number, index: number): { tree: AttributeTree; attributeIds: number[] } | null {
  const moving = groupsOf(tree).flatMap((group) => group.attributes).find((attribute) => attribute.id === attributeId);
  const target = groupsOf(tree).find((group) => group.id === targetGroupId);
  if (!moving || !target) return null;
  const remaining = target.attributes.filter((attribute) => attribute.id !== attributeId);
  const at = Math.max(0, Math.min(index, remaining.length));
  const ordered = [...remaining.slice(0, at), { ...moving, group_id: target.id, section_id: target.section_id }, ...remaining.slice(at)];
  const next: AttributeTree = {
    sections: tree.sections.map((section) => ({
      ...section,
      groups: section.groups.map((group) => {
        if (group.id === targetGroupId) return { ...group, attributes: ordered };
        return { ...group, attributes: group.attributes.filter((attribute) => attribute.id !== attributeId) };
      }),
    })),
  };
  return { tree: next, attributeIds: ordered.map((attribute) => attribute.id) };
}

/** Moves a group to `index` inside its section: the new tree and the section's full group order. */
export function moveGroup(tree: AttributeTree, groupId: number, index: number): { tree: AttributeTree; sectionId: number; groupIds: number[] } | null {
  const section = tree.sections.find((candidate) => candidate.groups.some((group) => group.id === groupId));
  if (!section) return null;
  const moving = section.groups.find((group) => group.id === groupId)!;
  const remaining = section.groups.filter((group) => group.id !== groupId);
  const at = Math.max(0, Math.min(index, remaining.length));
  const groups = [...remaining.slice(0, at), moving, ...remaining.slice(at)];
  return {
    tree: { sections: tree.sections.map((candidate) => (candidate.id === section.id ? { ...candidate, groups } : candidate)) },
    sectionId: section.id,
    groupIds: groups.map((group) => group.id),
  };
}

/** Moves a section by `offset` places (−1 up, +1 down): the full section order, or null at an end. */
export function moveSection(tree: AttributeTree, sectionId: number, offset: number): number[] | null {
  const ids = tree.sections.map((section) => section.id);
  const from = ids.indexOf(sectionId);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  ids.splice(to, 0, ...ids.splice(from, 1));
  return ids;
}
