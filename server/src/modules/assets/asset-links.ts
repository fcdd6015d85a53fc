/**
 * The assets of a product or a model: listing by category, adding with the spec's placement and
 * sorting modes, removing, reordering, choosing the main image. A category managed by the model
 * links its assets to the model only; the model's products show them read-only. Rights are the
 * product's (or model's): read to see, edit to change; another company's ids are 404.
 */
import type {
  AssetPlacement,
  AssetSortMode,
  FeaturedAsset,
  LinkAssetsRequest,
  LinkedAssets,
  ReorderAssets,
  UnlinkAssets,
} from '@pimento/shared-kit/contracts/product-assets';
import type { Queryable } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { loadRetention, recordChange, type Changes } from '../history/repository.ts';
import type { Actor } from '../rights/authorization.ts';
import { rightsOnObject } from '../rights/authorization.ts';
import * as assetRepository from './asset-repository.ts';
import type { AssetRow } from './asset-repository.ts';
import { isFeaturable } from './asset-rules.ts';
import { toAsset } from './assets.ts';
import { listAll, type AssetCategoryRow } from './category-repository.ts';
import * as links from './link-repository.ts';
import type { LinkOwner, LinkRow, OwnerRow } from './link-repository.ts';

/** What the owner shows: its own links, and on a product those of its model. */
type Shown = { own: LinkRow[]; fromModel: LinkRow[]; modelFeatured: number | null };

async function requireOwner(tx: Queryable, actor: Actor, owner: LinkOwner, id: number, change: boolean): Promise<OwnerRow> {
  const row = await links.findOwner(tx, actor.principal.companyId, owner, id, change);
  const rights = row === null ? null : rightsOnObject(actor, row.group_ids);
  if (row === null || rights === null || !rights.read) throw notFound();
  if (change && !rights.edit) throw new AppError(403, 'rights.forbidden');
  return row;
}

async function shownOn(tx: Queryable, companyId: string, owner: LinkOwner, id: number, row: OwnerRow): Promise<Shown> {
  const own = await links.linksOf(tx, companyId, owner, id);
  if (row.model_id === null) return { own, fromModel: [], modelFeatured: null };
  const model = await links.findOwner(tx, companyId, 'model', row.model_id, false);
  return { own, fromModel: await links.linksOf(tx, companyId, 'model', row.model_id), modelFeatured: model?.featured_asset_id ?? null };
}

/** The main image: the owner's choice while it still shows it, else its model's. */
function featuredOf(row: OwnerRow, shown: Shown): number | null {
  const visible = new Set([...shown.own, ...shown.fromModel].map((link) => link.asset_id));
  if (row.featured_asset_id !== null && visible.has(row.featured_asset_id)) return row.featured_asset_id;
  if (shown.modelFeatured !== null && visible.has(shown.modelFeatured)) return shown.modelFeatured;
  return null;
}

/** Categories depth first, siblings by position then name; the uncategorised (null) last. */
function treeRank(categories: readonly AssetCategoryRow[]): (categoryId: number | null) => string {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const step = (category: AssetCategoryRow) => `${String(category.position).padStart(10, '0')}|${category.name.toLowerCase()}|${String(category.id).padStart(12, '0')}`;
  return (categoryId) => {
    const category = categoryId === null ? undefined : byId.get(categoryId);
    if (category === undefined) return '~';
    return [...category.ancestors.flatMap((ancestor) => (byId.has(ancestor) ? [step(byId.get(ancestor)!)] : [])), step(category)].join('/');
  };
}

async function answer(tx: Queryable, companyId: string, owner: LinkOwner, id: number): Promise<LinkedAssets> {
  const row = (await links.findOwner(tx, companyId, owner, id, false))!;
  const shown = await shownOn(tx, companyId, owner, id, row);
  const assets = new Map((await assetRepository.findAssets(tx, companyId, [...shown.own, ...shown.fromModel].map((link) => link.asset_id), { lock: false })).map((asset) => [asset.id, asset]));
  const categories = await listAll(tx, companyId);
  const managed = new Set(categories.filter((category) => category.managed_by_model).map((category) => category.id));
  const rank = treeRank(categories);
  const groups = new Map<number | null, LinkedAssets['categories'][number]>();
  const add = (link: LinkRow, fromModel: boolean) => {
    const asset = assets.get(link.asset_id);
    if (asset === undefined) return;
    let group = groups.get(asset.category_id);
    if (group === undefined) {
      group = { category_id: asset.category_id, managed_by_model: asset.category_id !== null && managed.has(asset.category_id), assets: [] };
      groups.set(asset.category_id, group);
    }
    group.assets.push({ asset: toAsset(asset), position: link.position, from_model: fromModel });
  };
  for (const link of shown.fromModel) add(link, true);
  for (const link of shown.own) add(link, false);
  return {
    featured_asset_id: featuredOf(row, shown),
    // Code-point order: `~` (no category) after every rank, whatever the locale.
    categories: [...groups.values()].map((group) => ({ group, key: rank(group.category_id) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ group }) => group),
  };
}

