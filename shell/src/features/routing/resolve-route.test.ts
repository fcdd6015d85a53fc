import { loginRedirect, resolveRoute, safeNext, type RouteContext } from './resolve-route';

const allRemotes = new Set(['catalogue', 'assets', 'imports', 'exports', 'settings', 'assistant'] as const);
const signedIn: RouteContext = { loggedIn: true, mobileRouter: false, simplified: false, flags: {}, enabledRemotes: allRemotes, homePath: '/products/' };
const signedOut: RouteContext = { ...signedIn, loggedIn: false };

describe('route guard and redirects (spec §2)', () => {
  it('sends a visitor without session to /login/ with next = the path and query', () => {
    expect(resolveRoute('/', '', signedOut)).toEqual({ kind: 'redirect', to: '/login/?next=%2F' });
    expect(resolveRoute('/exports/matrix/12', '?tab=columns', signedOut)).toEqual({
      kind: 'redirect',
      to: `/login/?next=${encodeURIComponent('/exports/matrix/12?tab=columns')}`,
    });
  });

  it.each(['/login/', '/microsoft-callback/', '/forgot-password/', '/reset-password/MQ/abc-123', '/confirm-email/tok/', '/download/matrix/7/'])(
    'lets %s through without a session',
    (path) => {
      const decision = resolveRoute(path, '', signedOut);
      expect(decision.kind).toBe('render');
    },
  );

  it('lets the PDF generator skip the login check', () => {
    const decision = resolveRoute('/pdf/generator/', '?template=3', signedOut);
    expect(decision).toMatchObject({ kind: 'render', route: { remote: 'exports', access: 'no-login-check' } });
  });

  it('redirects / and unknown paths to the first entry of the saved order', () => {
    const context = { ...signedIn, homePath: '/imports/' };
    expect(resolveRoute('/', '', context)).toEqual({ kind: 'redirect', to: '/imports/' });
    expect(resolveRoute('/no/such/page/', '', context)).toEqual({ kind: 'redirect', to: '/imports/' });
  });

  it('renders every main route of spec §2 in its remote', () => {
    const flags = {
      pdf_activated: true,
      fabdis_activated: true,
      bmecat_activated: true,
      single_product_matrix_activated: true,
      clients_feature_activated: true,
      dashboard_activated: true,
      object_activated: true,
      use_advanced_rights: true,
      has_connector_settings: true,
      etim_activated: true,
    };
    const context = { ...signedIn, flags };
    const expectations: [string, string][] = [
      ['/products/', 'catalogue'],
      ['/category/', 'catalogue'],
      ['/price/', 'catalogue'],
      ['/imports/', 'imports'],
      ['/imports/42', 'imports'],
      ['/imports/42/runs/7', 'imports'],
      ['/exports/', 'exports'],
      ['/exports/matrix/', 'exports'],
      ['/exports/matrix/3', 'exports'],
      ['/exports/single-product-matrix/', 'exports'],
      ['/exports/single-product-matrix/4', 'exports'],
      ['/exports/fabdis-2/5', 'exports'],
      ['/exports/fabdis-3/6', 'exports'],
      ['/exports/bmecat/7', 'exports'],
      ['/exports/pdf/', 'exports'],
      ['/exports/pdf/8', 'exports'],
      ['/attributes/', 'catalogue'],
      ['/attributes/price/', 'catalogue'],
      ['/attributes/client/', 'catalogue'],
      ['/attributes/etim-feature-pill/', 'catalogue'],
      ['/attributes/compute/', 'catalogue'],
      ['/asset/', 'assets'],
      ['/asset/categories/', 'assets'],
      ['/settings/user/', 'settings'],
      ['/settings/company/', 'settings'],
      ['/settings/rights/', 'settings'],
      ['/settings/connectors/', 'settings'],
      ['/help/', 'settings'],
      ['/help/12', 'settings'],
      ['/clients/', 'catalogue'],
      ['/dashboard/', 'catalogue'],
      ['/pimento-object/', 'catalogue'],
    ];
    for (const [path, remote] of expectations) {
      expect({ path, decision: resolveRoute(path, '', context) }).toMatchObject({ path, decision: { kind: 'render', route: { remote } } });
    }
  });

  it('removes the routes of a feature the company has turned off', () => {
    expect(resolveRoute('/exports/pdf/', '', { ...signedIn, flags: { pdf_activated: false } })).toEqual({ kind: 'redirect', to: '/products/' });
    expect(resolveRoute('/clients/', '', { ...signedIn, flags: {} })).toEqual({ kind: 'redirect', to: '/products/' });
  });

  it('removes the routes of a remote the company may not load', () => {
    const context = { ...signedIn, enabledRemotes: new Set(['catalogue'] as const) };
    expect(resolveRoute('/imports/', '', context)).toEqual({ kind: 'redirect', to: '/products/' });
  });

  it('never loops when the home page itself is unavailable', () => {
    const context = { ...signedIn, homePath: '/clients/', flags: {} };
    expect(resolveRoute('/clients/', '', context)).toEqual({ kind: 'redirect', to: '/products/' });
  });

  it('sends a signed-in user away from /login/ to next', () => {
    expect(resolveRoute('/login/', '?next=%2Fasset%2F', signedIn)).toEqual({ kind: 'redirect', to: '/asset/' });
    expect(resolveRoute('/login/', '', signedIn)).toEqual({ kind: 'redirect', to: '/' });
  });

  describe('simplified mode on the usual hostname (a phone)', () => {
    const phone = { ...signedIn, simplified: true };
    it('sends a signed-out phone to /mobile/login/ with next, and renders that login', () => {
      expect(resolveRoute('/asset/', '', { ...phone, loggedIn: false })).toEqual({ kind: 'redirect', to: loginRedirect('/asset/', true) });
      expect(resolveRoute('/mobile/login/', '?next=%2Fasset%2F', { ...phone, loggedIn: false })).toMatchObject({ kind: 'render', route: { shellPage: 'login' } });
      expect(resolveRoute('/mobile/login/', '?next=%2Fasset%2F', phone)).toEqual({ kind: 'redirect', to: '/asset/' });
    });
    it('opens the mobile screens of a shared /mobile/ link, and the desktop routes as they are', () => {
      expect(resolveRoute('/mobile/products/', '', phone)).toMatchObject({ kind: 'render', route: { remote: 'catalogue', path: '/mobile/products/' } });
      expect(resolveRoute('/asset/', '', phone)).toMatchObject({ kind: 'render', route: { remote: 'assets' } });
    });
    it('keeps a desktop browser on /login/ and away from the mobile screens', () => {
      expect(resolveRoute('/asset/', '', signedOut)).toEqual({ kind: 'redirect', to: loginRedirect('/asset/', false) });
      expect(resolveRoute('/mobile/products/', '', signedIn)).toEqual({ kind: 'redirect', to: '/products/' });
    });
  });

  describe('mobile router', () => {
    const mobile = { ...signedIn, mobileRouter: true };
    it('uses /mobile/login/ with next when signed out', () => {
      expect(resolveRoute('/mobile/exports/', '', { ...mobile, loggedIn: false })).toEqual({
        kind: 'redirect',
        to: loginRedirect('/mobile/exports/', true),
      });
      expect(resolveRoute('/mobile/login/', '', { ...mobile, loggedIn: false }).kind).toBe('render');
    });
    it('redirects unknown mobile paths to /mobile/products/', () => {
      expect(resolveRoute('/mobile/whatever/', '', mobile)).toEqual({ kind: 'redirect', to: '/mobile/products/' });
      expect(resolveRoute('/products/', '', mobile)).toEqual({ kind: 'redirect', to: '/mobile/products/' });
    });
    it('renders the mobile products and exports screens', () => {
      expect(resolveRoute('/mobile/products/', '', mobile)).toMatchObject({ kind: 'render', route: { remote: 'catalogue' } });
      expect(resolveRoute('/mobile/exports/', '', mobile)).toMatchObject({ kind: 'render', route: { remote: 'exports' } });
    });
  });
});

describe('safeNext', () => {
  it('keeps local paths and refuses other origins', () => {
    expect(safeNext('?next=%2Fexports%2F%3Ftab%3D1')).toBe('/exports/?tab=1');
    expect(safeNext('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(safeNext('?next=%2F%2Fevil.example')).toBe('/');
    expect(safeNext('')).toBe('/');
  });
});
