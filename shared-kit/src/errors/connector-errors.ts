import type { ErrorMessage } from './messages.ts';

/**
 * Connectors and the file-transfer engine (docs/connectors.md), and the import drop
 * (docs/imports.md "The FTP and SFTP drop"): one code per cause, the same for a connection test,
 * a drop and a feed.
 */
export const connectorErrors = {
  'connector.not_found': { en: 'This connection does not exist.', fr: "Cette connexion n'existe pas." },
  'connector.name_taken': { en: 'A connection already has this name.', fr: 'Une connexion porte déjà ce nom.' },
  'connector.test_required': {
    en: 'Test the connection with these settings, successfully, before saving it.',
    fr: 'Testez la connexion avec ces réglages, avec succès, avant de l’enregistrer.',
  },
  'connector.in_use': {
    en: 'This connection is used by the import templates {templates}: stop their folder watch first.',
    fr: 'Cette connexion est utilisée par les modèles d’import {templates} : arrêtez d’abord leur surveillance de dossier.',
  },
  'connector.in_use_by_feeds': {
    en: 'This connection delivers the feeds {feeds}: give them another destination first.',
    fr: 'Cette connexion reçoit les flux {feeds} : donnez-leur d’abord une autre destination.',
  },
  'connector.folder_absolute': { en: 'The folder must start with /.', fr: 'Le dossier doit commencer par /.' },
  'connector.credentials_missing': {
    en: 'Give a password or, for SFTP, a private key.',
    fr: 'Indiquez un mot de passe ou, pour SFTP, une clé privée.',
  },
  'connector.key_sftp_only': { en: 'A private key is for SFTP only.', fr: 'Une clé privée ne sert qu’en SFTP.' },
  'connector.tls_ftp_only': { en: 'TLS is for FTP only (SFTP is always encrypted).', fr: 'TLS ne concerne que FTP (SFTP est toujours chiffré).' },
  'connector.secret_unreadable': {
    en: 'The stored password or key of this connection can no longer be read (the server’s key changed): enter it again.',
    fr: 'Le mot de passe ou la clé enregistrés de cette connexion ne sont plus lisibles (la clé du serveur a changé) : saisissez-les à nouveau.',
  },
  'file_transfer.host_not_allowed': {
    en: 'The server {host} is on a loopback or private address, which this installation does not allow.',
    fr: 'Le serveur {host} a une adresse locale ou privée, que cette installation n’autorise pas.',
  },
  'file_transfer.host_not_found': { en: 'The server {host} cannot be found.', fr: 'Le serveur {host} est introuvable.' },
  'file_transfer.connection_refused': {
    en: 'The server refused the connection (check the host and the port).',
    fr: 'Le serveur a refusé la connexion (vérifiez l’hôte et le port).',
  },
  'file_transfer.timeout': { en: 'The server did not answer in time.', fr: 'Le serveur n’a pas répondu à temps.' },
  'file_transfer.authentication_failed': {
    en: 'The server refused the user name, password or key.',
    fr: 'Le serveur a refusé le nom d’utilisateur, le mot de passe ou la clé.',
  },
  'file_transfer.tls_failed': {
    en: 'The secure (TLS) connection failed: the server’s certificate is not valid for this host.',
    fr: 'La connexion sécurisée (TLS) a échoué : le certificat du serveur n’est pas valide pour cet hôte.',
  },
  'file_transfer.folder_not_found': { en: 'The folder {folder} does not exist on the server.', fr: 'Le dossier {folder} n’existe pas sur le serveur.' },
  'file_transfer.file_not_found': { en: 'The file {path} does not exist on the server.', fr: 'Le fichier {path} n’existe pas sur le serveur.' },
  'file_transfer.permission_denied': { en: 'The server refused access to this file or folder.', fr: 'Le serveur a refusé l’accès à ce fichier ou dossier.' },
  'file_transfer.key_invalid': { en: 'The private key cannot be read (or its passphrase is wrong).', fr: 'La clé privée est illisible (ou sa phrase secrète est fausse).' },
  'file_transfer.host_key_changed': {
    en: 'The SFTP server presented another host key than at the connection test: test the connection again if the change is expected.',
    fr: 'Le serveur SFTP a présenté une autre clé d’hôte qu’au test de connexion : testez à nouveau la connexion si ce changement est attendu.',
  },
  'file_transfer.failed': { en: 'The file transfer failed.', fr: 'Le transfert de fichier a échoué.' },
  'import_watch.not_found': { en: 'This template does not watch a folder.', fr: 'Ce modèle ne surveille aucun dossier.' },
  'import_watch.schedule_invalid': {
    en: 'The schedule is not a valid cron expression (5 or 6 fields).',
    fr: 'La planification n’est pas une expression cron valide (5 ou 6 champs).',
  },
  'import_watch.timezone_invalid': { en: 'The time zone is not known.', fr: 'Le fuseau horaire est inconnu.' },
  'import_watch.pattern_invalid': {
    en: 'The file pattern may hold letters, digits, * and ? (e.g. *.csv), no folder.',
    fr: 'Le motif de fichier peut contenir lettres, chiffres, * et ? (par ex. *.csv), sans dossier.',
  },
  'import_drop.rows_refused': {
    en: '{errors} rows were refused: the other rows went in (see import #{run}).',
    fr: '{errors} lignes ont été refusées : les autres sont entrées (voir l’import n° {run}).',
  },
  'import_drop.user_inactive': {
    en: 'The user who set this folder watch is deactivated: an active user must save the watch again.',
    fr: 'L’utilisateur qui a réglé cette surveillance de dossier est désactivé : un utilisateur actif doit l’enregistrer à nouveau.',
  },
  'import_drop.run_failed': { en: 'Import #{run} did not complete.', fr: 'L’import n° {run} ne s’est pas terminé.' },
  'import_watch.connector_not_found': { en: 'This connection does not exist.', fr: "Cette connexion n'existe pas." },
} as const satisfies Record<string, ErrorMessage>;
