/**
 * Completion (docs/completion.md): the company's method, a product's completion per client and
 * language with what it misses and why, and the summaries of the stored figures.
 */
import type { ClientProblem } from '@pimento/shared-kit/contracts/clients';
import type { CompletionDashboard, CompletionSettings, CompletionState, CompletionSummary, MissingPoint, ProductCompletion, ScopeCompletion } from '@pimento/shared-kit/contracts/completion';
import { completionBuckets, dashboardFurthestCount, dashboardHistoryDays, dashboardWorstCount } from '@pimento/shared-kit/contracts/completion';
import type { CompletionMethod } from '@pimento/shared-kit/contracts/completion';
import { errorMessage, type ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { assertCatalogueRight, groupsWithRight, loadCatalogueContext, restrictedByGroups } from '../catalogue/index.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertAdministrator, assertFeature, rightsOnObject } from '../rights/authorization.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { loadModel, readFacts } from './engine.ts';
import { percentOf, productPoints, type Point } from './model.ts';
import * as repository from './repository.ts';
import { requestRecompute } from './recompute-job.ts';

async function stateOf(tx: Queryable, companyId: string, settings: repository.SettingsRow): Promise<{ state: CompletionState; task_id: string | null }> {
  const pending = await repository.pendingTask(tx, companyId);
  if (settings.computed_generation >= settings.generation) return { state: 'ready', task_id: null };
  return pending === null ? { state: 'due', task_id: null } : { state: 'computing', task_id: pending.task_id };
}

export async function getSettings(tx: Queryable, actor: Actor): Promise<CompletionSettings> {
  assertCatalogueRight(actor, 'read');
  const settings = await repository.readSettings(tx, actor.principal.companyId);
  return { method: settings.method, ...(await stateOf(tx, actor.principal.companyId, settings)) };
}

/** Administrators change the method; the whole catalogue is recomputed. Answers the task to announce, if one was started. */
export async function updateSettings(tx: Queryable, actor: Actor, method: CompletionMethod): Promise<{ settings: CompletionSettings; task: TaskRow | null }> {
  assertAdministrator(actor.principal);
  const companyId = actor.principal.companyId;
  const before = await repository.readSettings(tx, companyId);
  let task: TaskRow | null = null;
  if (before.method !== method || before.computed_generation < before.generation) {
    task = await requestRecompute(tx, companyId, actor.principal.userId, { method });
  }
  return { settings: await getSettings(tx, actor), task };
}

/** Administrators start the recomputation by hand (figures `due`); a waiting or running one is answered instead. */
export async function startRecompute(tx: Queryable, actor: Actor): Promise<{ taskId: string; task: TaskRow | null }> {
  assertAdministrator(actor.principal);
  const pending = await repository.pendingTask(tx, actor.principal.companyId);
  if (pending !== null) return { taskId: pending.task_id, task: null };
  const task = (await requestRecompute(tx, actor.principal.companyId, actor.principal.userId))!;
  return { taskId: task.id, task };
}

function valueText(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

function missingPoint(point: Point, language: 'en' | 'fr'): MissingPoint {
  const demand = point.demand;
  if (demand === null) return { attribute_id: point.attributeId, language: point.language, rule: null, code: 'value.mandatory_missing', message: errorMessage('value.mandatory_missing', language) };
  const code = `rule.${demand.operator}` as ErrorCode;
  return {
    attribute_id: point.attributeId,
    language: point.language,
    rule: { id: demand.rule.id, name: demand.rule.name },
    code,
    message: demand.rule.message[language] ?? errorMessage(code, language, { rule: demand.rule.name, value: valueText(demand.value) }),
  };
}

/**
 * A product's completion overall and for each client it goes to (those the reader may read), per
 * language, with the points it misses and why. Computed by the same function as the stored figures.
 */
export async function productCompletion(tx: Queryable, actor: Actor, productId: number): Promise<ProductCompletion> {
  assertCatalogueRight(actor, 'read');
  const companyId = actor.principal.companyId;
  const [product] = await tx.query<{ group_ids: string[] }>('SELECT group_ids::text[] AS group_ids FROM products WHERE company_id = $1 AND id = $2', [companyId, productId]);
  if (product === undefined || !rightsOnObject(actor, product.group_ids).read) throw notFound();
  const loaded = await loadModel(tx, companyId);
  const [facts] = await readFacts(tx, loaded, companyId, (sql) => `p.id = ${sql.param(productId)}`);
  // Rights on attributes change without a change of what counts: the definitions as they are now.
  const readable = attributeRightsOf(actor, (await loadCatalogueContext(tx, companyId)).catalogue).readable.byId;
  const language = actor.principal.language;
  // Names and rights of clients as they are now (a rename or a permission change counts nothing).
  const clients = actor.features.clients_feature_activated ? await repository.listClients(tx, companyId) : [];
  const clientsShown = new Map(clients.filter((client) => rightsOnObject(actor, client.group_ids).read).map((client) => [client.id, client]));
  const scopes: ScopeCompletion[] = [];
  for (const [scopeId, points] of productPoints(loaded.model, facts!)) {
    const client = scopeId === 0 ? null : clientsShown.get(scopeId);
    if (client === undefined) continue;
    const met = points.filter((point) => point.met).length;
    const missed = points.filter((point) => !point.met);
    scopes.push({
      client: client === null ? null : { id: client.id, name: client.name },
      percent: percentOf(met, points.length),
      required: points.length,
      met,
      languages: loaded.model.languages.map((code) => {
        const inLanguage = points.filter((point) => point.language === null || point.language === code);
        const metIn = inLanguage.filter((point) => point.met).length;
        return { language: code, percent: percentOf(metIn, inLanguage.length), required: inLanguage.length, met: metIn };
      }),
      missing: missed.filter((point) => readable.has(point.attributeId)).map((point) => missingPoint(point, language)),
      hidden_missing: missed.filter((point) => !readable.has(point.attributeId)).length,
    });
  }
  scopes.sort((a, b) => (a.client === null ? -1 : b.client === null ? 1 : a.client.name.localeCompare(b.client.name)));
  const settings = loaded.settings;
  return { method: settings.method, state: (await stateOf(tx, companyId, settings)).state, scopes };
}

type SummaryHead = Pick<CompletionSummary, 'method' | 'state' | 'task_id'>;

function summaryFrom(head: SummaryHead, client: { id: number; name: string } | null, figures: repository.ScopeSummary, languages: readonly string[]): CompletionSummary {
  const { row } = figures;
  return {
    client,
    ...head,
    products: row.products,
    average: row.average,
    complete: row.complete,
    distribution: completionBuckets.map(([from, to], index) => ({ from, to, count: row.buckets[index] ?? 0 })),
    languages: languages.map((language) => ({ language, average: figures.languages.get(language) ?? null })),
  };
}

async function summaryHead(tx: Queryable, companyId: string): Promise<SummaryHead> {
  const settings = await repository.readSettings(tx, companyId);
  return { method: settings.method, ...(await stateOf(tx, companyId, settings)) };
}

/** The groups whose products the reader may read, or null when no group restricts them. */
export const readableGroups = (actor: Actor) => (restrictedByGroups(actor) ? groupsWithRight(actor, 'read') : null);

async function summaryOf(tx: Queryable, actor: Actor, client: { id: number; name: string } | null): Promise<CompletionSummary> {
  const companyId = actor.principal.companyId;
  const languages = (await loadModel(tx, companyId)).model.languages;
  const figures = await repository.summary(tx, companyId, client?.id ?? 0, languages, readableGroups(actor));
  return summaryFrom(await summaryHead(tx, companyId), client, figures, languages);
}

/** The whole catalogue's figures (the products the reader may read). */
export async function catalogueSummary(tx: Queryable, actor: Actor): Promise<CompletionSummary> {
  assertCatalogueRight(actor, 'read');
  return summaryOf(tx, actor, null);
}

/** A client's figures: the products it receives (that the reader may read). 404 for a client the reader may not read. */
export async function clientSummary(tx: Queryable, actor: Actor, clientId: number): Promise<CompletionSummary> {
  assertFeature(actor.features, 'clients_feature_activated');
  assertCatalogueRight(actor, 'read');
  const [client] = await tx.query<{ id: number; name: string; group_ids: string[] }>('SELECT id::int AS id, name, group_ids::text[] AS group_ids FROM clients WHERE company_id = $1 AND id = $2', [
    actor.principal.companyId,
    clientId,
  ]);
  if (client === undefined || !rightsOnObject(actor, client.group_ids).read) throw notFound();
  return summaryOf(tx, actor, { id: client.id, name: client.name });
}

/**
 * `/dashboard/`: the company's figures, each readable client's with what it lacks (spec §8: no
 * price list, no product, no main template), and the products furthest from complete. "No
 * product" is read from the client's figures: the products it receives that the reader may read
 * (the client module's count once the figures are `ready`).
 */
export async function dashboard(tx: Queryable, actor: Actor): Promise<CompletionDashboard> {
  assertCatalogueRight(actor, 'read');
  const companyId = actor.principal.companyId;
  const groups = readableGroups(actor);
  const clients = actor.features.clients_feature_activated ? (await repository.dashboardClients(tx, companyId)).filter((client) => rightsOnObject(actor, client.group_ids).read) : [];
  const languages = (await loadModel(tx, companyId)).model.languages;
  const scopeIds = [0, ...clients.map((client) => client.id)];
  // A reader of every product reads the counts kept by the writes; one some group restricts, the aggregate of what they may read.
  const figures = groups === null ? await repository.keptSummaries(tx, companyId, scopeIds, languages) : await repository.summaries(tx, companyId, scopeIds, languages, groups);
  const head = await summaryHead(tx, companyId);
  return {
    ...head,
    overall: summaryFrom(head, null, figures.get(0)!, languages),
    clients: clients.map((client) => {
      const summary = summaryFrom(head, { id: client.id, name: client.name }, figures.get(client.id)!, languages);
      const problems: ClientProblem[] = [];
      if (client.price_list_id === null) problems.push('client.no_price');
      if (summary.products === 0) problems.push('client.no_product');
      if (client.main_template_id === null) problems.push('client.no_main_template');
      return { summary, problems };
    }),
    furthest: await repository.furthest(tx, companyId, dashboardFurthestCount, groups),
    history: groups === null ? await history(tx, companyId, scopeIds) : null,
    worst_attributes: await worstAttributes(tx, actor, scopeIds, groups),
  };
}

/** Per scope, the readable attributes most products miss (the counts kept by the writes, or the reader's own aggregate). */
async function worstAttributes(tx: Queryable, actor: Actor, scopeIds: readonly number[], groups: readonly string[] | null): Promise<CompletionDashboard['worst_attributes']> {
  const companyId = actor.principal.companyId;
  const readable = attributeRightsOf(actor, (await loadCatalogueContext(tx, companyId)).catalogue).readable.byId;
  const rows = await repository.gapCounts(tx, companyId, scopeIds, groups);
  return scopeIds.map((scopeId) => ({
    client: scopeId === 0 ? null : scopeId,
    attributes: rows
      .filter((row) => row.scope_id === scopeId && readable.has(row.attribute_id))
      .slice(0, dashboardWorstCount)
      .map((row) => {
        const attribute = readable.get(row.attribute_id)!;
        return { attribute_id: row.attribute_id, code: attribute.code, labels: attribute.labels, products: row.products };
      }),
  }));
}

/** The daily snapshots of these scopes over the last `dashboardHistoryDays` days, overall first. */
async function history(tx: Queryable, companyId: string, scopeIds: readonly number[]): Promise<CompletionDashboard['history']> {
  const since = new Date(Date.now() - dashboardHistoryDays * 86_400_000).toISOString().slice(0, 10);
  const rows = await repository.dailyFigures(tx, companyId, scopeIds, since);
  return scopeIds.map((scopeId) => ({
    client: scopeId === 0 ? null : scopeId,
    days: rows.filter((row) => row.scope_id === scopeId).map(({ day, products, average, complete }) => ({ day, products, average, complete })),
  }));
}
