/**
 * The dashboard's second request (docs/completion.md "Dashboard"): the reader's open work and the
 * products never exported, overall and per export template. Read after the first paint, so the
 * figures' request stays one read of the counts.
 */
import type { DashboardWork } from '@pimento/shared-kit/contracts/completion';
import type { Queryable } from '../../db/database.ts';
import { assertCatalogueRight } from '../catalogue/index.ts';
import type { Actor } from '../rights/authorization.ts';
import { rightsOnObject } from '../rights/authorization.ts';
import { readableGroups } from './service.ts';
import * as work from './work-repository.ts';

export async function dashboardWork(tx: Queryable, actor: Actor): Promise<DashboardWork> {
  assertCatalogueRight(actor, 'read');
  const { companyId, userId } = actor.principal;
  const since = await work.lastRunStart(tx, companyId);
  // Templates the reader may read (their groups), as the exports screens list them.
  const templates = (await work.lastTemplateRuns(tx, companyId)).filter((template) => rightsOnObject(actor, template.group_ids).read);
  const [overall, ...perTemplate] = await work.createdSince(tx, companyId, [since, ...templates.map((template) => template.since)], readableGroups(actor));
  return {
    tasks: await work.openTasks(tx, companyId, userId),
    imports: await work.waitingImports(tx, companyId, userId),
    never_exported: {
      since,
      products: overall ?? 0,
      templates: templates.map(({ id, type, name, since: from }, index) => ({ id, type, name, since: from, products: perTemplate[index] ?? 0 })),
    },
  };
}
