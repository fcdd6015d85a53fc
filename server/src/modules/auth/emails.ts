import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../formats/html/escape-html.ts';

type Language = 'en' | 'fr';

function compose(kind: NonNullable<MailMessage['kind']>, to: string, subject: string, paragraphs: string[], link: string): MailMessage {
  const text = [...paragraphs.slice(0, 1), '', link, '', ...paragraphs.slice(1)].join('\n');
  const html = [
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ...paragraphs.slice(1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join('\n');
  return { to, subject, text, html, kind };
}

/** The password-reset e-mail in the user's language. */
export function passwordResetEmail(to: string, language: Language, name: string, link: string): MailMessage {
  if (language === 'fr') {
    return compose(
      'password_reset',
      to,
      'Réinitialisation de votre mot de passe Pimento',
      [
        `Bonjour ${name}, pour choisir un nouveau mot de passe, ouvrez ce lien :`,
        'Ce lien est valable 24 heures et ne sert qu’une fois.',
        'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
      ],
      link,
    );
  }
  return compose(
    'password_reset',
    to,
    'Reset your Pimento password',
    [
      `Hello ${name}, to choose a new password, open this link:`,
      'The link is valid for 24 hours and works once.',
      'If you did not ask for this, ignore this message: your password stays unchanged.',
    ],
    link,
  );
}

/** The e-mail-address confirmation e-mail in the user's language. */
export function emailConfirmationEmail(to: string, language: Language, name: string, link: string): MailMessage {
  if (language === 'fr') {
    return compose(
      'email_confirmation',
      to,
      'Confirmez votre adresse e-mail Pimento',
      [`Bonjour ${name}, confirmez votre adresse e-mail en ouvrant ce lien :`, 'Ce lien est valable 7 jours.'],
      link,
    );
  }
  return compose(
    'email_confirmation',
    to,
    'Confirm your Pimento e-mail address',
    [`Hello ${name}, confirm your e-mail address by opening this link:`, 'The link is valid for 7 days.'],
    link,
  );
}

/** The invitation an administrator sends: a link to choose a first password. */
export function invitationEmail(to: string, language: Language, name: string, link: string): MailMessage {
  if (language === 'fr') {
    return compose(
      'invitation',
      to,
      'Votre compte Pimento vous attend',
      [`Bonjour ${name}, un compte Pimento a été créé pour vous. Choisissez votre mot de passe en ouvrant ce lien :`, 'Ce lien est valable 7 jours et ne sert qu’une fois.'],
      link,
    );
  }
  return compose(
    'invitation',
    to,
    'Your Pimento account is waiting for you',
    [`Hello ${name}, a Pimento account was created for you. Choose your password by opening this link:`, 'The link is valid for 7 days and works once.'],
    link,
  );
}
