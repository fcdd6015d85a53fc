import type { RemoteName } from '@pimento/shared-kit/contracts/remotes';
import { sidebarEntries, visibleEntries } from './sidebar-entries';
import { homePathFor, moveKey, orderEntries, sidebarOrderRoutes } from './sidebar-order';

const allRemotes = new Set(['catalogue', 'assets', 'imports', 'exports', 'settings', 'assistant'] as const);

describe('sidebar order (spec §2 table)', () => {
  it('maps every key of the spec table to its route', () => {
    expect(sidebarOrderRoutes).toEqual({
      products: '/products/',
      categories: '/category/',
      'price-lists': '/price/',
      assets: '/asset/',
      'asset-categories': '/asset/categories/',
      imports: '/imports/',
      exports: '/exports/',
      clients: '/clients/',
      parameters: '/attributes/',
      system: '/settings/company/?tab=company',
    });
  });

  it('sends / to the first saved entry the user can open, else /products/', () => {
    const visible = visibleEntries(sidebarEntries, {}, allRemotes);
    expect(homePathFor(['system', 'products'], visible)).toBe('/settings/company/?tab=company');
    expect(homePathFor(['price-lists'], visible)).toBe('/price/');
    expect(homePathFor(['clients', 'asset-categories'], visible)).toBe('/asset/categories/');
    expect(homePathFor([], visible)).toBe('/products/');
    expect(homePathFor(['unknown-key'], visible)).toBe('/products/');
  });

  it('orders entries by the saved order, unknown keys ignored, new entries after', () => {
    const visible = visibleEntries(sidebarEntries, {}, allRemotes);
    const ordered = orderEntries(visible, ['imports', 'ghost', 'products']).map((entry) => entry.key);
    expect(ordered.slice(0, 3)).toEqual(['imports', 'products', 'categories']);
    expect(new Set(ordered)).toEqual(new Set(visible.map((entry) => entry.key)));
  });

  it('hides entries whose feature is off or whose remote is not enabled', () => {
    const keys = (flags: Record<string, boolean>, remotes: ReadonlySet<RemoteName> = allRemotes) =>
      visibleEntries(sidebarEntries, flags, remotes).map((entry) => entry.key);
    expect(keys({})).not.toContain('pdf');
    expect(keys({ pdf_activated: true })).toContain('pdf');
    expect(keys({ ai_features_activated: true })).toContain('assistant');
    expect(visibleEntries(sidebarEntries, {}, new Set(['catalogue'] as const)).every((entry) => entry.remote === 'catalogue')).toBe(true);
  });

  it('moves a dragged key to the place of the one it was dropped on', () => {
    expect(moveKey(['products', 'categories', 'imports'], 'imports', 'products')).toEqual(['imports', 'products', 'categories']);
    expect(moveKey(['products', 'categories', 'imports'], 'products', 'imports')).toEqual(['categories', 'imports', 'products']);
  });
});
