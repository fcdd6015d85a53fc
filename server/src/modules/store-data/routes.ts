import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { booleanResponseSchema } from '@pimento/shared-kit/contracts/common';
import {
  aiCreditsBalanceSchema,
  attributeLabelLanguagesResponseSchema,
  companyStoreDataSchema,
  possibleLanguagesResponseSchema,
} from '@pimento/shared-kit/contracts/company';
import {
  currentUserSchema,
  currentUserUpdateSchema,
  listingColumnsSchema,
  userStoreDataSchema,
  userStoreDataUpdateSchema,
} from '@pimento/shared-kit/contracts/current-user';
import { cachedForCaller, inTenant, inTenantAs } from '../../http/tenant.ts';
import { setLanguageCookie } from '../auth/cookies.ts';
import { requireSession } from '../auth/session.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { companyPossibleLanguages, companyStoreData, requireCompany } from '../companies/service.ts';
import * as users from '../users/service.ts';

/**
 * What the shell loads after sign-in (spec §7): company and user store data, the current user,
 * the small yes/no probes. Mounted under `/api/catalogue`.
 */
export const storeDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const tags = ['store data'];

  app.get('/company-store-data/', { schema: { tags, response: { 200: companyStoreDataSchema } } }, (request) =>
    inTenant(request, (tx, principal) => companyStoreData(tx, principal.companyId)),
  );

  app.get('/pimento-user-store-data/', { schema: { tags, response: { 200: userStoreDataSchema } } }, (request) =>
    inTenant(request, (tx, principal) => users.userStoreData(tx, principal)),
  );

  app.post(
    '/pimento-user-store-data/',
    { schema: { tags, body: userStoreDataUpdateSchema, response: { 200: userStoreDataSchema } } },
    (request) => inTenant(request, (tx, principal) => users.updateUserStoreData(tx, principal, request.body)),
  );

  app.get('/current-user/', { schema: { tags, response: { 200: currentUserSchema } } }, (request) =>
    cachedForCaller(request, 'current-user', users.currentUser),
  );

  app.patch('/current-user/', { schema: { tags, body: currentUserUpdateSchema, response: { 200: currentUserSchema } } }, async (request, reply) => {
    const user = await inTenantAs(request, (tx, actor) => users.updateCurrentUser(tx, actor, request.body));
    setLanguageCookie(request, reply, user.language);
    return user;
  });

  app.get('/user/model-columns/', { schema: { tags, response: { 200: listingColumnsSchema } } }, (request) =>
    inTenant(request, (tx, principal) => users.modelColumns(tx, principal)),
  );

  app.get('/user/product-columns/', { schema: { tags, response: { 200: listingColumnsSchema } } }, (request) =>
    inTenant(request, (tx, principal) => users.productColumns(tx, principal)),
  );

  // The listings' columns are saved per user (issue 4): the body is the whole ordered list.
  app.post('/user/model-columns/', { schema: { tags, body: listingColumnsSchema, response: { 200: listingColumnsSchema } } }, (request) =>
    inTenant(request, (tx, principal) => users.saveListingColumns(tx, principal, 'model', request.body)),
  );

  app.post('/user/product-columns/', { schema: { tags, body: listingColumnsSchema, response: { 200: listingColumnsSchema } } }, (request) =>
    inTenant(request, (tx, principal) => users.saveListingColumns(tx, principal, 'product', request.body)),
  );

  app.get('/user/all-can-create/', { schema: { tags, response: { 200: booleanResponseSchema } } }, (request) =>
    inTenantAs(request, (tx, actor) => users.allCanCreate(tx, actor)),
  );

  // Flags are read from the database, not the token, so a change applies at once.
  app.get('/utils/is-consultant/', { schema: { tags, response: { 200: booleanResponseSchema } } }, async (request) =>
    (await cachedForCaller(request, 'current-user', users.currentUser)).is_consultant,
  );

  app.get('/utils/is-superuser/', { schema: { tags, response: { 200: booleanResponseSchema } } }, async (request) =>
    (await cachedForCaller(request, 'current-user', users.currentUser)).is_superuser,
  );

  app.get('/utils/import-in-progress/', { schema: { tags, response: { 200: booleanResponseSchema } } }, (request) =>
    inTenant(request, async (tx, principal) => (await requireCompany(tx, principal.companyId)).import_processing),
  );

  app.get('/attribute/possible-languages/', { schema: { tags, response: { 200: possibleLanguagesResponseSchema } } }, (request) =>
    inTenant(request, (tx, principal) => companyPossibleLanguages(tx, principal.companyId)),
  );

  app.get(
    '/company/attribute-label-languages/',
    { schema: { tags, response: { 200: attributeLabelLanguagesResponseSchema } } },
    (request) =>
      inTenant(request, async (tx, principal) => companySettingsOf(await requireCompany(tx, principal.companyId)).attribute_label_languages),
  );

  app.get('/ai-credits/balance/', { schema: { tags, response: { 200: aiCreditsBalanceSchema } } }, (request) =>
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
  app.get('/import-processing/', { schema: { tags: ['store data'], response: { 200: booleanResponseSchema } } }, (request) =>
    inTenant(request, async (tx, principal) => (await requireCompany(tx, principal.companyId)).etim_import_processing),
  );
};
