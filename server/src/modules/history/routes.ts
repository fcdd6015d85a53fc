import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import { historyRetentionSchema } from '@pimento/shared-kit/contracts/history';
import { inTenant } from '../../http/tenant.ts';
import { createSchedule } from '../../jobs/schedules.ts';
import { requireSession } from '../auth/session.ts';
import { assertAdministrator } from '../rights/authorization.ts';
import { historyPruneJobType } from './prune-job.ts';
import { loadRetention, saveRetention } from './repository.ts';

/** Daily at 03:17 UTC: off the hour, when catalogues are quiet. */
const pruneCron = '17 3 * * *';

/** History retention of the company (administrators). Mounted under `/api/catalogue`. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const tags = ['history'];
  const errors = { 400: apiErrorSchema, 403: apiErrorSchema };

  app.get('/history/retention/', { schema: { tags, response: { 200: historyRetentionSchema, ...errors } } }, (request) =>
    inTenant(request, (tx, principal) => loadRetention(tx, principal.companyId)),
  );

  app.put('/history/retention/', { schema: { tags, body: historyRetentionSchema, response: { 200: historyRetentionSchema, ...errors } } }, (request) =>
    inTenant(request, async (tx, principal) => {
      assertAdministrator(principal);
      await saveRetention(tx, principal.companyId, request.body);
      const [existing] = await tx.query('SELECT id FROM schedules WHERE company_id = $1 AND job_type = $2', [principal.companyId, historyPruneJobType]);
      if (existing === undefined) {
        await createSchedule(tx, { companyId: principal.companyId, userId: principal.userId, name: 'History pruning', jobType: historyPruneJobType, cron: pruneCron });
      }
      return loadRetention(tx, principal.companyId);
    }),
  );
};
