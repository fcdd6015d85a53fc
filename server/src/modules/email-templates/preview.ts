/**
 * The preview and the trial sending of a template (docs/email-templates.md "Preview"): the same
 * renderer as every sending, with the caller as the user, a product of the company when one is
 * named (a sample otherwise) and a sample export and links.
 */
import type { EmailPreviewInput, EmailTrial, RenderedEmail } from '@pimento/shared-kit/contracts/email-templates';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { renderEmail, type PlaceholderValues } from './render.ts';
import { editableTemplate, userPlaceholderValues } from './service.ts';
import type { SentDelivery } from './sent-email-recorder.ts';

const sampleProduct = { sku: 'SAMPLE-0001', name: 'Sample product' };

/** Test sendings go to addresses the user typed: at most this many recipients an hour per user, so the platform's SMTP is no one's relay. */
export const trialRecipientsPerHour = 20;

async function sampleValues(tx: Queryable, principal: SessionPrincipal, publicUrl: string, productSku: string | undefined): Promise<PlaceholderValues> {
  const [product] =
    productSku === undefined || productSku === ''
      ? []
      : await tx.query<{ sku: string; name: string }>('SELECT sku, name FROM products WHERE company_id = $1 AND sku = $2', [principal.companyId, productSku]);
  const chosen = product ?? sampleProduct;
  return {
    ...(await userPlaceholderValues(tx, principal.userId)),
    'product.sku': chosen.sku,
    'product.name': chosen.name,
    'export.name': 'Weekly catalogue',
    'export.file_name': 'catalogue-20261128-0700.xlsx',
    download_url: `${publicUrl}/download/export/sample/`,
    public_download_url: `${publicUrl}/download/shared/sample/`,
  };
}

export async function previewEmail(tx: Queryable, principal: SessionPrincipal, input: EmailPreviewInput, publicUrl: string): Promise<RenderedEmail> {
  return renderEmail(input, await sampleValues(tx, principal, publicUrl, input.product_sku));
}

/** The saved template rendered with the preview's data, for its recipients; only who may edit it sends it. */
export async function trialMessage(tx: Queryable, principal: SessionPrincipal, id: number, publicUrl: string): Promise<MailMessage> {
  const template = await editableTemplate(tx, principal, id);
  const [recent] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM sent_emails WHERE company_id = $1 AND user_id = $2 AND kind = 'template_trial' AND sent_at > now() - interval '1 hour'`,
    [principal.companyId, principal.userId],
  );
  if ((recent?.count ?? 0) + template.recipients.length > trialRecipientsPerHour) {
    throw new AppError(429, 'email-template.trial_limit', { params: { count: trialRecipientsPerHour } });
  }
  const rendered = renderEmail(template, await sampleValues(tx, principal, publicUrl, undefined));
  return {
    to: template.recipients.join(', '),
    ...rendered,
    kind: 'template_trial',
    about: { companyId: principal.companyId, userId: principal.userId },
    template: { id: template.id, name: template.name },
  };
}

export function trialAnswer(deliveries: SentDelivery[]): EmailTrial {
  return { results: deliveries.map((delivery) => ({ recipient: delivery.address, outcome: delivery.outcome, smtp_response: delivery.response })) };
}
