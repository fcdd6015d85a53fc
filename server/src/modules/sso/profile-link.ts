/**
 * The profile's "Microsoft account" (docs/sso.md "Linking from the profile"; spec §4, §7): a
 * signed-in user links their account to the company's OpenID Connect provider — through the
 * provider's sign-in and back by `/microsoft-callback/` —, sees it, and unlinks it. Unlinking ends
 * every session of the user and e-mails a password-reset link: from then on they sign in with a
 * password they choose.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MicrosoftLink } from '@pimento/shared-kit/contracts/sso';
import type { AppDeps } from '../../http/fastify-types.ts';
import { AppError } from '../../http/app-error.ts';
import { disconnectSessions } from '../../realtime/disconnect.ts';
import { findUserById, revokeUserSessions } from '../auth/repository.ts';
import { passwordRefusedBySsoOnly, sendPasswordLink } from '../auth/service.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { findSsoConfig } from './config-repository.ts';
import { redirectFor } from './sign-in.ts';

const PROFILE_PATH = '/settings/user/';

type LinkedRow = { email: string | null; created_at: Date; last_used_at: Date | null };

/** `GET /api/auth/microsoft/link/`. */
export async function microsoftLinkStatus(deps: Pick<AppDeps, 'db'>, principal: SessionPrincipal): Promise<MicrosoftLink> {
  const config = await findSsoConfig(deps.db, principal.companyId);
  const rows = await deps.db.query<LinkedRow>(
    'SELECT email, created_at, last_used_at FROM sso_identities WHERE user_id = $1 AND company_id = $2 ORDER BY created_at DESC LIMIT 1',
    [principal.userId, principal.companyId],
  );
  const linked = rows[0];
  return {
    protocol: config?.protocol ?? null,
    linked:
      linked === undefined
        ? null
        : { email: linked.email, linked_at: new Date(linked.created_at).toISOString(), last_used_at: linked.last_used_at === null ? null : new Date(linked.last_used_at).toISOString() },
  };
}

/** `POST /api/auth/microsoft/link/`: where to send the browser to sign in at the provider. */
export async function startMicrosoftLink(
  deps: Pick<AppDeps, 'config' | 'db' | 'jwtSecret'>,
  request: FastifyRequest,
  reply: FastifyReply,
  principal: SessionPrincipal,
): Promise<string> {
  const config = await findSsoConfig(deps.db, principal.companyId);
  if (config === null || config.protocol !== 'oidc') throw new AppError(404, 'sso.link_unavailable');
  const existing = await deps.db.query('SELECT 1 FROM sso_identities WHERE user_id = $1 AND issuer = $2', [principal.userId, config.issuer]);
  if (existing.length > 0) throw new AppError(409, 'sso.user_already_linked');
  return redirectFor(deps, request, reply, config, { loginHint: null, testBy: null, next: `${PROFILE_PATH}?microsoft=linked`, linkFor: principal.userId });
}

/**
 * `DELETE /api/auth/microsoft/link/` (spec §4): the identities go, every session of the user ends
 * (this one too: the route clears its cookies) and a password-reset link is e-mailed. Refused under
 * SSO-only for whoever has no password way in (`sso.unlink_sso_only`): they would be locked out.
 */
export async function unlinkMicrosoft(deps: Pick<AppDeps, 'config' | 'db' | 'logger' | 'mailer'>, principal: SessionPrincipal): Promise<void> {
  const user = await findUserById(deps.db, principal.userId);
  if (user === null) throw new AppError(401, 'token-invalid');
  if (passwordRefusedBySsoOnly(user)) throw new AppError(409, 'sso.unlink_sso_only');
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await tx.query('DELETE FROM sso_identities WHERE user_id = $1 AND company_id = $2 RETURNING id', [principal.userId, principal.companyId]);
    if (rows.length > 0) await revokeUserSessions(tx, principal.userId);
    return rows.length;
  });
  if (removed === 0) throw new AppError(404, 'sso.not_linked');
  await disconnectSessions(deps.db, { companyId: principal.companyId, userId: principal.userId });
  try {
    await sendPasswordLink(deps.db, principal.userId, 'reset', deps);
  } catch (error) {
    // The unlink stands: the user can still ask for a link from the forgot-password page.
    deps.logger.error({ err: error, userId: principal.userId }, 'password reset e-mail after unlinking could not be sent');
  }
}