/** The owner's assets in the order shown, by name, for its history. */
function historySnapshot(listing: LinkedAssets): { assets: string[]; featured: string | null } {
  const all = listing.categories.flatMap((category) => category.assets.filter((link) => !link.from_model).map((link) => link.asset));
  const featured = listing.categories.flatMap((category) => category.assets).find((link) => link.asset.id === listing.featured_asset_id);
  return { assets: all.map((asset) => asset.file_name), featured: featured?.asset.file_name ?? null };
}

/** Records the change in the owner's history: its assets (names, in order) and its main image. */
async function recordLinkChange(tx: Queryable, actor: Actor, owner: LinkOwner, id: number, before: LinkedAssets, after: LinkedAssets): Promise<void> {
  const [was, is] = [historySnapshot(before), historySnapshot(after)];
  const changes: Changes = {};
  if (JSON.stringify(was.assets) !== JSON.stringify(is.assets)) changes.assets = [was.assets, is.assets];
  if (was.featured !== is.featured) changes.featured_asset = [was.featured, is.featured];
  const companyId = actor.principal.companyId;
  await recordChange(tx, companyId, { entity: owner, entityId: id, userId: actor.principal.userId, changes }, await loadRetention(tx, companyId));
}

async function managedCategoryIds(tx: Queryable, companyId: string): Promise<Set<number>> {
  return new Set((await listAll(tx, companyId)).filter((category) => category.managed_by_model).map((category) => category.id));
}

/** A product takes no asset of a category managed by the model; a model takes only those. */
function assertOwnerTakes(owner: LinkOwner, asset: AssetRow, managed: ReadonlySet<number>): void {
  const isManaged = asset.category_id !== null && managed.has(asset.category_id);
  if (owner === 'product' && isManaged) throw new AppError(422, 'asset.category_managed_by_model', { fields: { asset_ids: ['asset.category_managed_by_model'] } });
  if (owner === 'model' && !isManaged) throw new AppError(422, 'asset.category_not_managed_by_model', { fields: { asset_ids: ['asset.category_not_managed_by_model'] } });
}

export async function listLinkedAssets(tx: Queryable, actor: Actor, owner: LinkOwner, id: number): Promise<LinkedAssets> {
  await requireOwner(tx, actor, owner, id, false);
  return answer(tx, actor.principal.companyId, owner, id);
}

/** The category's new order after an addition (spec §9 placement, then sorting mode). */
export function orderAfterAddition(
  current: readonly AssetRow[],
  added: readonly AssetRow[],
  mode: { placement: AssetPlacement; sort: AssetSortMode; featuredId: number | null },
): AssetRow[] {
  let order: AssetRow[];
  if (mode.placement === 'before') order = [...added, ...current];
  else if (mode.placement === 'after') order = [...current, ...added];
  else {
    // Each at its own asset order, lowest first, so an earlier insertion does not shift a later one.
    order = [...current];
    for (const asset of [...added].sort((a, b) => a.position - b.position)) order.splice(Math.min(asset.position - 1, order.length), 0, asset);
  }
  if (mode.sort === 'never') return order;
  const byAssetOrder = (list: AssetRow[]) => list.map((asset, index) => ({ asset, index })).sort((a, b) => a.asset.position - b.asset.position || a.index - b.index).map(({ asset }) => asset);
  if (mode.sort === 'always') return byAssetOrder(order);
  const kept = order.find((asset) => asset.id === mode.featuredId) ?? order[0];
  return kept === undefined ? order : [kept, ...byAssetOrder(order.filter((asset) => asset !== kept))];
}

/**
 * One change of the owner's links under its edit right: `change` sees the listing before; the
 * listing after is answered and the difference goes into the owner's history.
 */
async function changeLinks(
  tx: Queryable,
  actor: Actor,
  owner: LinkOwner,
  id: number,
  change: (before: LinkedAssets, row: OwnerRow) => Promise<void>,
): Promise<LinkedAssets> {
  const companyId = actor.principal.companyId;
  const row = await requireOwner(tx, actor, owner, id, true);
  const before = await answer(tx, companyId, owner, id);
  await change(before, row);
  const after = await answer(tx, companyId, owner, id);
  await recordLinkChange(tx, actor, owner, id, before, after);
  return after;
}

/** The linked assets by id, and whether each is the owner's own or its model's. */
function linksById(listing: LinkedAssets): Map<number, LinkedAssets['categories'][number]['assets'][number]> {
  return new Map(listing.categories.flatMap((category) => category.assets.map((link) => [link.asset.id, link] as const)));
}

