import { z } from 'zod';
import { interfaceLanguageSchema } from './common.ts';
import { defineEndpoint, noContentSchema } from './endpoint.ts';
import { unknownPlaceholders } from './email-placeholders.ts';
import { textSchema } from './input-guards.ts';

/**
 * E-mail templates (spec §3 "E-mail template", §5; docs/email-templates.md): name, subject,
 * recipients, body and language code, each required with its length limit; each recipient a
 * valid address; the language one of the interface languages. Every user of the company sees
 * them (feeds and notifications use them); only their owner and administrators change them
 * (403 `email-template.not_authorised`).
 */
export const emailTemplateLimits = { nameLength: 100, subjectLength: 200, recipients: 50, emailLength: 254, bodyLength: 20_000 };

const nonBlank = (max: number) => textSchema.trim().min(1).max(max);
/** Text whose `{{…}}` are all known placeholders (`email-template.unknown_placeholder` at the field). */
const withPlaceholders = (max: number) =>
  nonBlank(max).refine((text) => unknownPlaceholders(text).length === 0, {
    params: { code: 'email-template.unknown_placeholder' },
    message: 'email-template.unknown_placeholder',
  });

export const emailTemplateInputSchema = z.strictObject({
  name: nonBlank(emailTemplateLimits.nameLength),
  subject: withPlaceholders(emailTemplateLimits.subjectLength),
  recipients: z.array(z.email().max(emailTemplateLimits.emailLength)).min(1).max(emailTemplateLimits.recipients),
  body: withPlaceholders(emailTemplateLimits.bodyLength),
  language_code: interfaceLanguageSchema,
});
export type EmailTemplateInput = z.infer<typeof emailTemplateInputSchema>;
export const emailTemplateUpdateSchema = emailTemplateInputSchema.partial();

export const emailTemplateSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  recipients: z.array(z.string()),
  body: z.string(),
  language_code: interfaceLanguageSchema,
  /** Null once the owner's account is deleted (administrators then change it). */
  owner: z.strictObject({ id: z.string(), username: z.string() }).nullable(),
  /** Whether the caller may change or delete it. */
  can_edit: z.boolean(),
  updated: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/**
 * What the preview renders: the editor's subject and body as they stand (saved or not), with the
 * caller as the user, a product of the company when `product_sku` names one (else a sample) and a
 * sample export and links.
 */
export const emailPreviewInputSchema = z.strictObject({
  subject: withPlaceholders(emailTemplateLimits.subjectLength),
  body: withPlaceholders(emailTemplateLimits.bodyLength),
  product_sku: textSchema.trim().max(255).optional(),
});
export type EmailPreviewInput = z.infer<typeof emailPreviewInputSchema>;

/** A rendered message: the subject on one line, the text and its HTML (every value escaped). */
export const renderedEmailSchema = z.strictObject({ subject: z.string(), text: z.string(), html: z.string() });
export type RenderedEmail = z.infer<typeof renderedEmailSchema>;

/** A trial sending of a saved template to its recipients, with the preview's data; each one's SMTP outcome. */
export const emailTrialSchema = z.strictObject({
  results: z.array(z.strictObject({ recipient: z.string(), outcome: z.enum(['delivered', 'bounced', 'failed']), smtp_response: z.string().nullable() })),
});
export type EmailTrial = z.infer<typeof emailTrialSchema>;

const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const errors = [400, 403, 404, 409] as const;

export const emailTemplatesApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/email-templates/', response: z.array(emailTemplateSchema) }),
  create: defineEndpoint({ method: 'POST', path: '/api/email-templates/', body: emailTemplateInputSchema, status: 201, response: emailTemplateSchema, errors }),
  get: defineEndpoint({ method: 'GET', path: '/api/email-templates/:id/', params: idParamsSchema, response: emailTemplateSchema, errors }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/email-templates/:id/', params: idParamsSchema, body: emailTemplateUpdateSchema, response: emailTemplateSchema, errors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/email-templates/:id/', params: idParamsSchema, status: 204, response: noContentSchema, errors }),
  preview: defineEndpoint({ method: 'POST', path: '/api/email-templates/preview/', body: emailPreviewInputSchema, response: renderedEmailSchema, errors: [400] }),
  /** Sends the saved template to its recipients (the preview's data), 20 recipients an hour per user at most (429 `email-template.trial_limit`); recorded in the history like every e-mail. */
  sendTrial: defineEndpoint({ method: 'POST', path: '/api/email-templates/:id/send/', params: idParamsSchema, response: emailTrialSchema, errors: [...errors, 429] }),
};
