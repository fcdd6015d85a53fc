import type { ErrorMessage } from './messages.ts';

/**
 * Scheduled export feeds (docs/feeds.md). `feed.multi_sku_not_available` and `feed.limit_reached`
 * (spec §8) stay with the template errors; the delivery failures of FTP and SFTP are the
 * file-transfer engine's own codes (`file_transfer.*`).
 */
export const feedErrors = {
  'feed.not_found': { en: 'This feed does not exist.', fr: "Ce flux n'existe pas." },
  'feed.delivery_not_found': { en: 'This delivery does not exist.', fr: "Cette livraison n'existe pas." },
  'feed.time_invalid': { en: 'Give a time as HH:MM.', fr: "Indiquez une heure au format HH:MM." },
  'feed.time_zone_invalid': { en: 'This time zone is not known.', fr: 'Ce fuseau horaire est inconnu.' },
  'feed.email_needs_download_url': {
    en: 'The message must hold the download link: {private_placeholder} (for signed-in users) or {public_placeholder} (a link valid 7 days).',
    fr: 'Le message doit contenir le lien de téléchargement : {private_placeholder} (pour les utilisateurs connectés) ou {public_placeholder} (un lien valable 7 jours).',
  },
  'feed.connector_not_found': { en: 'This connection does not exist.', fr: "Cette connexion n'existe pas." },
  'feed.replay_not_failed': { en: 'Only a failed delivery can be replayed.', fr: 'Seule une livraison en échec peut être relancée.' },
  'feed.email_failed': { en: 'The e-mail could not be sent: {detail}', fr: "L'e-mail n'a pas pu être envoyé : {detail}" },
  'feed.file_missing': { en: 'The file of this delivery is no longer stored.', fr: "Le fichier de cette livraison n'est plus conservé." },
  'feed.pdf_differential': {
    en: 'A PDF catalogue is always sent whole: “only the products changed” is for tables.',
    fr: 'Un catalogue PDF est toujours envoyé en entier : « seuls les produits modifiés » vaut pour les tableaux.',
  },
  'feed.no_file_yet': { en: 'This feed has not delivered a file yet.', fr: "Ce flux n'a encore livré aucun fichier." },
} as const satisfies Record<string, ErrorMessage>;
