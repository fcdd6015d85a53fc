/**
 * What the operator commands that run catalogue work (`pimento import`, `pimento export`) share:
 * whose name the work runs under, and waiting for its durable job.
 */
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findCompanyByName } from '../companies/repository.ts';
import { loadActor } from '../rights/actor.ts';
import type { Actor } from '../rights/authorization.ts';

/** The company's oldest active administrator: whose name the operator's work runs under. */
export async function operatorActor(db: Database, companyName: string): Promise<Actor> {
  const company = await db.transaction((tx) => findCompanyByName(tx, companyName));
  if (company === null) throw new AppError(404, 'company.not_found', { fields: { company: ['company.not_found'] } });
  return db.withTenant(company.id, async (tx) => {
    const [user] = await tx.query<{ id: string; username: string; is_superuser: boolean; is_administrator: boolean; is_consultant: boolean; language: string }>(
      `SELECT id, username, is_superuser, is_administrator, is_consultant, language FROM users
        WHERE company_id = $1 AND is_administrator AND is_active ORDER BY created_at, id LIMIT 1`,
      [company.id],
    );
    if (user === undefined) throw new AppError(404, 'resource.not_found');
    return loadActor(tx, {
      userId: user.id,
      companyId: company.id,
      username: user.username,
      isSuperuser: user.is_superuser,
      isAdministrator: user.is_administrator,
      isConsultant: user.is_consultant,
      language: user.language === 'fr' ? 'fr' : 'en',
    });
  });
}

/** Resolves once the task has ended (done, error or cancelled). */
export async function waitForTask(db: Database, taskId: string): Promise<void> {
  for (;;) {
    const [task] = await db.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [taskId]);
    if (task === undefined || ['done', 'error', 'cancel'].includes(task.status)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
