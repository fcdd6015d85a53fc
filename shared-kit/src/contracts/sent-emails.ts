import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

/**
 * The history of sent e-mails (docs/email-templates.md "History"): one row per recipient of every
 * message the platform's mailer sent, with the SMTP server's answer — accepted (`delivered`),
 * refused (`bounced`, with its reply) or never reached (`failed`, with the connection's error).
 * Administrators see their company's; every other user the e-mails sent to them or on their behalf.
 */
export const sentEmailOutcomeSchema = z.enum(['delivered', 'bounced', 'failed']);
export type SentEmailOutcome = z.infer<typeof sentEmailOutcomeSchema>;

/** What made the platform send it. */
export const sentEmailKindSchema = z.enum(['feed', 'template_trial', 'invitation', 'password_reset', 'email_confirmation', 'sso_only', 'other']);
export type SentEmailKind = z.infer<typeof sentEmailKindSchema>;

export const sentEmailLimits = { pageSize: 50, recipientSearchLength: 254 } as const;

export const sentEmailSchema = z.strictObject({
  id: z.number().int(),
  sent: z.string(),
  recipient: z.string(),
  subject: z.string(),
  kind: sentEmailKindSchema,
  /** The template it was written from; `name` stays when the template is deleted (`id` null). */
  template: z.strictObject({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  outcome: sentEmailOutcomeSchema,
  /** The SMTP server's reply (`250 …`, `550 …`) or the connection's error. */
  smtp_response: z.string().nullable(),
  /** The user it was sent for (the feed's owner, the invited account…); null once deleted. */
  user: z.strictObject({ id: z.string(), username: z.string() }).nullable(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;

export const sentEmailListQuerySchema = z.object({
  template_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** Part of the recipient's address, case-insensitive. */
  recipient: textSchema.trim().max(sentEmailLimits.recipientSearchLength).optional(),
  outcome: sentEmailOutcomeSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(sentEmailLimits.pageSize).default(20),
});
export type SentEmailListQuery = z.input<typeof sentEmailListQuerySchema>;
/** A query as the server reads it: page and size present. */
export type SentEmailListValues = z.output<typeof sentEmailListQuerySchema>;
export const sentEmailListSchema = z.strictObject({ count: z.number().int(), results: z.array(sentEmailSchema) });
export type SentEmailList = z.infer<typeof sentEmailListSchema>;

export const sentEmailsApi = {
  /** Newest first. */
  list: defineEndpoint({ method: 'GET', path: '/api/sent-emails/', query: sentEmailListQuerySchema, response: sentEmailListSchema, errors: [400] }),
};
