/**
 * E-mail templates (docs/email-templates.md): every user of the company reads them; their owner
 * and the administrators change them (spec §5, §8 "not authorised to edit this e-mail template").
 */
import type { EmailTemplate, EmailTemplateInput } from '@pimento/shared-kit/contracts/email-templates';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { findUser } from '../users/repository.ts';
import type { PlaceholderValues } from './render.ts';

type TemplateRow = {
  id: string;
  name: string;
  subject: string;
  recipients: string[];
  body: string;
  language_code: 'en' | 'fr';
  owner_id: string | null;
  owner_username: string | null;
  updated_at: Date;
};

const select = `SELECT t.id::text, t.name, t.subject, t.recipients, t.body, t.language_code, t.owner_id::text, u.username AS owner_username, t.updated_at
                  FROM email_templates t LEFT JOIN users u ON u.id = t.owner_id`;

/** The caller's standing read now, not from the token: a demoted administrator is refused at once. */
async function isAdministrator(tx: Queryable, principal: SessionPrincipal): Promise<boolean> {
  const caller = await findUser(tx, principal.userId);
  return caller !== null && (caller.is_administrator || caller.is_superuser);
}

function toTemplate(row: TemplateRow, principal: SessionPrincipal, administrator: boolean): EmailTemplate {
  return {
    id: Number(row.id),
    name: row.name,
    subject: row.subject,
    recipients: row.recipients,
    body: row.body,
    language_code: row.language_code,
    owner: row.owner_id === null ? null : { id: row.owner_id, username: row.owner_username ?? '' },
    can_edit: administrator || row.owner_id === principal.userId,
    updated: new Date(row.updated_at).toISOString(),
  };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, 'email-template.name_taken', { fields: { name: ['email-template.name_taken'] } });
  throw error;
}

async function findRow(tx: Queryable, principal: SessionPrincipal, id: number): Promise<TemplateRow> {
  const [row] = await tx.query<TemplateRow>(`${select} WHERE t.company_id = $1 AND t.id = $2`, [principal.companyId, id]);
  if (row === undefined) throw notFound('email-template.not_found');
  return row;
}

/** The template, if the caller may change it (owner or administrator), else 403. */
async function editableRow(tx: Queryable, principal: SessionPrincipal, id: number): Promise<{ row: TemplateRow; administrator: boolean }> {
  const row = await findRow(tx, principal, id);
  const administrator = await isAdministrator(tx, principal);
  if (!administrator && row.owner_id !== principal.userId) throw new AppError(403, 'email-template.not_authorised');
  return { row, administrator };
}

/** The template as stored, if the caller may change it (the trial sending's rule too). */
export async function editableTemplate(tx: Queryable, principal: SessionPrincipal, id: number): Promise<EmailTemplate> {
  const { row, administrator } = await editableRow(tx, principal, id);
  return toTemplate(row, principal, administrator);
}

/** A template of the company for a sending (a feed's e-mail), or null when it is gone. */
export async function templateForSending(tx: Queryable, companyId: string, id: number): Promise<{ id: number; name: string; subject: string; body: string } | null> {
  const [row] = await tx.query<{ id: string; name: string; subject: string; body: string }>('SELECT id::text, name, subject, body FROM email_templates WHERE company_id = $1 AND id = $2', [companyId, id]);
  return row === undefined ? null : { ...row, id: Number(row.id) };
}

/** The `user.*` placeholders of a user of the company (empty once the account is gone). */
export async function userPlaceholderValues(tx: Queryable, userId: string): Promise<PlaceholderValues> {
  const user = await findUser(tx, userId);
  return { 'user.first_name': user?.first_name ?? '', 'user.last_name': user?.last_name ?? '', 'user.username': user?.username ?? '', 'user.email': user?.email ?? '' };
}

export async function listEmailTemplates(tx: Queryable, principal: SessionPrincipal): Promise<EmailTemplate[]> {
  const administrator = await isAdministrator(tx, principal);
  const rows = await tx.query<TemplateRow>(`${select} WHERE t.company_id = $1 ORDER BY lower(t.name), t.id`, [principal.companyId]);
  return rows.map((row) => toTemplate(row, principal, administrator));
}

export async function getEmailTemplate(tx: Queryable, principal: SessionPrincipal, id: number): Promise<EmailTemplate> {
  return toTemplate(await findRow(tx, principal, id), principal, await isAdministrator(tx, principal));
}

export async function createEmailTemplate(tx: Queryable, principal: SessionPrincipal, input: EmailTemplateInput): Promise<EmailTemplate> {
  const [created] = await tx
    .query<{ id: string }>(
      `INSERT INTO email_templates (company_id, owner_id, name, subject, recipients, body, language_code) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
      [principal.companyId, principal.userId, input.name, input.subject, input.recipients, input.body, input.language_code],
    )
    .catch(nameTaken);
  return getEmailTemplate(tx, principal, Number(created!.id));
}

export async function updateEmailTemplate(tx: Queryable, principal: SessionPrincipal, id: number, input: Partial<EmailTemplateInput>): Promise<EmailTemplate> {
  const { row, administrator } = await editableRow(tx, principal, id);
  const next = { ...row, ...input };
  await tx
    .query(`UPDATE email_templates SET name = $3, subject = $4, recipients = $5, body = $6, language_code = $7, updated_at = now() WHERE company_id = $1 AND id = $2`, [
      principal.companyId,
      id,
      next.name,
      next.subject,
      next.recipients,
      next.body,
      next.language_code,
    ])
    .catch(nameTaken);
  return toTemplate(await findRow(tx, principal, id), principal, administrator);
}

export async function deleteEmailTemplate(tx: Queryable, principal: SessionPrincipal, id: number): Promise<void> {
  await editableRow(tx, principal, id);
  await tx.query('DELETE FROM email_templates WHERE company_id = $1 AND id = $2', [principal.companyId, id]);
}
