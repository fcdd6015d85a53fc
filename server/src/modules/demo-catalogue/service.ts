/**
 * Asking for the demo catalogue: the job (`demo-catalogue-job.ts`) is enqueued in the caller's
 * transaction, so the checks and the task commit together and two requests cannot both pass.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { insertJob, wakeWorkers } from '../../jobs/enqueue.ts';
import type { RealtimePublisher } from '../../realtime/publisher.ts';
import { publishTaskEvent } from '../tasks/task-events.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { assertAdministrator, type Actor } from '../rights/authorization.ts';

/** The task type the shell names ("Loading the demo catalogue"). */
export const demoCatalogueJobType = 'demo_catalogue';

/** Enqueues the load into `companyId` under `userId`, in `tx` (a tenant transaction of that company). */
export function insertDemoCatalogueJob(tx: Queryable, owner: { companyId: string; userId: string }): Promise<TaskRow> {
  return insertJob(tx, { type: demoCatalogueJobType, companyId: owner.companyId, userId: owner.userId, payload: {}, subject: {} });
}

/**
 * An administrator loads the demo into their company: refused when it has products (the demo
 * would mix with them) or while a load is under way.
 */
export async function requestDemoCatalogue(tx: Queryable, actor: Actor): Promise<TaskRow> {
  assertAdministrator(actor.principal);
  const companyId = actor.principal.companyId;
  // Serialises concurrent requests of one company: the second sees the first one's task.
  await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
  const [products] = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM products WHERE company_id = $1) AS any', [companyId]);
  if (products!.any) throw new AppError(409, 'demo_catalogue.catalogue_not_empty');
  const [loading] = await tx.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM tasks WHERE company_id = $1 AND type = $2 AND status IN ('waiting', 'in_progress', 'paused')) AS any`,
    [companyId, demoCatalogueJobType],
  );
  if (loading!.any) throw new AppError(409, 'demo_catalogue.already_loading');
  return insertDemoCatalogueJob(tx, { companyId, userId: actor.principal.userId });
}

/** After the transaction that enqueued it: the owner's panel shows the task, and idle workers wake. */
export async function announceDemoCatalogueTask(db: Database, publisher: RealtimePublisher, task: TaskRow): Promise<void> {
  await publishTaskEvent(publisher, 'new_task', task);
  await wakeWorkers(db);
}
