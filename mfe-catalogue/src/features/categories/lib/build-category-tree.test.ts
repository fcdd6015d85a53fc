import type { Category } from '@pimento/shared-kit/contracts/categories';
import { buildCategoryTree, siblingOrderAfterMove } from './build-category-tree';

const category = (id: number, parentId: number | null, position: number): Category => ({ id, parent_id: parentId, name: `c${id}`, names: { en: `c${id}` }, ancestors: [], position, children_count: 0 });

describe('category trees', () => {
  it('nests children under their parents and orders siblings by position', () => {
    const roots = buildCategoryTree([category(1, null, 0), category(2, 1, 1), category(3, 1, 0), category(4, null, 1)]);
    expect(roots.map((node) => node.category.id)).toEqual([1, 4]);
    expect(roots[0]!.children.map((node) => node.category.id)).toEqual([3, 2]);
  });

  it('places a moved category at its drop index among its new siblings', () => {
    expect(siblingOrderAfterMove([5, 6, 7], 9, 1)).toEqual([5, 9, 6, 7]);
    expect(siblingOrderAfterMove([5, 6, 7], 7, 0)).toEqual([7, 5, 6]);
    expect(siblingOrderAfterMove([5, 6], 8, 99)).toEqual([5, 6, 8]);
  });
});
