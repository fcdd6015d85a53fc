/** The rows of `sent_emails` (migration 1310): written by the recording mailer, read by the history. */
import type { SentEmailKind, SentEmailListValues, SentEmailOutcome } from '@pimento/shared-kit/contracts/sent-emails';
import type { Database, Queryable } from '../../db/database.ts';

export type SentEmailEntry = {
  recipient: string;
  outcome: SentEmailOutcome;
  smtpResponse: string | null;
  subject: string;
  kind: SentEmailKind;
  template: { id: number; name: string } | null;
  about: { companyId: string; userId: string | null } | null;
};

export type SentEmailRow = {
  id: string;
  sent_at: Date;
  recipient: string;
  subject: string;
  kind: SentEmailKind;
  template_id: string | null;
  template_name: string | null;
  outcome: SentEmailOutcome;
  smtp_response: string | null;
  user_id: string | null;
  username: string | null;
  total: string;
};

/** Whose e-mail it is when the message does not say: the account the address belongs to (addresses are unique across companies). */
async function accountOf(db: Database, address: string): Promise<{ companyId: string; userId: string } | null> {
  const [row] = await db.query<{ company_id: string; id: string }>('SELECT company_id::text, id::text FROM users WHERE lower(email) = lower($1)', [address]);
  return row === undefined ? null : { companyId: row.company_id, userId: row.id };
}

/** Records each recipient's outcome in its company; an address of no company's account, sent for none, is not recorded. */
export async function insertSentEmails(db: Database, entries: SentEmailEntry[]): Promise<void> {
  for (const entry of entries) {
    const about = entry.about ?? (await accountOf(db, entry.recipient));
    if (about === null) continue;
    await db.withTenant(about.companyId, (tx) =>
      tx.query(
        `INSERT INTO sent_emails (company_id, user_id, template_id, template_name, kind, recipient, subject, outcome, smtp_response)
         VALUES ($1, $2, (SELECT id FROM email_templates WHERE company_id = $1 AND id = $3), $4, $5, $6, $7, $8, $9)`,
        [about.companyId, about.userId, entry.template?.id ?? null, entry.template?.name ?? null, entry.kind, entry.recipient.slice(0, 320), entry.subject, entry.outcome, entry.smtpResponse],
      ),
    );
  }
}

/**
 * A page of the history, newest first. `ownerOnly` limits it to the e-mails sent for the user or
 * to their address (a non-administrator's view).
 */
export async function listSentEmails(
  tx: Queryable,
  companyId: string,
  query: SentEmailListValues,
  ownerOnly: { userId: string; email: string } | null,
): Promise<SentEmailRow[]> {
  const conditions = ['s.company_id = $1'];
  const params: unknown[] = [companyId];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (ownerOnly !== null) {
    params.push(ownerOnly.userId, ownerOnly.email);
    conditions.push(`(s.user_id = $${params.length - 1} OR lower(s.recipient) = lower($${params.length}))`);
  }
  if (query.template_id !== undefined) add((p) => `s.template_id = ${p}`, query.template_id);
  if (query.outcome !== undefined) add((p) => `s.outcome = ${p}`, query.outcome);
  if (query.recipient !== undefined && query.recipient !== '') add((p) => `strpos(lower(s.recipient), lower(${p})) > 0`, query.recipient);
  params.push(query.page_size, (query.page - 1) * query.page_size);
  return tx.query<SentEmailRow>(
    `SELECT s.id::text, s.sent_at, s.recipient, s.subject, s.kind, s.template_id::text, s.template_name, s.outcome, s.smtp_response,
            s.user_id::text, u.username, count(*) OVER ()::text AS total
       FROM sent_emails s LEFT JOIN users u ON u.id = s.user_id
      WHERE ${conditions.join(' AND ')}
      ORDER BY s.id DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
}
