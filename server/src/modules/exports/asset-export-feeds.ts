/**
 * Asset feeds (docs/assets.md "Asset export"): a feed of an asset export template delivers its zip
 * (or its Excel list of URLs) on the feed's schedule, through the feeds' own destinations. The
 * company's `asset_feed_activated` gates them; a zip is an asset template's file only, and an asset
 * feed is never differential (the differential compares product rows).
 */
import type { ExportRunFormat } from '@pimento/shared-kit/contracts/exports';
import type { FeedFormat, FeedInput } from '@pimento/shared-kit/contracts/feeds';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { getTemplate } from '../export-templates/index.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertFeature } from '../rights/authorization.ts';
import { createAssetExportRun } from './asset-export-runs.ts';

export async function isAssetExportTemplate(tx: Queryable, actor: Actor, templateId: number): Promise<boolean> {
  return (await getTemplate(tx, actor, templateId)).type === 'asset_export';
}

/** The feed's fields as an asset feed needs them, each refusal at its field. */
export function checkAssetFeed(actor: Actor, input: Pick<FeedInput, 'format' | 'differential'>): void {
  assertFeature(actor.features, 'asset_feed_activated');
  if (input.format !== 'zip' && input.format !== 'xlsx') throw new AppError(400, 'asset_export.feed_format', { fields: { format: ['asset_export.feed_format'] } });
  if (input.differential === true) throw new AppError(400, 'asset_export.feed_differential', { fields: { differential: ['asset_export.feed_differential'] } });
}

/** A product template's feed (a table, a PDF catalogue) runs the export engine: a zip is refused at its field. */
export function productFeedFormat(format: FeedFormat): ExportRunFormat {
  if (format === 'zip') throw new AppError(400, 'asset_export.zip_needs_asset_template', { fields: { format: ['asset_export.zip_needs_asset_template'] } });
  return format;
}

/** The feed's run: the template's assets as they are now, the file named as the feed says. */
export function startAssetFeedRun(tx: Queryable, actor: Actor, feed: { template_id: number; format: string; file_name: string }, publicUrl: string) {
  assertFeature(actor.features, 'asset_feed_activated');
  return createAssetExportRun(tx, actor, { template_id: feed.template_id, format: feed.format === 'zip' ? 'zip' : 'xlsx', file_name: feed.file_name }, publicUrl);
}
