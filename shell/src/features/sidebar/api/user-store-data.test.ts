import { readNavOrder, toSidebarSettings } from './user-store-data';

describe('sidebar order storage (pimento-user-store-data)', () => {
  it('saves every sidebar entry of spec §1 in nav_order, nothing beside it', () => {
    expect(toSidebarSettings(['imports', 'pdf', 'products', 'help', 'matrix', 'assistant', 'retired-entry'])).toEqual({
      nav_order: ['imports', 'pdf', 'products', 'help', 'matrix', 'assistant'],
      nav_children_order: {},
    });
  });

  it('restores nav_order, and still reads an order saved the old way (whole order under nav_children_order.shell)', () => {
    expect(readNavOrder({ sidebar: { nav_order: ['pdf', 'help', 'products'], nav_children_order: {} }, shortcuts: [] })).toEqual(['pdf', 'help', 'products']);
    expect(readNavOrder({ sidebar: { nav_order: ['imports'], nav_children_order: { shell: ['pdf', 'imports'] } }, shortcuts: [] })).toEqual(['pdf', 'imports']);
    expect(readNavOrder({ sidebar: { nav_order: ['exports', 'products'], nav_children_order: {} } })).toEqual(['exports', 'products']);
    expect(readNavOrder({ user_settings: { sidebar: { nav_order: ['price-lists'] } } })).toEqual(['price-lists']);
    expect(readNavOrder(null)).toEqual([]);
  });
});
