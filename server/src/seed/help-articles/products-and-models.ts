import type { SeedArticle } from './article.ts';

export const productsAndModels: SeedArticle = {
  slug: 'products-and-models',
  paths: ['/products/'],
  title_en: 'Products and models',
  title_fr: 'Produits et modèles',
  content_en: `A product is one sellable item, identified by its SKU, with a name, a status (active, end of life or inactive), categories, attribute values, assets and prices. A model groups products that share most of their data: the values it manages are set once on the model and apply to all its products, which then hold only what differs (a size, a colour).

## Finding products
Type in the quick search above the listing: it looks for the SKU, the name, the reference, the GTIN and your identifier attributes while you type. For anything finer, add filters (an attribute is empty, contains a word, is between two numbers, a category, a status, a client) and save them under a name to use them again. Switch between products and models with the tabs above the listing: the address changes with them, so a link can be shared.

## Columns and selection
Choose the listing's columns and their order; Pimento keeps them for you. Select products one by one or all the results of a filter, then use the bulk actions: change a status, set a value, add categories, or export the selection.

## A product's page
A product opens on its values, grouped by section and group of attributes, each in every language your company writes. Values managed by the product's model are shown and changed on the model. Other tabs hold the assets, the prices, the completion for each client and the history of every change, with who made it and when. A value that breaks a rule is said at its field and the save is refused until it is fixed.

## Two people on one product
If a colleague saved the product after you opened it, Pimento refuses your save rather than overwrite their work, and offers to reload it.`,
  content_fr: `Un produit est un article vendable, identifié par son SKU, avec un nom, un statut (actif, fin de vie ou inactif), des catégories, des valeurs d'attributs, des ressources et des prix. Un modèle regroupe des produits qui partagent l'essentiel de leurs données : les valeurs qu'il gère sont saisies une fois sur le modèle et s'appliquent à tous ses produits, qui ne portent plus que ce qui diffère (une taille, une couleur).

## Trouver des produits
Tapez dans la recherche rapide au-dessus de la liste : elle cherche le SKU, le nom, la référence, le GTIN et vos attributs identifiants pendant la frappe. Pour une recherche plus fine, ajoutez des filtres (un attribut vide, contenant un mot, compris entre deux nombres, une catégorie, un statut, un client) et enregistrez-les sous un nom pour les réutiliser. Passez des produits aux modèles par les onglets au-dessus de la liste : l'adresse change avec eux, un lien peut donc être partagé.

## Colonnes et sélection
Choisissez les colonnes de la liste et leur ordre ; Pimento les garde pour vous. Sélectionnez des produits un à un ou tous les résultats d'un filtre, puis utilisez les actions groupées : changer un statut, saisir une valeur, ajouter des catégories ou exporter la sélection.

## La page d'un produit
Un produit s'ouvre sur ses valeurs, regroupées par section et groupe d'attributs, chacune dans toutes les langues que votre entreprise rédige. Les valeurs gérées par le modèle du produit sont affichées et modifiées sur le modèle. D'autres onglets portent les ressources, les prix, la complétude pour chaque client et l'historique de chaque modification, avec son auteur et sa date. Une valeur qui enfreint une règle est signalée à son champ et l'enregistrement est refusé tant qu'elle n'est pas corrigée.

## Deux personnes sur un même produit
Si un collègue a enregistré le produit après que vous l'avez ouvert, Pimento refuse votre enregistrement plutôt que d'écraser son travail, et vous propose de le recharger.`,
};
