import type { AttributeTree } from '@pimento/shared-kit/contracts/attributes';
import { moveAttribute, moveGroup, moveSection } from './move-in-tree';

const attribute = (id: number, groupId: number) => ({ id, group_id: groupId, section_id: 1, code: `a${id}` }) as AttributeTree['sections'][number]['groups'][number]['attributes'][number];
const tree: AttributeTree = {
  sections: [
    {
      id: 1, name: 'Main', names: { en: 'Main' }, position: 0, group_count: 2, version: 1,
      groups: [
        { id: 10, name: 'Identity', names: { en: 'Identity' }, section_id: 1, position: 0, attribute_count: 3, version: 1, attributes: [attribute(1, 10), attribute(2, 10), attribute(3, 10)] },
        { id: 11, name: 'Sizes', names: { en: 'Sizes' }, section_id: 1, position: 1, attribute_count: 1, version: 1, attributes: [attribute(4, 11)] },
      ],
    },
    { id: 2, name: 'Logistics', names: { en: 'Logistics' }, position: 1, group_count: 0, version: 1, groups: [] },
  ],
};

describe('moving attributes, groups and sections', () => {
  it('reorders inside a group and gives the full new order', () => {
    const moved = moveAttribute(tree, 3, 10, 0);
    expect(moved?.attributeIds).toEqual([3, 1, 2]);
  });

  it('moves an attribute into another group, out of its old one', () => {
    const moved = moveAttribute(tree, 1, 11, 1)!;
    expect(moved.attributeIds).toEqual([4, 1]);
    expect(moved.tree.sections[0]!.groups[0]!.attributes.map((item) => item.id)).toEqual([2, 3]);
    expect(moved.tree.sections[0]!.groups[1]!.attributes[1]!.group_id).toBe(11);
  });

  it('refuses an unknown attribute or group', () => {
    expect(moveAttribute(tree, 99, 10, 0)).toBeNull();
    expect(moveAttribute(tree, 1, 99, 0)).toBeNull();
  });

  it('reorders groups of a section', () => {
    expect(moveGroup(tree, 11, 0)?.groupIds).toEqual([11, 10]);
  });

  it('moves a section down and stops at the ends', () => {
    expect(moveSection(tree, 1, 1)).toEqual([2, 1]);
    expect(moveSection(tree, 1, -1)).toBeNull();
  });
});
