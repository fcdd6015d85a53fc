/**
 * What a feed of a product template exports — a matrix, a single-product matrix or a PDF catalogue
 * (docs/feeds.md "Template types") — checked when the feed is saved as the export engine checks a
 * run: the template one the maker may read, the language one of the company's, the selection's
 * saved filter or client there, and the format one the template writes (`assertRunFormat`, the
 * engine's own codes at `format`). A PDF catalogue is never differential: its contents and page
 * numbers are the whole selection's, and a catalogue of the changed products alone would say
 * nothing of the rest (`feed.pdf_differential` at `differential`).
 */
import type { FeedInput } from '@pimento/shared-kit/contracts/feeds';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { productFeedFormat } from '../exports/asset-export-feeds.ts';
import { assertRunFormat, resolveRendering } from '../exports/export-runs.ts';
import type { Actor } from '../rights/authorization.ts';

type ProductFeed = Pick<Required<FeedInput>, 'template_id' | 'format' | 'selection' | 'language' | 'differential'>;

export async function checkProductFeed(tx: Queryable, actor: Actor, feed: ProductFeed): Promise<void> {
  const format = productFeedFormat(feed.format);
  const rendering = await resolveRendering(tx, actor, {
    source: { kind: 'template', template_id: feed.template_id },
    selection: feed.selection,
    ...(feed.language === null ? {} : { language: feed.language }),
  });
  assertRunFormat(actor, format, rendering);
  if (feed.differential && rendering.pdfPage !== null) throw new AppError(400, 'feed.pdf_differential', { fields: { differential: ['feed.pdf_differential'] } });
}
