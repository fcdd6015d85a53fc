import { assetRoutes } from './modules/assets/routes.ts';
import { productAssetRoutes } from './modules/assets/link-routes.ts';
import { assetRuleRoutes } from './modules/assets/assignment-routes.ts';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerBodyCompression } from './http/body-compression.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerDraining } from './http/draining.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerLanguageCookie } from './http/language-cookie.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createErrorReporter } from './observability/error-reporting.ts';
import type { AppDeps, RouteCatalogueEntry } from './http/fastify-types.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { helpRoutes } from './modules/help/routes.ts';
import { remoteFilesRoutes, remotesApiRoutes } from './modules/remotes/routes.ts';
import { registerShell } from './modules/shell/routes.ts';
import { ssoRoutes } from './modules/sso/routes.ts';
import { etimStatusRoutes, storeDataRoutes } from './modules/store-data/routes.ts';
import { companySettingsRoutes } from './modules/companies/routes.ts';
import { companiesConsoleRoutes } from './modules/companies/console-routes.ts';
import { openAccessCache } from './modules/rights/access-cache.ts';
import { livePrincipalFromCookieHeader } from './modules/auth/session.ts';
import { openSessionLiveness } from './modules/auth/session-liveness.ts';
import { inProcessWorkerPlugin } from './jobs/in-process-worker.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { tasksRoutes } from './modules/tasks/routes.ts';
import { realtimePlugin } from './realtime/plugin.ts';
import { attributesRoutes } from './modules/attributes/routes.ts';
import { objectRoutes } from './modules/objects/routes.ts';
import { unitRoutes } from './modules/units/routes.ts';
import { importRoutes } from './modules/imports/routes.ts';
import { exportTemplateRoutes } from './modules/export-templates/routes.ts';
import { demoCatalogueRoutes } from './modules/demo-catalogue/routes.ts';
import { exportRoutes, sharedExportRoutes } from './modules/exports/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { cataloguePlugin } from './modules/catalogue/index.ts';
import { productRoutes } from './modules/products/routes.ts';
import { modelRoutes } from './modules/models/routes.ts';
import { savedFilterRoutes } from './modules/saved-filters/routes.ts';
import { priceRoutes } from './modules/prices/routes.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { extraAttributeRoutes } from './modules/extra-attributes/routes.ts';
import { validationRuleRoutes } from './modules/validation-rules/routes.ts';
import { completionRoutes } from './modules/completion/routes.ts';
import { historyRoutes } from './modules/history/routes.ts';
import { userAdminRoutes } from './modules/users/admin-routes.ts';
import { groupRoutes } from './modules/rights/routes.ts';
import { emailTemplateRoutes } from './modules/email-templates/routes.ts';
import { recordingMailer } from './modules/email-templates/sent-email-recorder.ts';
import { named } from './http/named-plugin.ts';
import { configurePublicUrl } from './http/public-url.ts';
import { connectorRoutes } from './modules/connectors/routes.ts';
import { configureConnectors } from './modules/connectors/connector-runtime.ts';
import { importWatchRoutes } from './modules/import-drops/routes.ts';
import { feedRoutes, publicFeedRoutes } from './modules/feeds/routes.ts';
import { publicMediaKeyRoutes, publicMediaRoutes } from './modules/assets/public-media-routes.ts';

export type { AppDeps } from './http/fastify-types.ts';

/** The browser sends its error reports to the DSN's host: the Content-Security-Policy must allow it. */
function reportingOrigins(browserDsn: string | null): string[] {
  return browserDsn === null ? [] : [new URL(browserDsn).origin];
}

