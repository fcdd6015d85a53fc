import type { ErrorMessage } from './messages.ts';

/** Placeholders and sending of e-mail templates (docs/email-templates.md). */
export const emailErrors = {
  'email-template.unknown_placeholder': {
    en: 'This text holds a placeholder that does not exist. Choose one from "Insert a placeholder".',
    fr: 'Ce texte contient une variable qui n’existe pas. Choisissez-en une dans « Insérer une variable ».',
  },
  'email-template.trial_limit': {
    en: 'Test e-mails are limited to {count} recipients an hour. Try again later.',
    fr: 'Les e-mails de test sont limités à {count} destinataires par heure. Réessayez plus tard.',
  },
  'feed.email_template_not_found': { en: 'This e-mail template does not exist.', fr: "Ce modèle d'e-mail n'existe pas." },
  'feed.email_template_needs_download_url': {
    en: 'The template must hold the download link: {private_placeholder} (for signed-in users) or {public_placeholder} (a link valid 7 days).',
    fr: 'Le modèle doit contenir le lien de téléchargement : {private_placeholder} (pour les utilisateurs connectés) ou {public_placeholder} (un lien valable 7 jours).',
  },
} as const satisfies Record<string, ErrorMessage>;
