/**
 * What a task is called and what it did, in the user's language: the server knows
 * what ran (`type`, `subject`) and its outcome (`result`); the panel and the toasts say it.
 */

type Translate = (key: string, params?: Record<string, unknown>) => string;
type Exists = (key: string) => boolean;
export type TaskText = { type: string; subject: Record<string, unknown>; result: unknown };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

const importSteps = new Set(['import_verify', 'import_launch', 'import_rollback']);

/** A type's key in `shell:tasks.types` (the dots of `catalogue.products.bulk` would nest). */
const typeKey = (type: string) => `tasks.types.${type.replace(/\./g, '_')}`;

export function taskTitle(task: TaskText, t: Translate, exists: Exists): string {
  const action = text(task.subject.action);
  if (task.type === 'catalogue.products.bulk' && action && exists(`shell:tasks.bulk.${action}`)) return t(`tasks.bulk.${action}`);
  const language = text(task.subject.language);
  if (task.type === 'attribute_language_removal' && language) return t('tasks.languageRemoval', { language });
  const template = text(task.subject.template) ?? text(task.subject.file);
  if (importSteps.has(task.type) && template) return t(`tasks.importStep.${task.type}`, { template });
  const file = text(task.subject.file);
  if (task.type === 'export' && file) return t('tasks.exportRun', { file });
  const feed = text(task.subject.feed);
  if (task.type === 'export_feed' && feed) return t('tasks.feedRun', { feed });
  const asset = text(task.subject.asset);
  if (task.type === 'asset_thumbnails' && asset) return t('tasks.assetThumbnails', { asset });
  return exists(`shell:${typeKey(task.type)}`) ? t(typeKey(task.type)) : t('tasks.types.other');
}

/** One line saying what a finished task did, or null when its type reports nothing to say. */
export function taskOutcome(task: TaskText, t: Translate): string | null {
  const result = record(task.result);
  switch (task.type) {
    case 'catalogue.products.bulk': {
      const action = text(task.subject.action);
      if (!action) return null;
      const skipped = count(result.forbidden) + count(result.invalid);
      const done = t(`tasks.outcome.bulk.${action}`, { count: count(result.changed) });
      return skipped > 0 ? `${done}; ${t('tasks.outcome.bulk.skipped', { count: skipped })}` : done;
    }
    case 'computed_attributes_recompute':
      return t('tasks.outcome.recompute', { count: count(result.recomputed), changed: count(result.changed) });
    case 'attribute_language_removal': {
      const language = text(result.language) ?? text(task.subject.language);
      return language ? t('tasks.outcome.languageRemoval', { language }) : null;
    }
    case 'import_verify':
    case 'import_launch': {
      const counts = { created: count(result.created), updated: count(result.updated), unchanged: count(result.unchanged), errors: count(result.error) };
      return t(task.type === 'import_verify' ? 'tasks.outcome.importVerify' : 'tasks.outcome.importLaunch', counts);
    }
    case 'export': {
      const format = text(result.format);
      if (!format) return null;
      // An asset export counts the files it wrote; the others, products.
      return typeof result.files === 'number'
        ? t('tasks.outcome.exportFiles', { count: result.files, format: format.toUpperCase() })
        : t('tasks.outcome.export', { count: count(result.products), format: format.toUpperCase() });
    }
    case 'demo_catalogue':
      return t('tasks.outcome.demoCatalogue', { products: count(result.products_created) + count(result.products_updated), models: count(result.models_created) });
    case 'import_drop':
      return t('tasks.outcome.importDrop', { files: count(result.files), done: count(result.done), errors: count(result.error), waiting: count(result.waiting) });
    case 'completion_recompute':
      return result.superseded === true ? t('tasks.outcome.completionSuperseded') : t('tasks.outcome.completion', { count: count(result.products) });
    case 'export_feed': {
      if (result.status === 'unchanged') return t('tasks.outcome.feedUnchanged');
      const destination = text(result.destination);
      return result.status === 'delivered' ? t(destination ? 'tasks.outcome.feedDelivered' : 'tasks.outcome.feedPublished', { count: count(result.products), destination }) : null;
    }
    case 'import_rollback':
      return t('tasks.outcome.importRollback', { restored: count(result.restored), deleted: count(result.deleted), skipped: count(result.skipped) });
    case 'asset_rules_run': {
      const refused = Object.values(record(result.refused)).reduce<number>((sum, value) => sum + count(value), 0);
      const parts = [t('tasks.outcome.assetRules', { count: count(result.assets), links: count(result.links), matched: count(result.matched) })];
      if (count(result.kept) > 0) parts.push(t('tasks.outcome.assetRulesKept', { kept: count(result.kept) }));
      if (refused > 0) parts.push(t('tasks.outcome.assetRulesRefused', { refused }));
      return parts.join('; ');
    }
    default:
      return null;
  }
}

/**
 * Where a finished export's file is downloaded: the run's download page (the one its notification
 * links to), which names the file and checks the session; null for other tasks.
 */
export function taskDownloadPath(task: TaskText): string | null {
  if (task.type !== 'export') return null;
  const runId = record(task.result).run_id;
  return typeof runId === 'number' && Number.isInteger(runId) && runId > 0 ? `/download/export/${runId}/` : null;
}
