import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { cachedForCaller, inTenant, inTenantAs } from '../../http/tenant.ts';
import { setLanguageCookie } from '../auth/cookies.ts';
import { requireSession } from '../auth/session.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { companyPossibleLanguages, companyStoreData, requireCompany } from '../companies/service.ts';
import * as users from '../users/service.ts';
import { importInProgress } from '../imports/import-runs.ts';


/**
 * What the shell loads after sign-in (spec §7): company and user store data, the current user,
 * the small yes/no probes. Mounted under `/api/catalogue`.
 */
export const storeDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['store data'] });

  route(companyApi.storeData, (request) => inTenant(request, (tx, principal) => companyStoreData(tx, principal.companyId)));

  route(currentUserApi.storeData, (request) => inTenant(request, (tx, principal) => users.userStoreData(tx, principal)));

  route(currentUserApi.updateStoreData, (request) => inTenant(request, (tx, principal) => users.updateUserStoreData(tx, principal, request.body)));

  route(currentUserApi.get, (request) => cachedForCaller(request, 'current-user', users.currentUser));

  route(currentUserApi.update, async (request, reply) => {
    const user = await inTenantAs(request, (tx, actor) => users.updateCurrentUser(tx, actor, request.body));
    setLanguageCookie(request, reply, user.language);
    return user;
  });

  route(currentUserApi.modelColumns, (request) => inTenant(request, (tx, principal) => users.modelColumns(tx, principal)));

  route(currentUserApi.productColumns, (request) => inTenant(request, (tx, principal) => users.productColumns(tx, principal)));

  route(currentUserApi.priceColumns, (request) => inTenant(request, (tx, principal) => users.priceColumns(tx, principal)));

  // The listings' columns are saved per user: the body is the whole ordered list.
  route(currentUserApi.saveModelColumns, (request) => inTenant(request, (tx, principal) => users.saveListingColumns(tx, principal, 'model', request.body)));

  route(currentUserApi.saveProductColumns, (request) => inTenant(request, (tx, principal) => users.saveListingColumns(tx, principal, 'product', request.body)));

  route(currentUserApi.savePriceColumns, (request) => inTenant(request, (tx, principal) => users.saveListingColumns(tx, principal, 'price', request.body)));

  route(currentUserApi.allCanCreate, (request) => inTenantAs(request, (tx, actor) => users.allCanCreate(tx, actor)));

  // Flags are read from the database, not the token, so a change applies at once.
  route(currentUserApi.isConsultant, async (request) => (await cachedForCaller(request, 'current-user', users.currentUser)).is_consultant);

  route(currentUserApi.isSuperuser, async (request) => (await cachedForCaller(request, 'current-user', users.currentUser)).is_superuser);

  route(companyApi.importInProgress, (request) =>
    inTenant(request, async (tx, principal) => importInProgress(tx, principal.companyId, (await requireCompany(tx, principal.companyId)).import_processing)),
  );

  route(companyApi.possibleLanguages, (request) => inTenant(request, (tx, principal) => companyPossibleLanguages(tx, principal.companyId)));

  route(companyApi.labelLanguages, (request) =>
    inTenant(request, async (tx, principal) => companySettingsOf(await requireCompany(tx, principal.companyId)).attribute_label_languages),
  );

  route(companyApi.aiCreditsBalance, (request) =>
    inTenant(request, async (tx, principal) => {
      const company = await requireCompany(tx, principal.companyId);
      return {
        available: company.ai_credits_total,
        used: company.ai_credits_used,
        remaining: Math.max(0, company.ai_credits_total - company.ai_credits_used),
      };
    }),
  );
};

/** `GET /api/etim/import-processing/`: whether an ETIM import is running for the company. */
export const etimStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  endpointRoutes(app, { tags: ['store data'] })(companyApi.etimImportProcessing, (request) =>
    inTenant(request, async (tx, principal) => (await requireCompany(tx, principal.companyId)).etim_import_processing),
  );
};
