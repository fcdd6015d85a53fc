import { drivers, startTestApp } from './harness.ts';
import type { TestApp, TestClient } from './harness.ts';

/** Signed-in GET endpoints answering company or user data: each is read by both companies. */
const tenantReads = [
  '/api/catalogue/company-store-data/',
  '/api/catalogue/pimento-user-store-data/',
  '/api/catalogue/current-user/',
  '/api/catalogue/user/model-columns/',
  '/api/catalogue/user/product-columns/',
  '/api/catalogue/user/price-columns/',
  '/api/catalogue/user/all-can-create/',
  '/api/catalogue/utils/is-consultant/',
  '/api/catalogue/utils/is-superuser/',
  '/api/catalogue/utils/import-in-progress/',
  '/api/catalogue/attribute/possible-languages/',
  '/api/catalogue/company/attribute-label-languages/',
  '/api/catalogue/ai-credits/balance/',
  '/api/etim/import-processing/',
  '/api/help/sidebar-relations/',
  '/api/help/articles/',
  '/api/catalogue/completion/dashboard/work/',
  '/api/remotes/',
  '/api/sso-data/',
  '/api/rights/groups/pickable/',
  '/api/rights/users/',
  '/api/rights/groups/',
  '/api/rights/groups/member-choices/',
  '/api/rights/roles/',
];

/**
 * Every other API route, with where its isolation is proven. A route missing from both lists
 * fails the coverage test below: a new endpoint must say how it keeps companies apart.
 */
