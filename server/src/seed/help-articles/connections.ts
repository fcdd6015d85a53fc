import type { SeedArticle } from './article.ts';

export const connections: SeedArticle = {
  slug: 'api-and-integrations',
  paths: ['/settings/connectors/'],
  attachments: [{ name: 'OpenAPI document (JSON)', url: '/api/docs/json' }],
  title_en: 'Connections and integrations',
  title_fr: 'Connexions et intégrations',
  content_en: `## FTP and SFTP connections
A connection lets Pimento reach a folder on your or your customers' servers: feeds deliver files there, and import templates can watch a folder for new files. Give the server, the account and the folder, then **Test the connection**: Pimento saves a connection only after a successful test of exactly those settings, and for SFTP it remembers the server's key so that another server cannot pretend to be it. Passwords and keys are stored sealed and never shown again; replace them when they change. A connection that a template watches cannot be deleted until the template stops watching it.

## The API
Every screen of Pimento works through a documented HTTP API, so your ERP, web shop or scripts can read and update the same data. The interactive reference is at /api/docs/ and the OpenAPI document is attached to this article. Calls are made on behalf of a user and see only that user's company, with that user's rights: create a dedicated user for each integration. Every error comes back with a stable code your integration can rely on. Long operations such as imports and exports answer at once with a task; follow it in the tasks panel or through the API.`,
  content_fr: `## Connexions FTP et SFTP
Une connexion permet à Pimento d'atteindre un dossier sur vos serveurs ou ceux de vos clients : les flux y déposent des fichiers, et les modèles d'import peuvent y surveiller l'arrivée de nouveaux fichiers. Indiquez le serveur, le compte et le dossier, puis **Tester la connexion** : Pimento n'enregistre une connexion qu'après un test réussi de ces réglages exacts et, en SFTP, retient la clé du serveur pour qu'aucun autre serveur ne puisse se faire passer pour lui. Les mots de passe et les clés sont conservés scellés et ne sont plus jamais affichés ; remplacez-les quand ils changent. Une connexion surveillée par un modèle ne peut pas être supprimée tant que le modèle la surveille.

## L'API
Chaque écran de Pimento s'appuie sur une API HTTP documentée : votre ERP, votre boutique en ligne ou vos scripts peuvent lire et modifier les mêmes données. La référence interactive se trouve à l'adresse /api/docs/ et le document OpenAPI est joint à cet article. Les appels sont faits au nom d'un utilisateur et ne voient que l'entreprise de cet utilisateur, avec ses droits : créez un utilisateur dédié à chaque intégration. Chaque erreur revient avec un code stable sur lequel votre intégration peut s'appuyer. Les opérations longues, comme les imports et les exports, répondent tout de suite avec une tâche ; suivez-la dans le panneau des tâches ou par l'API.`,
};