export function addLinkedAssets(tx: Queryable, actor: Actor, owner: LinkOwner, id: number, input: LinkAssetsRequest): Promise<LinkedAssets> {
  const { asset_ids: assetIds, placement, sort } = input;
  const companyId = actor.principal.companyId;
  return changeLinks(tx, actor, owner, id, async (before) => {
    const assets = await assetRepository.findAssets(tx, companyId, assetIds);
    if (assets.length !== assetIds.length) throw notFound();
    const managed = await managedCategoryIds(tx, companyId);
    for (const asset of assets) assertOwnerTakes(owner, asset, managed);
    const ownIds = [...linksById(before).values()].filter((link) => !link.from_model).map((link) => link.asset.id);
    // Already linked assets keep their place: adding twice changes nothing.
    const byId = new Map(assets.map((asset) => [asset.id, asset]));
    const added = assetIds.filter((assetId) => !ownIds.includes(assetId)).map((assetId) => byId.get(assetId)!);
    if (added.length === 0) return;
    await links.insertLinks(tx, companyId, owner, id, added.map((asset) => asset.id));
    const ownRows = new Map((await assetRepository.findAssets(tx, companyId, ownIds, { lock: false })).map((asset) => [asset.id, asset]));
    for (const categoryId of new Set(added.map((asset) => asset.category_id))) {
      const group = before.categories.find((category) => category.category_id === categoryId);
      const current = (group?.assets ?? []).filter((link) => !link.from_model).map((link) => ownRows.get(link.asset.id)!);
      const order = orderAfterAddition(current, added.filter((asset) => asset.category_id === categoryId), { placement, sort, featuredId: before.featured_asset_id });
      await links.setPositions(tx, companyId, owner, id, order.map((asset) => asset.id));
    }
  });
}

export function removeLinkedAssets(tx: Queryable, actor: Actor, owner: LinkOwner, id: number, input: UnlinkAssets): Promise<LinkedAssets> {
  const companyId = actor.principal.companyId;
  return changeLinks(tx, actor, owner, id, async (before, row) => {
    const assets = await assetRepository.findAssets(tx, companyId, input.asset_ids);
    if (assets.length !== input.asset_ids.length) throw notFound();
    const shown = linksById(before);
    for (const assetId of input.asset_ids) {
      const link = shown.get(assetId);
      if (link === undefined) throw new AppError(422, 'asset.not_linked', { fields: { asset_ids: ['asset.not_linked'] } });
      if (link.from_model) throw new AppError(422, 'asset.category_managed_by_model', { fields: { asset_ids: ['asset.category_managed_by_model'] } });
    }
    await links.deleteLinks(tx, companyId, owner, id, input.asset_ids);
    if (row.featured_asset_id !== null && input.asset_ids.includes(row.featured_asset_id)) await links.setFeatured(tx, companyId, owner, id, null);
    const removed = new Set(input.asset_ids);
    for (const category of before.categories) {
      if (!category.assets.some((link) => removed.has(link.asset.id))) continue;
      const kept = category.assets.filter((link) => !link.from_model && !removed.has(link.asset.id)).map((link) => link.asset.id);
      await links.setPositions(tx, companyId, owner, id, kept);
    }
  });
}

export function reorderLinkedAssets(tx: Queryable, actor: Actor, owner: LinkOwner, id: number, input: ReorderAssets): Promise<LinkedAssets> {
  return changeLinks(tx, actor, owner, id, async (before) => {
    const category = before.categories.find((group) => group.category_id === input.category_id);
    if (category !== undefined && category.assets.some((link) => link.from_model)) {
      throw new AppError(422, 'asset.category_managed_by_model', { fields: { category_id: ['asset.category_managed_by_model'] } });
    }
    const current = (category?.assets ?? []).map((link) => link.asset.id);
    const same = current.length === input.asset_ids.length && input.asset_ids.every((assetId) => current.includes(assetId));
    if (!same) throw new AppError(422, 'asset.order_mismatch', { fields: { asset_ids: ['asset.order_mismatch'] } });
    await links.setPositions(tx, actor.principal.companyId, owner, id, input.asset_ids);
  });
}

export function setFeaturedAsset(tx: Queryable, actor: Actor, owner: LinkOwner, id: number, input: FeaturedAsset): Promise<LinkedAssets> {
  const companyId = actor.principal.companyId;
  return changeLinks(tx, actor, owner, id, async (before) => {
    if (input.asset_id !== null) {
      const [asset] = await assetRepository.findAssets(tx, companyId, [input.asset_id], { lock: false });
      if (asset === undefined) throw notFound();
      if (!linksById(before).has(input.asset_id)) throw new AppError(422, 'asset.not_linked', { fields: { asset_id: ['asset.not_linked'] } });
      if (!isFeaturable(asset.kind)) throw new AppError(422, 'asset.not_eligible_featured', { fields: { asset_id: ['asset.not_eligible_featured'] } });
    }
    await links.setFeatured(tx, companyId, owner, id, input.asset_id);
  });
}
