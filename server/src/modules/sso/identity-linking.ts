/**
 * From an identity the company's provider vouched for to a user of that company (docs/sso.md
 * "Linking"). A linked identity (issuer + stable subject) is followed first. Else the first sign-in
 * links the user of the same company whose e-mail the provider asserts, when that e-mail is
 * verified and of one of the company's domains. Never another company's user (the company wall),
 * never a new user: accounts are made by an administrator.
 */
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../auth/repository.ts';
import { findUserById } from '../auth/repository.ts';

export type ProvenIdentity = { issuer: string; subject: string; email: string | null; emailVerified: boolean };

export async function userOfIdentity(db: Database, companyId: string, domains: readonly string[], identity: ProvenIdentity): Promise<AuthUser> {
  const linked = await db.query<{ user_id: string; company_id: string }>('SELECT user_id, company_id FROM sso_identities WHERE issuer = $1 AND subject = $2', [
    identity.issuer,
    identity.subject,
  ]);
  if (linked[0] !== undefined) {
    if (linked[0].company_id !== companyId) throw new AppError(403, 'sso.unknown_user');
    await db.query('UPDATE sso_identities SET last_used_at = clock_timestamp() WHERE issuer = $1 AND subject = $2', [identity.issuer, identity.subject]);
    return activeUser(await findUserById(db, linked[0].user_id));
  }
  const email = identity.email?.trim().toLowerCase() ?? '';
  const domain = email.split('@')[1] ?? '';
  if (!identity.emailVerified || email === '' || !domains.includes(domain)) throw new AppError(403, 'sso.unknown_user');
  const users = await db.query<{ id: string }>('SELECT id FROM users WHERE company_id = $1 AND lower(email) = $2', [companyId, email]);
  if (users[0] === undefined) throw new AppError(403, 'sso.unknown_user');
  const user = activeUser(await findUserById(db, users[0].id));
  const other = await db.query('SELECT 1 FROM sso_identities WHERE user_id = $1 AND issuer = $2', [user.id, identity.issuer]);
  if (other.length > 0) throw new AppError(409, 'sso.already_linked');
  await db.query('INSERT INTO sso_identities (company_id, user_id, issuer, subject, email, last_used_at) VALUES ($1, $2, $3, $4, $5, clock_timestamp())', [
    companyId,
    user.id,
    identity.issuer,
    identity.subject,
    email,
  ]);
  return user;
}

function activeUser(user: AuthUser | null): AuthUser {
  if (user === null) throw new AppError(403, 'sso.unknown_user');
  if (!user.is_active) throw new AppError(403, 'auth.account_inactive');
  return user;
}

/**
 * A link the user asked for from their profile, once signed in at the provider: the identity
 * (issuer + stable subject, never the e-mail) becomes this user's. Refused when the identity is
 * another account's (`sso.already_linked`, whatever its company) or when the user has meanwhile
 * linked another identity of this issuer (`sso.user_already_linked`); linking again the same one is
 * a no-op.
 */
export async function linkIdentityToUser(db: Database, companyId: string, userId: string, identity: ProvenIdentity): Promise<void> {
  await db.transaction(async (tx) => {
    const linked = await tx.query<{ user_id: string }>('SELECT user_id FROM sso_identities WHERE issuer = $1 AND subject = $2 FOR UPDATE', [identity.issuer, identity.subject]);
    if (linked[0] !== undefined) {
      if (linked[0].user_id !== userId) throw new AppError(409, 'sso.already_linked');
      return;
    }
    const user = activeUser(await findUserById(tx, userId));
    if (user.company_id !== companyId) throw new AppError(400, 'sso.link_failed');
    const other = await tx.query('SELECT 1 FROM sso_identities WHERE user_id = $1 AND issuer = $2', [userId, identity.issuer]);
    if (other.length > 0) throw new AppError(409, 'sso.user_already_linked');
    await tx.query('INSERT INTO sso_identities (company_id, user_id, issuer, subject, email) VALUES ($1, $2, $3, $4, $5)', [
      companyId,
      userId,
      identity.issuer,
      identity.subject,
      identity.email?.trim().toLowerCase() || null,
    ]);
  });
}
