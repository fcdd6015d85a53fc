/**
 * When SSO-only starts (docs/sso.md): every active user of the company with no linked identity is
 * e-mailed how to sign in from now on (their password no longer works; their account is linked at
 * their first single sign-on). Superusers and the emergency administrator keep their password and
 * are not written to.
 */
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../http/fastify-types.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../formats/html/escape-html.ts';

function announcement(to: string, language: 'en' | 'fr', name: string, loginUrl: string): MailMessage {
  const [subject, lines] =
    language === 'fr'
      ? [
          'Votre entreprise passe à l’authentification unique sur Pimento',
          [
            `Bonjour ${name}, votre entreprise impose désormais l’authentification unique : votre mot de passe Pimento ne fonctionne plus.`,
            `Ouvrez ${loginUrl}, saisissez votre e-mail professionnel (${to}) et choisissez « Se connecter avec Microsoft » ou « Se connecter par SSO ».`,
            'Votre compte est lié à votre identité d’entreprise à cette première connexion.',
          ],
        ]
      : [
          'Your company now signs in to Pimento with single sign-on',
          [
            `Hello ${name}, your company now requires single sign-on: your Pimento password no longer works.`,
            `Open ${loginUrl}, enter your work e-mail (${to}) and choose “Sign in with Microsoft” or “Sign in with SSO”.`,
            'Your account is linked to your company identity at that first sign-in.',
          ],
        ];
  return { to, subject, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'), kind: 'sso_only' };
}

/** Sends the announcement; a failed sending is logged, never undoes the switch. Answers how many were sent. */
export async function announceSsoOnly(db: Database, companyId: string, deps: Pick<AppDeps, 'config' | 'logger' | 'mailer'>): Promise<number> {
  const users = await db.query<{ id: string; email: string; language: 'en' | 'fr'; first_name: string; username: string }>(
    `SELECT u.id, u.email, u.language, u.first_name, u.username FROM users u
      WHERE u.company_id = $1 AND u.is_active AND NOT u.is_superuser AND u.email <> ''
        AND NOT EXISTS (SELECT 1 FROM sso_identities i WHERE i.user_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM sso_configs s WHERE s.company_id = u.company_id AND s.emergency_user_id = u.id)`,
    [companyId],
  );
  let sent = 0;
  for (const user of users) {
    try {
      await deps.mailer.send(announcement(user.email, user.language, user.first_name !== '' ? user.first_name : user.username, `${deps.config.publicUrl}/login/`));
      sent += 1;
    } catch (error) {
      deps.logger.error({ err: error, userId: user.id }, 'SSO-only announcement could not be sent');
    }
  }
  return sent;
}
