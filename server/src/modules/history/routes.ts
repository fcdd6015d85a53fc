import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyApi } from '@pimento/shared-kit/contracts/history';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenant } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { historyRetention, updateHistoryRetention } from './service.ts';

/** History retention of the company (administrators). Mounted under `/api/catalogue`. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['history'] });

  route(historyApi.retention, (request) => inTenant(request, (tx, principal) => historyRetention(tx, principal)));

  route(historyApi.updateRetention, (request) => inTenant(request, (tx, principal) => updateHistoryRetention(tx, principal, request.body)));
};
