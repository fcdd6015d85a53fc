import type { PickableGroup } from '@pimento/shared-kit/contracts/groups';

/**
 * The options of a record's user groups picker: a group the record is in is locked without the
 * right to take it out, one it is not in without the right to add it; a group of the record the
 * user cannot see by name stays, locked, as "another group".
 */
export function groupOptions(groups: readonly PickableGroup[], current: readonly string[], words: { cannotAdd: string; cannotRemove: string; other: string }) {
  const inRecord = new Set(current);
  const options = groups.map((group) => {
    const locked = inRecord.has(group.id) ? !group.can_remove : !group.can_add;
    return { value: group.id, label: group.name, disabled: locked, title: locked ? (inRecord.has(group.id) ? words.cannotRemove : words.cannotAdd) : group.name };
  });
  for (const id of inRecord) if (!groups.some((group) => group.id === id)) options.push({ value: id, label: words.other, disabled: true, title: words.cannotRemove });
  return options;
}