/** JSON bodies above this size answer 413 `payload.too_large`; uploads have their own limits. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The HTTP application: shared hooks (cookies, CSRF, errors, OpenAPI), then one line per module.
 * It does not listen; `serve` (cli/serve.ts) and the test harness do.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Typed as Fastify's logger so plugins see the default instance type.
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // A stopping process still answers what reaches it, with `Connection: close` (http/draining.ts).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every e-mail the application sends lands in the history of sent e-mails.
  app.decorate('deps', { ...deps, mailer: recordingMailer(deps.mailer, deps.db, deps.logger) });
  app.decorateRequest('principal', null);
  const sessionLiveness = await openSessionLiveness(deps.db);
  app.decorate('sessionLiveness', sessionLiveness);
  app.addHook('onClose', async () => sessionLiveness.close());
  const accessCache = await openAccessCache(deps.db);
  app.decorate('accessCache', accessCache);
  app.addHook('onClose', async () => accessCache.close());

  // Every route as registered, with its schemas, for tests that must cover each endpoint
  // (tenant isolation, refused input).
  const routeCatalogue: RouteCatalogueEntry[] = [];
  app.decorate('routeCatalogue', routeCatalogue);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeCatalogue.push({ method, url: route.url, schema: route.schema });
  });

  const errorReporter = await createErrorReporter(deps.config.errorReporting);
  app.decorate('errorReporter', errorReporter);
  app.addHook('onClose', async () => void (await errorReporter.flush(2_000)));
  registerDraining(app);
  registerSecurityHeaders(app, { publicUrl: deps.config.publicUrl, reportingOrigins: reportingOrigins(deps.config.errorReporting.browserDsn) });
  await app.register(fastifyCookie);
  registerErrorHandling(app);
  registerCsrfProtection(app);
  registerLanguageCookie(app);
  registerBodyCompression(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pimento API', version: '0.1.0', description: 'Generated from the shared-kit zod schemas of the routes.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // ── Modules ─────────────────────────────────────────────────────────────────────────────
  // One `register` line per module. Engineers of other modules add their own lines here.
  await app.register(named(healthRoutes), { prefix: '/api' });
  await app.register(named(authRoutes), { prefix: '/api/auth' });
  await app.register(named(ssoRoutes), { prefix: '/api' });
  await app.register(named(storeDataRoutes), { prefix: '/api/catalogue' });
  await app.register(named(companySettingsRoutes), { prefix: '/api/catalogue' });
  await app.register(named(companiesConsoleRoutes));
  await app.register(named(etimStatusRoutes), { prefix: '/api/etim' });
  await app.register(named(helpRoutes), { prefix: '/api/help' });
  await app.register(named(remotesApiRoutes), { prefix: '/api' });
  await app.register(named(remoteFilesRoutes));
  await app.register(named(tasksRoutes), { prefix: '/api' });
  await app.register(named(notificationsRoutes), { prefix: '/api' });
  await app.register(named(categoryRoutes), { prefix: '/api/catalogue' });
  // The catalogue kernel opens the listing's caches and registers the modules that use them.
  await app.register(named(cataloguePlugin), { prefix: '/api/catalogue', modules: [productRoutes, modelRoutes] });
  await app.register(named(savedFilterRoutes), { prefix: '/api/catalogue' });
  await app.register(named(priceRoutes), { prefix: '/api/catalogue' });
  await app.register(named(clientRoutes), { prefix: '/api/catalogue' });
  await app.register(named(extraAttributeRoutes), { prefix: '/api/catalogue' });
  await app.register(named(validationRuleRoutes), { prefix: '/api/catalogue' });
  await app.register(named(completionRoutes), { prefix: '/api/catalogue' });
  await app.register(named(historyRoutes), { prefix: '/api/catalogue' });
  await app.register(named(attributesRoutes), { prefix: '/api/catalogue' });
  await app.register(named(objectRoutes), { prefix: '/api/catalogue' });
  await app.register(named(unitRoutes), { prefix: '/api/catalogue' });
  await app.register(named(userAdminRoutes), { prefix: '/api/rights' });
  await app.register(named(groupRoutes), { prefix: '/api/rights' });
  await app.register(named(emailTemplateRoutes));
  await app.register(named(importRoutes), { prefix: '/api/imports' });
  await app.register(named(exportTemplateRoutes), { prefix: '/api/exports' });
  await app.register(named(demoCatalogueRoutes), { prefix: '/api/catalogue' });
  await app.register(named(exportRoutes), { prefix: '/api/exports' });
  await app.register(named(sharedExportRoutes), { prefix: '/api/exports/shared' });
  await app.register(named(assetRoutes), { prefix: '/api/assets' });
  await app.register(named(productAssetRoutes), { prefix: '/api/product-assets' });
  await app.register(named(assetRuleRoutes), { prefix: '/api/asset-rules' });
  await app.register(named(publicMediaKeyRoutes), { prefix: '/api/assets' });
  await app.register(named(publicMediaRoutes), { prefix: '/media' });
  configureConnectors(deps.config);
  configurePublicUrl(deps.config.publicUrl);
  await app.register(named(connectorRoutes), { prefix: '/api/connectors' });
  await app.register(named(importWatchRoutes), { prefix: '/api/imports' });
  await app.register(named(feedRoutes), { prefix: '/api/exports' });
  await app.register(named(publicFeedRoutes), { prefix: '/api/exports/feed-files' });
  await app.register(named(realtimePlugin), { db: deps.db, allowedOrigin: new URL(deps.config.publicUrl).origin, resolvePrincipal: (cookie) => livePrincipalFromCookieHeader(cookie, deps.jwtSecret, sessionLiveness) });
  // PGlite is one process: the API runs the jobs too (with PostgreSQL, `pimento worker` processes do)
  await app.register(named(inProcessWorkerPlugin), { db: deps.db, storage: deps.storage, enabled: deps.db.driver === 'pglite' });
  // ── End of modules ──────────────────────────────────────────────────────────────────────

  // Last: the shell's static files and the single-page fallback for every other GET.
  await registerShell(app);
  return app;
}
