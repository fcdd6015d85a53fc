/**
 * The notification a user gets when an import step they started ends (spec §4: "a notification is
 * sent when done"), written in the user's interface language with a link to the run's page.
 */
import type { Database } from '../../db/database.ts';
import type { RealtimePublisher } from '../../realtime/publisher.ts';
import { notifyUser } from '../notifications/service.ts';
import { findUser } from '../users/repository.ts';

export type RunStep = 'verified' | 'launched' | 'rolled_back' | 'failed';

const texts: Record<'en' | 'fr', Record<RunStep, (template: string, counts: Record<string, number>) => { title: string; description: string }>> = {
  en: {
    verified: (template, counts) => ({
      title: `Import "${template}" checked`,
      description: `${counts.created ?? 0} to create, ${counts.updated ?? 0} to update, ${counts.unchanged ?? 0} unchanged, ${counts.error ?? 0} rows with errors. Nothing is written until you launch it.`,
    }),
    launched: (template, counts) => ({
      title: `Import "${template}" done`,
      description: `${counts.created ?? 0} created, ${counts.updated ?? 0} updated, ${counts.error ?? 0} rows with errors.`,
    }),
    rolled_back: (template, counts) => ({
      title: `Import "${template}" undone`,
      description: `${counts.rolled_back ?? 0} products restored or removed, ${counts.rollback_skipped ?? 0} left as they were (changed since).`,
    }),
    failed: (template) => ({ title: `Import "${template}" stopped`, description: 'Open the import to see why.' }),
  },
  fr: {
    verified: (template, counts) => ({
      title: `Import « ${template} » vérifié`,
      description: `${counts.created ?? 0} à créer, ${counts.updated ?? 0} à modifier, ${counts.unchanged ?? 0} inchangés, ${counts.error ?? 0} lignes en erreur. Rien n'est écrit avant le lancement.`,
    }),
    launched: (template, counts) => ({
      title: `Import « ${template} » terminé`,
      description: `${counts.created ?? 0} créés, ${counts.updated ?? 0} modifiés, ${counts.error ?? 0} lignes en erreur.`,
    }),
    rolled_back: (template, counts) => ({
      title: `Import « ${template} » annulé`,
      description: `${counts.rolled_back ?? 0} produits rétablis ou supprimés, ${counts.rollback_skipped ?? 0} laissés tels quels (modifiés depuis).`,
    }),
    failed: (template) => ({ title: `Import « ${template} » arrêté`, description: "Ouvrez l'import pour en voir la raison." }),
  },
};

export function runNotificationText(language: string, step: RunStep, template: string, counts: Record<string, number>): { title: string; description: string } {
  return texts[language === 'fr' ? 'fr' : 'en'][step](template, counts);
}

export async function notifyRunStep(
  db: Database,
  publisher: RealtimePublisher,
  owner: { companyId: string; userId: string },
  run: { id: number; templateId: number | null; templateName: string },
  step: RunStep,
  counts: Record<string, number>,
): Promise<void> {
  const user = await db.withTenant(owner.companyId, (tx) => findUser(tx, owner.userId));
  if (user === null) return;
  const text = runNotificationText(user.language, step, run.templateName, counts);
  await notifyUser(db, owner, { ...text, imagePath: 'icon_import', link: `/imports/${run.templateId ?? 0}/runs/${run.id}` }, publisher);
}
