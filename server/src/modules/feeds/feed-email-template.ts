/**
 * A feed's e-mail written by an e-mail template of the company (docs/email-templates.md "Used by
 * feeds"): checked when the feed is saved; the delivery renders it (`destinations.ts`).
 */
import { holdsDownloadLink } from '@pimento/shared-kit/contracts/email-placeholders';
import type { FeedDestination } from '@pimento/shared-kit/contracts/feeds';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { templateForSending } from '../email-templates/service.ts';

/** Checks a chosen e-mail template when the feed is saved: the company's, and holding a download link (spec §5). */
export async function checkEmailTemplate(tx: Queryable, companyId: string, destination: FeedDestination): Promise<void> {
  if (destination.kind !== 'email' || destination.email_template_id == null) return;
  const template = await templateForSending(tx, companyId, destination.email_template_id);
  const field = 'destination.email_template_id';
  if (template === null) throw new AppError(422, 'feed.email_template_not_found', { fields: { [field]: ['feed.email_template_not_found'] } });
  if (!holdsDownloadLink(template.body)) {
    throw new AppError(422, 'feed.email_template_needs_download_url', {
      fields: { [field]: ['feed.email_template_needs_download_url'] },
      params: { private_placeholder: '{{download_url}}', public_placeholder: '{{public_download_url}}' },
    });
  }
}
