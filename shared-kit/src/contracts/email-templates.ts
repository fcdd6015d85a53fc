import { z } from 'zod';
import { interfaceLanguageSchema } from './common.ts';
import { defineEndpoint, noContentSchema } from './endpoint.ts';
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

export const emailTemplateInputSchema = z.strictObject({
  name: nonBlank(emailTemplateLimits.nameLength),
  subject: nonBlank(emailTemplateLimits.subjectLength),
  recipients: z.array(z.email().max(emailTemplateLimits.emailLength)).min(1).max(emailTemplateLimits.recipients),
  body: nonBlank(emailTemplateLimits.bodyLength),
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

const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const errors = [400, 403, 404, 409] as const;

export const emailTemplatesApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/email-templates/', response: z.array(emailTemplateSchema) }),
  create: defineEndpoint({ method: 'POST', path: '/api/email-templates/', body: emailTemplateInputSchema, status: 201, response: emailTemplateSchema, errors }),
  get: defineEndpoint({ method: 'GET', path: '/api/email-templates/:id/', params: idParamsSchema, response: emailTemplateSchema, errors }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/email-templates/:id/', params: idParamsSchema, body: emailTemplateUpdateSchema, response: emailTemplateSchema, errors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/email-templates/:id/', params: idParamsSchema, status: 204, response: noContentSchema, errors }),
};
