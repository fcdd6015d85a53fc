import type { RemoteName } from '@pimento/shared-kit/contracts/remotes';

/**
 * Who may open a route (spec §2): `public` routes need no session; `no-login-check` skips the
 * check (PDF generator); `private` routes need an active session.
 */
export type RouteAccess = 'public' | 'no-login-check' | 'private';

/** Shell-owned screens (everything else belongs to a remote). */
export type ShellPage = 'login' | 'microsoft-callback' | 'forgot-password' | 'reset-password' | 'confirm-email' | 'download';

export type AppRoute = {
  /** React Router pattern. */
  path: string;
  access: RouteAccess;
  /** Key of the page title in the `shell` namespace (`titles.*`). */
  titleKey: string;
  remote?: RemoteName;
  shellPage?: ShellPage;
  /** Company flag that must be on (spec §6), else the route does not exist for the company. */
  flag?: string;
  /** Rendered without the sidebar and bars (PDF generator). */
  bare?: boolean;
};

const privateRoute = (path: string, remote: RemoteName, titleKey: string, flag?: string): AppRoute => ({
  path,
  access: 'private',
  remote,
  titleKey,
  flag,
});

/** Every desktop route of spec §2. */
export const desktopRoutes: readonly AppRoute[] = [
  { path: '/login/', access: 'public', shellPage: 'login', titleKey: 'login' },
  { path: '/microsoft-callback/', access: 'public', shellPage: 'microsoft-callback', titleKey: 'microsoft' },
  { path: '/forgot-password/', access: 'public', shellPage: 'forgot-password', titleKey: 'forgotPassword' },
  { path: '/reset-password/:uid/:token', access: 'public', shellPage: 'reset-password', titleKey: 'resetPassword' },
  { path: '/confirm-email/:token/', access: 'public', shellPage: 'confirm-email', titleKey: 'confirmEmail' },
  { path: '/download/:type/:id/', access: 'public', shellPage: 'download', titleKey: 'download' },
  { path: '/pdf/generator/', access: 'no-login-check', remote: 'exports', titleKey: 'pdfGenerator', bare: true },

  privateRoute('/products/', 'catalogue', 'products'),
  privateRoute('/category/', 'catalogue', 'categories'),
  privateRoute('/price/', 'catalogue', 'prices'),
  privateRoute('/attributes/', 'catalogue', 'attributes'),
  privateRoute('/attributes/price/', 'catalogue', 'priceAttributes'),
  privateRoute('/attributes/client/', 'catalogue', 'clientAttributes'),
  privateRoute('/attributes/etim-feature-pill/', 'catalogue', 'etimFeaturePill', 'etim_activated'),
  privateRoute('/attributes/compute/', 'catalogue', 'computedAttributes'),
  privateRoute('/clients/', 'catalogue', 'clients', 'clients_feature_activated'),
  privateRoute('/dashboard/', 'catalogue', 'dashboard', 'dashboard_activated'),
  privateRoute('/pimento-object/', 'catalogue', 'objects', 'object_activated'),

  privateRoute('/asset/', 'assets', 'assets'),
  privateRoute('/asset/categories/', 'assets', 'assetCategories'),

  privateRoute('/imports/', 'imports', 'imports'),
  privateRoute('/imports/:id', 'imports', 'importConfig'),
  privateRoute('/imports/:id/runs/:runId', 'imports', 'importRun'),

  privateRoute('/exports/', 'exports', 'exports'),
  privateRoute('/exports/matrix/', 'exports', 'matrix'),
  privateRoute('/exports/matrix/:id', 'exports', 'matrix'),
  privateRoute('/exports/single-product-matrix/', 'exports', 'singleProductMatrix', 'single_product_matrix_activated'),
  privateRoute('/exports/single-product-matrix/:id', 'exports', 'singleProductMatrix', 'single_product_matrix_activated'),
  privateRoute('/exports/fabdis-2/:id', 'exports', 'fabdis2', 'fabdis_activated'),
  privateRoute('/exports/fabdis-3/:id', 'exports', 'fabdis3', 'fabdis_activated'),
  privateRoute('/exports/bmecat/:id', 'exports', 'bmecat', 'bmecat_activated'),
  privateRoute('/exports/pdf/', 'exports', 'pdf', 'pdf_activated'),
  privateRoute('/exports/pdf/:id', 'exports', 'pdf', 'pdf_activated'),

  privateRoute('/settings/user/', 'settings', 'userSettings'),
  privateRoute('/settings/company/', 'settings', 'companySettings'),
  privateRoute('/settings/rights/', 'settings', 'rights', 'use_advanced_rights'),
  privateRoute('/settings/connectors/', 'settings', 'connectors', 'has_connector_settings'),
  privateRoute('/help/', 'settings', 'help'),
  privateRoute('/help/:id', 'settings', 'helpArticle'),

  privateRoute('/assistant/', 'assistant', 'assistant', 'ai_features_activated'),
];

/** The mobile router's routes (spec §2). */
export const mobileRoutes: readonly AppRoute[] = [
  { path: '/mobile/login/', access: 'public', shellPage: 'login', titleKey: 'login' },
  privateRoute('/mobile/products/', 'catalogue', 'mobileProducts'),
  privateRoute('/mobile/exports/', 'exports', 'mobileExports'),
];
