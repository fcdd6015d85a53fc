/**
 * The history of sent e-mails (docs/email-templates.md "History"): administrators and superusers
 * read their company's, every other user the e-mails sent to them or for them.
 */
import { sentEmailListQuerySchema, type SentEmailList, type SentEmailListQuery } from '@pimento/shared-kit/contracts/sent-emails';
import type { Queryable } from '../../db/database.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { findUser } from '../users/repository.ts';
import { listSentEmails } from './sent-email-repository.ts';

export async function sentEmailHistory(tx: Queryable, principal: SessionPrincipal, input: SentEmailListQuery): Promise<SentEmailList> {
  const query = sentEmailListQuerySchema.parse(input);
  // The caller's standing read now, as for the templates: a demoted administrator sees only their own at once.
  const caller = await findUser(tx, principal.userId);
  const everyone = caller !== null && (caller.is_administrator || caller.is_superuser);
  const rows = await listSentEmails(tx, principal.companyId, query, everyone ? null : { userId: principal.userId, email: caller?.email ?? '' });
  return {
    count: Number(rows[0]?.total ?? 0),
    results: rows.map((row) => ({
      id: Number(row.id),
      sent: new Date(row.sent_at).toISOString(),
      recipient: row.recipient,
      subject: row.subject,
      kind: row.kind,
      template: row.template_name === null ? null : { id: row.template_id === null ? null : Number(row.template_id), name: row.template_name },
      outcome: row.outcome,
      smtp_response: row.smtp_response,
      user: row.user_id === null ? null : { id: row.user_id, username: row.username ?? '' },
    })),
  };
}
