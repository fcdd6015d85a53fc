import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import { historyRetentionSchema } from '@pimento/shared-kit/contracts/history';
import { inTenant } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { historyRetention, updateHistoryRetention } from './service.ts';

/** History retention of the company (administrators). Mounted under `/api/catalogue`. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const tags = ['history'];
  const errors = { 400: apiErrorSchema, 403: apiErrorSchema };

  app.get('/history/retention/', { schema: { tags, response: { 200: historyRetentionSchema, ...errors } } }, (request) =>
    inTenant(request, (tx, principal) => historyRetention(tx, principal)),
  );

  app.put('/history/retention/', { schema: { tags, body: historyRetentionSchema, response: { 200: historyRetentionSchema, ...errors } } }, (request) =>
    inTenant(request, (tx, principal) => updateHistoryRetention(tx, principal, request.body)),
  );
};
