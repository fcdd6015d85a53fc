import type { SeedArticle } from './article.ts';

export const clientsAndCompletion: SeedArticle = {
  slug: 'clients-and-completion',
  paths: ['/clients/', '/dashboard/', '/attributes/client/'],
  title_en: 'Clients, rules and completion',
  title_fr: 'Clients, règles et complétude',
  content_en: `Each of your customers can receive its own selection of products, with its own prices and its own demands on your data.

## Clients
A client has the products it receives (chosen by filter or one by one), a price list, the export templates it is sent, and client attributes of your own (a customer number, a contact). Its page previews what it receives.

## Validation rules
A rule says what a product must have: "Power is filled", "Description in French has at least 100 characters", for a category, a client or the whole catalogue. A blocking rule refuses the save and says why at the field; a warning only tells.

## Completion
For each client, Pimento computes how complete each product is against the rules that apply, in each language, and keeps the figure exact after every save, bulk change and import. Click a percentage to see what is missing and why, and open the products that lack it.

## The dashboard
The dashboard shows the completion of the catalogue and of each client, its course over time, the attributes missing most often, the products never exported and your own open work.`,
  content_fr: `Chacun de vos clients peut recevoir sa propre sélection de produits, avec ses prix et ses propres exigences sur vos données.

## Clients
Un client a les produits qu'il reçoit (choisis par filtre ou un par un), une liste de prix, les modèles d'export qui lui sont envoyés, et vos propres attributs client (un numéro de client, un contact). Sa page donne un aperçu de ce qu'il reçoit.

## Règles de validation
Une règle dit ce qu'un produit doit avoir : « Puissance est renseignée », « Description en français compte au moins 100 caractères », pour une catégorie, un client ou tout le catalogue. Une règle bloquante refuse l'enregistrement et en donne la raison au champ ; un avertissement se contente de prévenir.

## Complétude
Pour chaque client, Pimento calcule la complétude de chaque produit selon les règles qui s'appliquent, dans chaque langue, et garde le chiffre exact après chaque enregistrement, modification groupée et import. Cliquez sur un pourcentage pour voir ce qui manque et pourquoi, et ouvrir les produits concernés.

## Le tableau de bord
Le tableau de bord montre la complétude du catalogue et de chaque client, son évolution dans le temps, les attributs qui manquent le plus souvent, les produits jamais exportés et votre propre travail en cours.`,
};
