import type { Queryable } from '../../db/database.ts';
import { insertJob } from '../../jobs/enqueue.ts';
import { registerJobType } from '../../jobs/registry.ts';
import { AppError } from '../../http/app-error.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { requireCompany } from '../companies/service.ts';
import { attributeLanguagesLimit } from '../companies/console-service.ts';
import { countLanguageValues, deleteLanguageValues } from '../catalogue/index.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertAdministrator } from '../rights/authorization.ts';
import { loadAttributeDefinitions } from './definitions-repository.ts';
import { countOnlyNamedIn, removeNamesIn } from './local-names.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { requestCompletionRecompute } from '../completion/index.ts';

/**
 * The company's attribute languages (values) and attribute label languages (company settings).
 * Removing a value language deletes its translated values (spec §4) once the user has confirmed
 * the count; on a large catalogue the deletion is a durable job.
 */

type LanguageKind = 'attribute_languages' | 'attribute_label_languages';

/** Above `jobThreshold` products and models, the values are deleted by a job (`{ task_id }`). */
export const languageRemovalSettings = { jobThreshold: 500 };
export const languageRemovalJobType = 'attribute_language_removal';

type RemovalPayload = { language: string; attributeIds: number[] };

async function languagesOf(tx: Queryable, companyId: string, kind: LanguageKind): Promise<string[]> {
  return companySettingsOf(await requireCompany(tx, companyId))[kind];
}

async function saveLanguages(tx: Queryable, companyId: string, kind: LanguageKind, languages: string[]): Promise<void> {
  await tx.query('UPDATE companies SET settings = settings || jsonb_build_object($2::text, $3::jsonb), updated_at = now() WHERE id = $1', [
    companyId,
    kind,
    JSON.stringify(languages),
  ]);
}

async function localizableAttributeIds(tx: Queryable, companyId: string): Promise<number[]> {
  return (await loadAttributeDefinitions(tx, companyId)).list.filter((attribute) => attribute.localizable).map((attribute) => attribute.id);
}

export async function addLanguage(tx: Queryable, actor: Actor, kind: LanguageKind, code: string): Promise<string[]> {
  assertAdministrator(actor.principal);
  if ((await tx.query('SELECT 1 FROM languages WHERE code = $1', [code])).length === 0) {
    throw new AppError(400, 'attribute_language.unknown', { fields: { code: ['attribute_language.unknown'] } });
  }
  const languages = await languagesOf(tx, actor.principal.companyId, kind);
  if (languages.includes(code)) throw new AppError(409, 'attribute_language.already_added');
  const next = [...languages, code];
  // The plan counts the languages values are written in (docs/companies-console.md).
  const limit = kind === 'attribute_languages' ? await attributeLanguagesLimit(tx, actor.principal.companyId) : null;
  if (limit !== null && next.length > limit) throw new AppError(403, 'plan.languages_limit', { fields: { code: ['plan.languages_limit'] } });
  await saveLanguages(tx, actor.principal.companyId, kind, next);
  if (kind === 'attribute_languages') await requestCompletionRecompute(tx, actor.principal.companyId, actor.principal.userId);
  return next;
}

async function assertRemovable(tx: Queryable, actor: Actor, kind: LanguageKind, code: string): Promise<string[]> {
  assertAdministrator(actor.principal);
  const languages = await languagesOf(tx, actor.principal.companyId, kind);
  if (!languages.includes(code)) throw new AppError(404, 'attribute_language.not_found');
  if (languages.length === 1) throw new AppError(409, 'attribute_language.last');
  return languages.filter((language) => language !== code);
}

/** What the confirmation says: how many products and models have values in `code`. */
export async function languageRemovalImpact(tx: Queryable, actor: Actor, code: string): Promise<{ language: string; products: number; models: number }> {
  await assertRemovable(tx, actor, 'attribute_languages', code);
  const counts = await countLanguageValues(tx, actor.principal.companyId, code, await localizableAttributeIds(tx, actor.principal.companyId));
  return { language: code, ...counts };
}

export type LanguageRemoval =
  | { kind: 'done'; languages: string[]; impact: { language: string; products: number; models: number } }
  | { kind: 'job'; languages: string[]; task: TaskRow };

/**
 * Removes a value language: from the company settings at once (no new value in it), and its
 * values in the same transaction, or through a job created in that transaction when many
 * products are concerned, so neither half can happen without the other.
 */
export async function removeLanguage(tx: Queryable, actor: Actor, code: string): Promise<LanguageRemoval> {
  const companyId = actor.principal.companyId;
  const languages = await assertRemovable(tx, actor, 'attribute_languages', code);
  await saveLanguages(tx, companyId, 'attribute_languages', languages);
  await requestCompletionRecompute(tx, companyId, actor.principal.userId);
  const attributeIds = await localizableAttributeIds(tx, companyId);
  const counts = await countLanguageValues(tx, companyId, code, attributeIds);
  if (counts.products + counts.models > languageRemovalSettings.jobThreshold) {
    const payload: RemovalPayload = { language: code, attributeIds };
    const task = await insertJob(tx, { type: languageRemovalJobType, companyId, userId: actor.principal.userId, payload, subject: { language: payload.language } });
    return { kind: 'job', languages, task };
  }
  return { kind: 'done', languages, impact: { language: code, ...(await deleteLanguageValues(tx, companyId, code, attributeIds)) } };
}

/**
 * Removes a label language with the attribute labels and the section, group and category names in
 * it. Refused while an attribute has no other label, or one of those no other name (it would be
 * left nameless).
 */
export async function removeLabelLanguage(tx: Queryable, actor: Actor, code: string): Promise<string[]> {
  const languages = await assertRemovable(tx, actor, 'attribute_label_languages', code);
  const [orphans] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM attribute_labels l
      WHERE l.language = $1 AND NOT EXISTS (SELECT 1 FROM attribute_labels o WHERE o.attribute_id = l.attribute_id AND o.language <> $1)`,
    [code],
  );
  if (orphans!.count > 0) throw new AppError(409, 'attribute_label_language.only_label', { fields: { attributes: [String(orphans!.count)] } });
  const unnamed = await countOnlyNamedIn(tx, code);
  if (unnamed > 0) throw new AppError(409, 'attribute_label_language.only_name', { fields: { names: [String(unnamed)] } });
  await tx.query('DELETE FROM attribute_labels WHERE language = $1', [code]);
  await removeNamesIn(tx, code, languages);
  await saveLanguages(tx, actor.principal.companyId, 'attribute_label_languages', languages);
  return languages;
}

registerJobType<RemovalPayload>(languageRemovalJobType, async (context) => {
  const removed = await context.db.withTenant(context.companyId, (tx) =>
    deleteLanguageValues(tx, context.companyId, context.payload.language, context.payload.attributeIds),
  );
  await context.progress(1);
  return { language: context.payload.language, ...removed };
});
