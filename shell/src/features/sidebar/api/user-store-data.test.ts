import { readNavOrder, toSidebarSettings } from './user-store-data';

describe('sidebar order storage (pimento-user-store-data)', () => {
  it('saves the spec keys as nav_order and the whole order beside them', () => {
    expect(toSidebarSettings(['imports', 'pdf', 'products', 'help'])).toEqual({
      nav_order: ['imports', 'products'],
      nav_children_order: { shell: ['imports', 'pdf', 'products', 'help'] },
    });
  });

  it('restores the whole order when present, else nav_order', () => {
    expect(readNavOrder({ sidebar: { nav_order: ['imports'], nav_children_order: { shell: ['pdf', 'imports'] } }, shortcuts: [] })).toEqual(['pdf', 'imports']);
    expect(readNavOrder({ sidebar: { nav_order: ['exports', 'products'], nav_children_order: {} } })).toEqual(['exports', 'products']);
    expect(readNavOrder({ user_settings: { sidebar: { nav_order: ['price-lists'] } } })).toEqual(['price-lists']);
    expect(readNavOrder(null)).toEqual([]);
  });
});
