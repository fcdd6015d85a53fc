import type { SeedArticle } from './article.ts';

export const feeds: SeedArticle = {
  slug: 'feeds',
  paths: [],
  title_en: 'Scheduled feeds',
  title_fr: 'Flux planifiés',
  content_en: `A feed sends an export to a customer on a schedule, without anyone having to think of it. Feeds are on the **Feeds** tab of the exports.

## What a feed sends
A feed runs a template on a selection of products in a language and names the file with date placeholders ("catalogue-{year}-{month}-{day}"). With the differential option, it sends only the products whose exported row changed since the last file delivered, and nothing at all when none did.

## When
Daily, weekly on a weekday, monthly on a day, or only when you press **Run now**, at the time you choose in your company's time zone. On the day the clocks change, a feed runs once.

## Where
By e-mail (a download link, valid seven days), to a folder of an FTP or SFTP connection, or at a fixed public address that always serves the latest file.

## Deliveries
Each run leaves a delivery record: when it ran, how many products, and whether it arrived. A delivery that failed is retried four times with growing pauses; after that, open it to read why and send it again by hand. Pause a feed to stop it without losing its settings.`,
  content_fr: `Un flux envoie un export à un client selon un calendrier, sans que personne n'ait à y penser. Les flux sont dans l'onglet **Flux** des exports.

## Ce qu'un flux envoie
Un flux exécute un modèle sur une sélection de produits dans une langue et nomme le fichier avec des repères de date (« catalogue-{year}-{month}-{day} »). Avec l'option différentielle, il n'envoie que les produits dont la ligne exportée a changé depuis le dernier fichier livré, et rien du tout quand aucune n'a changé.

## Quand
Chaque jour, chaque semaine un jour donné, chaque mois un jour donné, ou seulement quand vous appuyez sur **Exécuter maintenant**, à l'heure choisie dans le fuseau horaire de votre entreprise. Le jour du changement d'heure, un flux s'exécute une seule fois.

## Où
Par e-mail (un lien de téléchargement valable sept jours), dans un dossier d'une connexion FTP ou SFTP, ou à une adresse publique fixe qui sert toujours le dernier fichier.

## Livraisons
Chaque exécution laisse une trace de livraison : quand elle a eu lieu, combien de produits, et si elle est arrivée. Une livraison échouée est retentée quatre fois, à intervalles croissants ; ensuite, ouvrez-la pour lire pourquoi et renvoyez-la à la main. Mettez un flux en pause pour l'arrêter sans perdre ses réglages.`,
};
