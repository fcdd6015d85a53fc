import type { Category } from '@pimento/shared-kit/contracts/categories';
import { categoryOptionGroups } from './category-options';

const category = (id: number, name: string, parent: Category | null, position: number): Category => ({
  id,
  name,
  names: { en: name },
  parent_id: parent?.id ?? null,
  ancestors: parent ? [...parent.ancestors, parent.id] : [],
  position,
  children_count: 0,
});

describe('a category picker', () => {
  it('shows each tree in its order, depth first, never levels mixed across trees', () => {
    const lighting = category(1, 'Lighting', null, 0);
    const cables = category(2, 'Cables', null, 1);
    const indoor = category(3, 'Indoor', lighting, 1);
    const outdoor = category(4, 'Outdoor', lighting, 0);
    const spots = category(5, 'Spots', indoor, 0);
    const power = category(6, 'Power', cables, 0);
    // As the server lists them: level by level.
    const groups = categoryOptionGroups([lighting, cables, indoor, outdoor, power, spots]);
    expect(groups.map((group) => [group.label, group.options.map((option) => option.label)])).toEqual([
      ['Lighting', ['Lighting', 'Lighting › Outdoor', 'Lighting › Indoor', 'Lighting › Indoor › Spots']],
      ['Cables', ['Cables', 'Cables › Power']],
    ]);
  });
});