const isolatedElsewhere: Record<string, string> = {
  'GET /api/health/': 'no company data',
  'GET /api/ready/': 'no company data',
  'GET /api/auth/csrf/': 'no company data',
  'POST /api/auth/token/': 'signs in by username; auth.test.ts',
  'POST /api/auth/token/refresh/': "the token's own session; auth.test.ts",
  'POST /api/auth/logout/': "the token's own session; auth.test.ts",
  'POST /api/auth/forgot-password/': 'answers 204 whatever the account; password-reset.test.ts',
  'POST /api/auth/reset-password/': 'single-use token of one user; password-reset.test.ts',
  'POST /api/auth/confirm-email/': 'single-use token of one user; password-reset.test.ts',
  'POST /api/auth/change-password/': "the caller's own password; this file and auth.test.ts",
  'GET /api/rights/access/': "another company's user or object is 404; modules/rights/access-simulator.test.ts",
  'GET /api/rights/access/objects/': "lists only the own company's objects; modules/rights/access-simulator.test.ts",
  'GET /api/email-templates/': "lists only the own company's templates; modules/email-templates/email-templates.test.ts",
  'POST /api/email-templates/': "creates in the own company; modules/email-templates/email-templates.test.ts",
  'GET /api/email-templates/:id/': "another company's template is 404; modules/email-templates/email-templates.test.ts",
  'PATCH /api/email-templates/:id/': "another company's template is 404; modules/email-templates/email-templates.test.ts",
  'DELETE /api/email-templates/:id/': "another company's template is 404; modules/email-templates/email-templates.test.ts",
  'POST /api/email-templates/preview/': "renders with the caller and a product of their own company only (another's is replaced by the sample); modules/email-templates/sent-emails.test.ts",
  'POST /api/email-templates/:id/send/': "another company's template is 404; modules/email-templates/sent-emails.test.ts",
  'GET /api/sent-emails/': "the own company's e-mails (a user's own), another company sees none; modules/email-templates/sent-emails.test.ts",
  'POST /api/auth/change-email/': "the caller's own address, checked against every company's; modules/auth/email-change.test.ts",
  'POST /api/catalogue/pimento-user-store-data/': 'this file',
  'PATCH /api/catalogue/current-user/': 'this file',
  'PATCH /api/catalogue/company/settings/': 'modules/companies/settings.test.ts',
  'POST /api/catalogue/user/product-columns/': "the caller's own user row; modules/products/columns.test.ts",
  'POST /api/catalogue/user/model-columns/': "the caller's own user row; modules/products/columns.test.ts",
  'POST /api/catalogue/user/price-columns/': "the caller's own user row; modules/prices/prices.test.ts",
  'GET /api/help/article/:id/': 'platform-wide help content, the same for every company',
  'GET /api/superuser/companies/': "the platform's companies, superusers only; modules/companies/console.test.ts",
  'GET /api/superuser/companies/:id/': "superusers only, read in that company's tenant; modules/companies/console.test.ts",
  'PATCH /api/superuser/companies/:id/': "superusers only, written in that company's tenant; modules/companies/console.test.ts",
  'GET /api/help/relations/': 'platform-wide help bar links, superusers only; modules/help/help.test.ts',
  'PUT /api/help/relations/': 'platform-wide help bar links, superusers only; modules/help/help.test.ts',
  'GET /api/tasks/': 'modules/tasks/routes.test.ts',
  'POST /api/tasks/:id/:action/': 'modules/tasks/routes.test.ts',
  'GET /api/notifications/': 'modules/notifications/routes.test.ts',
  'GET /api/notifications/unread-count/': 'modules/notifications/routes.test.ts',
  'POST /api/notifications/visit-all/': 'modules/notifications/routes.test.ts',
  'POST /api/notifications/:id/visit/': 'modules/notifications/routes.test.ts',
  // Attribute definitions and objects: another company's ids answer 404, lists never show them.
  'GET /api/catalogue/attribute-section/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/attribute-section/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/attribute-section/reorder/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/attribute-section/:id/': 'modules/attributes/attribute-rights.test.ts',
  'PATCH /api/catalogue/attribute-section/:id/': 'modules/attributes/attribute-rights.test.ts',
  'DELETE /api/catalogue/attribute-section/:id/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/attribute-group/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/attribute-group/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/attribute-group/reorder/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/attribute-group/:id/': 'modules/attributes/attribute-rights.test.ts',
  'PATCH /api/catalogue/attribute-group/:id/': 'modules/attributes/attribute-rights.test.ts',
  'DELETE /api/catalogue/attribute-group/:id/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/attribute-set/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/attribute-set/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/attribute-set/reorder/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/attribute-set/:id/': 'modules/attributes/attribute-rights.test.ts',
  'PATCH /api/catalogue/attribute-set/:id/': 'modules/attributes/attribute-rights.test.ts',
  'DELETE /api/catalogue/attribute-set/:id/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/choice-list/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/choice-list/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/choice-list/:id/': 'modules/attributes/attribute-rights.test.ts',
  'PATCH /api/catalogue/choice-list/:id/': 'modules/attributes/attribute-rights.test.ts',
  'DELETE /api/catalogue/choice-list/:id/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/object-type/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/object-type/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/object-type/:id/': 'modules/attributes/attribute-rights.test.ts',
  'PATCH /api/catalogue/object-type/:id/': 'modules/attributes/attribute-rights.test.ts',
  'DELETE /api/catalogue/object-type/:id/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/object/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/object/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/object/:id/': 'modules/attributes/attribute-rights.test.ts',
  'PATCH /api/catalogue/object/:id/': 'modules/attributes/attribute-rights.test.ts',
  'DELETE /api/catalogue/object/:id/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/attribute/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/attribute/only-id-label/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/attribute/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/attribute/:id/': 'modules/attributes/attribute-rights.test.ts',
  'PATCH /api/catalogue/attribute/:id/': 'modules/attributes/attribute-rights.test.ts',
  'DELETE /api/catalogue/attribute/:id/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/attribute/reorder/': 'modules/attributes/attribute-rights.test.ts',
  'POST /api/catalogue/attribute/formula-check/': 'modules/attributes/attribute-rights.test.ts',
  'GET /api/catalogue/unit-type/': 'the same reference list for every company',
  'POST /api/catalogue/attribute-language/': 'the caller\'s company settings only; modules/attributes/attribute-languages.test.ts',
  'GET /api/catalogue/attribute-language/:code/impact/': 'the caller\'s company settings only; modules/attributes/attribute-languages.test.ts',
  'DELETE /api/catalogue/attribute-language/:code/': 'the caller\'s company settings only; modules/attributes/attribute-languages.test.ts',
  'POST /api/catalogue/attribute-label-language/': 'the caller\'s company settings only; modules/attributes/attribute-languages.test.ts',
  'DELETE /api/catalogue/attribute-label-language/:code/': 'the caller\'s company settings only; modules/attributes/attribute-languages.test.ts',
  'GET /api/catalogue/category/': 'modules/categories/categories.test.ts',
  'GET /api/catalogue/category/tree/': 'modules/categories/categories.test.ts',
  'POST /api/catalogue/category/': 'modules/categories/categories.test.ts',
  'POST /api/catalogue/category/counts/': 'modules/categories/categories.test.ts',
  'GET /api/catalogue/category/:id/': 'modules/categories/categories.test.ts',
  'PATCH /api/catalogue/category/:id/': 'modules/categories/categories.test.ts',
  'GET /api/catalogue/category/:id/delete-impact/': 'modules/categories/categories.test.ts',
  'DELETE /api/catalogue/category/:id/': 'modules/categories/categories.test.ts',
  'POST /api/catalogue/product/': 'modules/products/products.test.ts and bulk.test.ts',
  'POST /api/catalogue/product/search/': 'modules/products/products.test.ts and bulk.test.ts',
  'POST /api/catalogue/product/search/count/': 'modules/products/products.test.ts and bulk.test.ts',
  'POST /api/catalogue/pasted-values/match/': 'modules/catalogue/pasted-matches.test.ts',
  'POST /api/catalogue/product/bulk/': 'modules/products/products.test.ts and bulk.test.ts',
  'GET /api/catalogue/product/:id/': 'modules/products/products.test.ts and bulk.test.ts',
  'PATCH /api/catalogue/product/:id/': 'modules/products/products.test.ts and bulk.test.ts',
  'DELETE /api/catalogue/product/:id/': 'modules/products/products.test.ts and bulk.test.ts',
  'GET /api/catalogue/product/:id/history/': 'modules/products/products.test.ts and bulk.test.ts',
  'POST /api/catalogue/model/': 'modules/models/models.test.ts',
  'POST /api/catalogue/model/search/': 'modules/models/models.test.ts',
  'POST /api/catalogue/model/search/count/': 'modules/models/models.test.ts',
  'GET /api/catalogue/model/:id/': 'modules/models/models.test.ts',
  'PATCH /api/catalogue/model/:id/': 'modules/models/models.test.ts',
  'DELETE /api/catalogue/model/:id/': 'modules/models/models.test.ts',
  'GET /api/catalogue/model/:id/history/': 'modules/models/models.test.ts',
  'GET /api/catalogue/saved-filter/': 'modules/saved-filters/saved-filters.test.ts',
  'POST /api/catalogue/saved-filter/': 'modules/saved-filters/saved-filters.test.ts',
  'PUT /api/catalogue/saved-filter/:id/': 'modules/saved-filters/saved-filters.test.ts',
  'DELETE /api/catalogue/saved-filter/:id/': 'modules/saved-filters/saved-filters.test.ts',
  // Price lists and prices: another company's ids answer 404, lists never show them.
  'GET /api/catalogue/price-list/': 'modules/prices/prices.test.ts',
  'POST /api/catalogue/price-list/': 'modules/prices/prices.test.ts',
  'GET /api/catalogue/price-list/:id/': 'modules/prices/prices.test.ts',
  'PATCH /api/catalogue/price-list/:id/': 'modules/prices/prices.test.ts',
  'POST /api/catalogue/price-list/:id/archive/': 'modules/prices/prices.test.ts',
  'POST /api/catalogue/price-list/:id/restore/': 'modules/prices/prices.test.ts',
  'DELETE /api/catalogue/price-list/:id/': 'modules/prices/prices.test.ts',
  'GET /api/catalogue/price/': 'modules/prices/prices.test.ts',
  'POST /api/catalogue/price/': 'modules/prices/prices.test.ts',
  'GET /api/catalogue/price/:id/': 'modules/prices/prices.test.ts',
  'PUT /api/catalogue/price/:id/': 'modules/prices/prices.test.ts',
  'DELETE /api/catalogue/price/:id/': 'modules/prices/prices.test.ts',
  'POST /api/catalogue/price/bulk-delete/': 'modules/prices/prices.test.ts',
  // Clients: another company's ids answer 404, lists never show them, its lists and products are not borrowed.
  'GET /api/catalogue/client/': 'modules/clients/clients.test.ts',
  'GET /api/catalogue/client/names/': 'modules/clients/clients.test.ts',
  'POST /api/catalogue/client/': 'modules/clients/clients.test.ts',
  'GET /api/catalogue/client/:id/': 'modules/clients/clients.test.ts',
  'PATCH /api/catalogue/client/:id/': 'modules/clients/clients.test.ts',
  'DELETE /api/catalogue/client/:id/': 'modules/clients/clients.test.ts',
  'GET /api/catalogue/client/:id/products/': 'modules/clients/clients.test.ts',
  'GET /api/catalogue/extra-attribute/': 'modules/extra-attributes/extra-attributes.test.ts',
  'POST /api/catalogue/extra-attribute/': 'modules/extra-attributes/extra-attributes.test.ts',
  'PATCH /api/catalogue/extra-attribute/:id/': 'modules/extra-attributes/extra-attributes.test.ts',
  'DELETE /api/catalogue/extra-attribute/:id/': 'modules/extra-attributes/extra-attributes.test.ts',
  'GET /api/catalogue/validation-rule/': 'modules/validation-rules/validation-rules.test.ts',
  'POST /api/catalogue/validation-rule/': 'modules/validation-rules/validation-rules.test.ts',
  'GET /api/catalogue/validation-rule/:id/': 'modules/validation-rules/validation-rules.test.ts',
  'PUT /api/catalogue/validation-rule/:id/': 'modules/validation-rules/validation-rules.test.ts',
  'DELETE /api/catalogue/validation-rule/:id/': 'modules/validation-rules/validation-rules.test.ts',
  'GET /api/catalogue/product/:id/violations/': 'modules/validation-rules/validation-rules.test.ts',
  'GET /api/catalogue/completion/settings/': "the caller's company's method; modules/completion/completion.test.ts",
  'PUT /api/catalogue/completion/settings/': "the caller's company's method; modules/completion/completion.test.ts",
  'POST /api/catalogue/completion/recompute/': "the caller's company's catalogue; modules/completion/completion.test.ts",
  'GET /api/catalogue/completion/summary/': "the caller's company's figures; modules/completion/completion.test.ts",
  'GET /api/catalogue/completion/dashboard/': "the caller's company's figures, clients and products; modules/completion/completion.test.ts",
  'GET /api/catalogue/client/:id/completion/': 'modules/completion/completion.test.ts',
  'GET /api/catalogue/product/:id/completion/': 'modules/completion/completion.test.ts',
  'GET /api/catalogue/history/retention/': 'own company settings; modules/history/history.test.ts',
  'PUT /api/catalogue/history/retention/': 'own company settings; modules/history/history.test.ts',
  'POST /api/imports/files/': 'creates in the own company; modules/imports/import-files.test.ts',
  // The asset gallery: another company's ids answer 404, lists never show them.
  'GET /api/assets/categories/': 'modules/assets/gallery.test.ts',
  'POST /api/assets/categories/': 'modules/assets/gallery.test.ts',
  'GET /api/assets/categories/:id/': 'modules/assets/gallery.test.ts',
  'PATCH /api/assets/categories/:id/': 'modules/assets/gallery.test.ts',
  'DELETE /api/assets/categories/:id/': 'modules/assets/gallery.test.ts',
  'GET /api/assets/': 'modules/assets/gallery.test.ts',
  'GET /api/assets/:id/': 'modules/assets/gallery.test.ts',
  'PATCH /api/assets/:id/': 'modules/assets/gallery.test.ts',
  'POST /api/assets/bulk/': 'modules/assets/gallery.test.ts',
  'DELETE /api/assets/:id/': 'modules/assets/gallery.test.ts',
  'POST /api/assets/bulk-delete/': 'modules/assets/gallery.test.ts',
  'POST /api/assets/upload/': "creates in the own company, another's category refused; modules/assets/gallery.test.ts",
  'POST /api/assets/url/': "creates in the own company, another's category refused as missing; modules/assets/url-assets.test.ts",
  'GET /api/assets/:id/file/': 'modules/assets/upload.test.ts',
  'GET /api/assets/:id/thumbnail/:size/': 'modules/assets/thumbnails.test.ts',
  'GET /api/assets/:id/rendition/': "another company's asset is 404; modules/assets/renditions.test.ts",
  'GET /api/asset-rules/': 'lists only the own company’s rules; modules/assets/assignment.test.ts',
  'POST /api/asset-rules/': "another company's category refused as missing; modules/assets/assignment.test.ts",
  'PUT /api/asset-rules/:id/': "another company's rule is 404; modules/assets/assignment.test.ts",
  'DELETE /api/asset-rules/:id/': "another company's rule is 404; modules/assets/assignment.test.ts",
  'POST /api/asset-rules/preview/': "only the own company's products; modules/assets/assignment.test.ts",
  'POST /api/asset-rules/run/': "another company's rule is 404; modules/assets/assignment.test.ts",
  'GET /api/product-assets/:owner/:id/': 'modules/assets/asset-links.test.ts',
  'POST /api/product-assets/:owner/:id/add/': "another company's product or asset is 404; modules/assets/asset-links.test.ts",
  'POST /api/product-assets/:owner/:id/remove/': 'modules/assets/asset-links.test.ts',
  'PUT /api/product-assets/:owner/:id/order/': 'modules/assets/asset-links.test.ts',
  'PUT /api/product-assets/:owner/:id/featured/': 'modules/assets/asset-links.test.ts',
  'GET /api/imports/files/:id/preview/': 'modules/imports/import-files.test.ts',
  'POST /api/imports/files/:id/auto-match/': 'modules/imports/import-templates.test.ts',
  'GET /api/imports/templates/': 'modules/imports/import-templates.test.ts',
  'POST /api/imports/templates/': 'creates in the own company; modules/imports/import-templates.test.ts',
  'GET /api/imports/templates/:id/': 'modules/imports/import-templates.test.ts',
  'PUT /api/imports/templates/:id/': 'modules/imports/import-templates.test.ts',
  'DELETE /api/imports/templates/:id/': 'modules/imports/import-templates.test.ts',
  'POST /api/imports/templates/:id/duplicate/': 'modules/imports/import-templates.test.ts',
  'POST /api/imports/runs/': 'modules/imports/import-runs.test.ts',
  'POST /api/imports/structure/': "another company's file answers 404; modules/structure-import/structure-import.test.ts",
  'GET /api/imports/structure/:id/': 'modules/structure-import/structure-import.test.ts',
  'GET /api/imports/structure/:id/lines/': 'modules/structure-import/structure-import.test.ts',
  'GET /api/imports/runs/:id/': 'modules/imports/import-runs.test.ts',
  'GET /api/imports/runs/:id/rows/': 'modules/imports/import-runs.test.ts',
  'GET /api/imports/runs/:id/error-report/': 'modules/imports/error-report.test.ts',
  'POST /api/imports/runs/:id/launch/': 'modules/imports/import-runs.test.ts',
  'POST /api/imports/runs/:id/rollback/': 'modules/imports/import-runs.test.ts',
  // Export templates: another company's ids answer 404, lists never show them.
  'GET /api/exports/templates/': 'modules/export-templates/export-templates.test.ts',
  'POST /api/exports/templates/': 'creates in the own company; modules/export-templates/export-templates.test.ts',
  'GET /api/exports/templates/:id/': 'modules/export-templates/export-templates.test.ts',
  'PUT /api/exports/templates/:id/': 'modules/export-templates/export-templates.test.ts',
  'DELETE /api/exports/templates/:id/': 'modules/export-templates/export-templates.test.ts',
  'POST /api/exports/templates/:id/duplicate/': 'modules/export-templates/export-templates.test.ts',
  'GET /api/exports/templates/:id/versions/': 'modules/export-templates/export-templates.test.ts',
  'GET /api/exports/templates/:id/versions/:number/': 'modules/export-templates/export-templates.test.ts',
  'GET /api/exports/templates/:id/compare/': 'modules/export-templates/export-templates.test.ts',
  'POST /api/exports/templates/:id/revert/': 'modules/export-templates/export-templates.test.ts',
  'POST /api/exports/templates/from-excel/': "matches the caller's own company's attributes; modules/export-templates/export-templates.test.ts",
  'PUT /api/imports/templates/:id/file/': "another company's template or file answers 404; modules/imports/import-templates.test.ts",
  'POST /api/catalogue/demo-catalogue/': 'loads into the own company only, the other untouched; modules/demo-catalogue/demo-catalogue.test.ts',
  // Export runs, files and links.
  'POST /api/exports/runs/': 'starts in the own company; modules/exports/export-runs.test.ts',
  'GET /api/exports/runs/': 'modules/exports/export-files.test.ts',
  'GET /api/exports/runs/:id/': 'modules/exports/export-files.test.ts',
  'GET /api/exports/runs/:id/file/': 'modules/exports/export-files.test.ts',
  'POST /api/exports/quick/': 'starts in the own company; modules/exports/export-runs.test.ts',
  'POST /api/exports/preview/': "reads the own company's products and templates; modules/exports/export-runs.test.ts",
  'POST /api/exports/pdf/preview/': "prints the own company's products only; modules/exports/pdf-catalogues.test.ts",
  'POST /api/exports/asset-runs/': "another company's template is not found, its run not read; modules/exports/asset-export.test.ts",
  'POST /api/exports/runs/:id/links/': 'modules/exports/export-files.test.ts',
  'GET /api/exports/runs/:id/links/': 'modules/exports/export-files.test.ts',
  'DELETE /api/exports/links/:id/': 'modules/exports/export-files.test.ts',
  'GET /api/exports/shared/:token/': "no session: the token names one company's file; modules/exports/export-files.test.ts",
  'GET /api/exports/shared/:token/file/': "no session: the token names one company's file; modules/exports/export-files.test.ts",
  // Connectors: another company's ids answer 404, lists and choices show the own company's only.
  'GET /api/sso/config/': "the own company's identity provider, administrators only; modules/sso/sso.test.ts",
  'PUT /api/sso/config/': "the own company's provider; a domain of another company is refused; modules/sso/sso.test.ts",
  'DELETE /api/sso/config/': "the own company's provider; modules/sso/sso.test.ts",
  'POST /api/sso/test/': "the own company's provider, as oneself; modules/sso/sso.test.ts",
  'POST /api/auth/sso/start/': 'the company of the e-mail domain; modules/sso/sso.test.ts',
  'POST /api/auth/microsoft/connect/': "a provider signs into its own company only (the company wall); modules/sso/sso.test.ts",
  'POST /api/auth/ms-saml/token/refresh/': 'the browser that started the sign-in; modules/sso/sso.test.ts',
  'POST /api/auth/saml/acs/': "a provider signs into its own company only (the company wall); modules/sso/sso.test.ts",
  'GET /api/auth/microsoft/link/': "the caller's own identity and company's provider; modules/sso/profile-link.test.ts",
  'POST /api/auth/microsoft/link/': "links the caller only, to their company's provider; modules/sso/profile-link.test.ts",
  'DELETE /api/auth/microsoft/link/': "the caller's own identities; modules/sso/profile-link.test.ts",
  'GET /api/auth/sessions/': "the caller's own sessions only; modules/auth/active-sessions.test.ts",
  'DELETE /api/auth/sessions/:id/': "another user's session answers 404 and stays; modules/auth/active-sessions.test.ts",
  'POST /api/auth/sessions/end-others/': "the caller's own sessions only; modules/auth/active-sessions.test.ts",
  'POST /api/rights/users/:id/sign-out/': "another company's user answers 404; modules/auth/active-sessions.test.ts",
  'GET /api/connectors/': 'modules/connectors/connectors.test.ts',
  'GET /api/connectors/choices/': "the own company's connectors; modules/connectors/connectors.test.ts",
  'POST /api/connectors/test/': "another company's connector id answers 404; modules/connectors/connectors.test.ts",
  'POST /api/connectors/': "creates in the own company, with a test token of the own company only; modules/connectors/connectors.test.ts",
  'GET /api/connectors/:id/': 'modules/connectors/connectors.test.ts',
  'PUT /api/connectors/:id/': 'modules/connectors/connectors.test.ts',
  'DELETE /api/connectors/:id/': 'modules/connectors/connectors.test.ts',
  'GET /api/imports/templates/:id/watch/': "another company's template answers 404; modules/import-drops/import-drop.test.ts",
  'PUT /api/imports/templates/:id/watch/': "another company's template or connector answers 404 / 422; modules/import-drops/import-drop.test.ts",
  'DELETE /api/imports/templates/:id/watch/': "another company's template answers 404; modules/import-drops/import-drop.test.ts",
  // Export feeds: another company's feed or delivery answers 404, lists show the own company's only.
  'GET /api/exports/feeds/': "the own company's feeds; modules/feeds/feeds.test.ts",
  'POST /api/exports/feeds/': "creates in the own company with its own template and connector (another's is 404 / 422); modules/feeds/feeds.test.ts",
  'GET /api/exports/feeds/:id/': 'modules/feeds/feeds.test.ts',
  'PUT /api/exports/feeds/:id/': 'modules/feeds/feeds.test.ts',
  'DELETE /api/exports/feeds/:id/': 'modules/feeds/feeds.test.ts',
  'POST /api/exports/feeds/:id/pause/': 'modules/feeds/feeds.test.ts',
  'POST /api/exports/feeds/:id/resume/': 'modules/feeds/feeds.test.ts',
  'POST /api/exports/feeds/:id/run/': 'modules/feeds/feeds.test.ts',
  'GET /api/exports/feeds/:id/deliveries/': 'modules/feeds/feeds.test.ts',
  'POST /api/exports/feeds/:id/deliveries/:delivery_id/replay/': 'modules/feeds/feeds.test.ts',
  'GET /api/exports/feed-settings/time-zone/': "the caller's own company setting; modules/feeds/feeds.test.ts",
  'PUT /api/exports/feed-settings/time-zone/': "the caller's own company setting, administrators only; modules/feeds/feeds.test.ts",
  'GET /api/exports/feed-files/:token/': "no session: the token names one company's feed; modules/feeds/feeds.test.ts",
  'GET /api/assets/public-media/': "the caller's own company key, administrators only; modules/assets/public-media.test.ts",
  'POST /api/assets/public-media/replace/': "the caller's own company key, administrators only; modules/assets/public-media.test.ts",
  'GET /media/:key/:signature/assets/:id/:file_name': "no session: the key names one company, its secret signs the id; modules/assets/public-media.test.ts",
  'GET /media/:key/:signature/products/:id/main/': "no session: the key names one company, its secret signs the id; modules/assets/public-media.test.ts",
  // User, group and role administration: another company's ids answer 404.
  'POST /api/rights/users/': 'creates in the own company; modules/users/user-admin.test.ts',
  'GET /api/rights/users/:id/': 'modules/users/user-admin.test.ts',
  'PATCH /api/rights/users/:id/': 'modules/users/user-admin.test.ts',
  'DELETE /api/rights/users/:id/': 'modules/users/user-admin.test.ts',
  'POST /api/rights/users/:id/invite/': 'modules/users/user-admin.test.ts',
  'POST /api/rights/users/:id/reset-password/': 'modules/users/user-admin.test.ts',
  'POST /api/rights/groups/': "creates in the own company, another's users refused; modules/rights/groups-admin.test.ts",
  'PATCH /api/rights/groups/:id/': 'modules/rights/groups-admin.test.ts',
  'DELETE /api/rights/groups/:id/': 'modules/rights/groups-admin.test.ts',
  'POST /api/rights/roles/': 'creates in the own company; modules/rights/groups-admin.test.ts',
  'PATCH /api/rights/roles/:id/': 'modules/rights/groups-admin.test.ts',
  'DELETE /api/rights/roles/:id/': 'modules/rights/groups-admin.test.ts',
};

