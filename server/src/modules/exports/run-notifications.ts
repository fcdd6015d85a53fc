/**
 * The notification a user gets when their export ends (spec §4: a notification is sent when done),
 * in the user's interface language, linking to the file's download page.
 */
import type { Database } from '../../db/database.ts';
import type { RealtimePublisher } from '../../realtime/publisher.ts';
import { notifyUser } from '../notifications/service.ts';
import { findUser } from '../users/repository.ts';

/** `noun`: what the count counts (an asset export writes files, not products). */
type Outcome = { file: string; format: string; products: number; noun?: 'products' | 'files' } | { file: string; failed: true };

const texts: Record<'en' | 'fr', { done(file: string, count: string, format: string, noun: 'products' | 'files'): { title: string; description: string }; failed(file: string): { title: string; description: string } }> = {
  en: {
    done: (file, count, format, noun) => ({ title: `Export *${file}* ready`, description: `${count} ${noun} exported to ${format}. Open it to download the file.` }),
    failed: (file) => ({ title: `Export *${file}* failed`, description: 'No file was made. The tasks panel says why.' }),
  },
  fr: {
    done: (file, count, format, noun) => ({ title: `Export *${file}* prêt`, description: `${count} ${noun === 'files' ? 'fichiers' : 'produits'} exportés en ${format}. Ouvrez-le pour télécharger le fichier.` }),
    failed: (file) => ({ title: `Export *${file}* échoué`, description: "Aucun fichier n'a été produit. Le panneau des tâches en donne la raison." }),
  },
};

export function exportNotificationText(language: string, outcome: Outcome): { title: string; description: string } {
  const lang = language === 'fr' ? 'fr' : 'en';
  if ('failed' in outcome) return texts[lang].failed(outcome.file);
  return texts[lang].done(outcome.file, outcome.products.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB'), outcome.format.toUpperCase(), outcome.noun ?? 'products');
}

/** The shell's public download page of a run's file (`/download/{type}/{id}/`). */
export function exportDownloadPage(runId: number): string {
  return `/download/export/${runId}/`;
}

export async function notifyExportEnd(db: Database, publisher: RealtimePublisher, owner: { companyId: string; userId: string }, runId: number, outcome: Outcome): Promise<void> {
  const user = await db.withTenant(owner.companyId, (tx) => findUser(tx, owner.userId));
  if (user === null) return;
  const link = 'failed' in outcome ? null : exportDownloadPage(runId);
  await notifyUser(db, owner, { ...exportNotificationText(user.language, outcome), imagePath: 'icon_export', link }, publisher);
}
