import type { SeedArticle } from './article.ts';

export const categories: SeedArticle = {
  slug: 'categories',
  paths: ['/category/'],
  title_en: 'Category trees',
  title_fr: 'Arbres de catégories',
  content_en: `Categories sort your products for your customers and your teams: a web shop's menu, a supplier classification, an internal range.

## Trees
Your company can keep several trees side by side (for example "Catalogue" and "Web shop"). Each category has a name in every label language of your company and sits under one parent.

## Moving categories
Drag a category onto the middle of another to put it inside, or onto its top or bottom edge to place it before or after. Without a mouse, open the category's menu and choose **Move to…**: pick where it goes (under another category, or a tree of its own) and it goes last there, with all its subcategories. Its products keep their classification. Type in **Find a category** to reach one in a large tree.

## Products in categories
A product can belong to several categories, in several trees. Set them on the product page, for many products at once with the bulk actions of the listing, or by an import with a category path column ("Lighting > Indoor > Spots").`,
  content_fr: `Les catégories classent vos produits pour vos clients et vos équipes : le menu d'une boutique en ligne, une classification fournisseur, une gamme interne.

## Arbres
Votre entreprise peut tenir plusieurs arbres côte à côte (par exemple « Catalogue » et « Boutique en ligne »). Chaque catégorie a un nom dans chaque langue de libellé de votre entreprise et se trouve sous un seul parent.

## Déplacer des catégories
Glissez une catégorie au milieu d'une autre pour l'y ranger, ou sur son bord haut ou bas pour la placer avant ou après. Sans souris, ouvrez le menu de la catégorie et choisissez **Déplacer vers…** : choisissez sa destination (sous une autre catégorie, ou un arbre à part) ; elle s'y range en dernier, avec toutes ses sous-catégories. Ses produits gardent leur classement. Tapez dans **Trouver une catégorie** pour en atteindre une dans un grand arbre.

## Les produits dans les catégories
Un produit peut appartenir à plusieurs catégories, dans plusieurs arbres. Choisissez-les sur la page du produit, pour de nombreux produits à la fois avec les actions groupées de la liste, ou par un import avec une colonne de chemin de catégorie (« Éclairage > Intérieur > Spots »).`,
};