describe.each(drivers)('tenant isolation on %s', (driver) => {
  let testApp: TestApp;
  let alpha: TestClient;
  let bravo: TestClient;
  const bravoSecrets: string[] = [];

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('Alpha Industries', { username: 'alpha_admin', email: 'alpha@alpha.example' });
    const created = await testApp.createCompany('Bravo Holdings', { username: 'bravo_admin', email: 'bravo@bravo.example' });
    await testApp.db.query("INSERT INTO groups (company_id, name) VALUES ($1, 'Bravo buyers')", [created.company.id]);
    bravoSecrets.push(created.company.id, created.administrator.id, 'Bravo Holdings', 'bravo_admin', 'bravo@bravo.example', 'bravo-only-shortcut', 'Bravo buyers');
    alpha = testApp.client();
    bravo = testApp.client();
    await alpha.login('alpha_admin');
    await bravo.login('bravo_admin');
    const saved = await bravo.post('/api/catalogue/pimento-user-store-data/', {
      shortcuts: [{ id: 'bravo-only-shortcut', label: 'Bravo prices', path: '/price/' }],
    });
    expect(saved.statusCode).toBe(200);
    await testApp.db.query(
      "UPDATE companies SET import_processing = true, ai_credits_used = 999, features = features || '{\"ai_features_activated\": false}' WHERE id = $1",
      [created.company.id],
    );
  });
  afterAll(() => testApp.close());

  it('lists every API route either here or with the test that proves its isolation', () => {
    const routes = testApp.app.routeCatalogue
      .filter((route) => (route.url.startsWith('/api/') || route.url.startsWith('/media/')) && !route.url.startsWith('/api/docs') && route.method !== 'HEAD')
      // A prefixed `/` route is registered with and without its trailing slash: one endpoint.
      .map((route) => `${route.method} ${route.url.endsWith('/') || route.url.endsWith('/:file_name') ? route.url : `${route.url}/`}`);
    const covered = new Set([...tenantReads.map((path) => `GET ${path}`), ...Object.keys(isolatedElsewhere)]);
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
  });

  it.each(tenantReads)("never shows another company's data on GET %s", async (path) => {
    const response = await alpha.get(path);
    expect(response.statusCode).toBe(200);
    for (const secret of bravoSecrets) expect(response.body).not.toContain(secret);
  });

  it("keeps each company's flags and settings to itself", async () => {
    expect((await alpha.get('/api/catalogue/utils/import-in-progress/')).json()).toBe(false);
    expect((await bravo.get('/api/catalogue/utils/import-in-progress/')).json()).toBe(true);
    expect((await alpha.get('/api/remotes/')).json().remotes.map((remote: { name: string }) => remote.name)).toContain('assistant');
    expect((await bravo.get('/api/remotes/')).json().remotes.map((remote: { name: string }) => remote.name)).not.toContain('assistant');
  });

  it("cannot change another company's user data", async () => {
    await alpha.post('/api/catalogue/pimento-user-store-data/', { shortcuts: [] });
    await alpha.post('/api/catalogue/pimento-user-store-data/', { sidebar: { nav_order: ['exports'], nav_children_order: {} } });
    const bravoData = (await bravo.get('/api/catalogue/pimento-user-store-data/')).json();
    expect(bravoData.shortcuts).toEqual([{ id: 'bravo-only-shortcut', label: 'Bravo prices', path: '/price/' }]);
    expect(bravoData.sidebar.nav_order[0]).toBe('products');
  });

  it("cannot change another company's profile", async () => {
    const response = await alpha.request('PATCH', '/api/catalogue/current-user/', { body: { language_code: 'fr', first_name: 'Alpha' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'alpha_admin', language_code: 'fr', first_name: 'Alpha' });
    expect((await bravo.get('/api/catalogue/current-user/')).json()).toMatchObject({ language_code: 'en', first_name: '' });
  });

  it("cannot change another company's password", async () => {
    const response = await alpha.post('/api/auth/change-password/', {
      old_password: 'Velvet#Harbour42',
      password: 'Copper#Meadow58',
      password_confirmation: 'Copper#Meadow58',
    });
    expect(response.statusCode).toBe(204);
    await testApp.client().login('bravo_admin', 'Velvet#Harbour42');
  });

  it('sees only its own rows even through a query that forgets to filter (row-level security)', async () => {
    const [alphaCompany] = await testApp.db.query<{ id: string }>("SELECT id FROM companies WHERE name = 'Alpha Industries'");
    const users = await testApp.db.withTenant(alphaCompany!.id, (tx) => tx.query<{ username: string }>('SELECT username FROM users'));
    expect(users.map((user) => user.username)).toEqual(['alpha_admin']);
    const companies = await testApp.db.withTenant(alphaCompany!.id, (tx) => tx.query<{ name: string }>('SELECT name FROM companies'));
    expect(companies.map((company) => company.name)).toEqual(['Alpha Industries']);
  });
});
