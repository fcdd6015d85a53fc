import type { SeedArticle } from './article.ts';

export const assets: SeedArticle = {
  slug: 'assets',
  paths: ['/asset/'],
  title_en: 'The asset gallery',
  title_fr: 'La galerie de ressources',
  content_en: `Product pictures, data sheets, installation manuals and your fonts live in the asset gallery; product pages, exports and PDF catalogues take them from there.

## Adding assets
Drop files on the gallery or choose them: each file gets its own line with its progress, and a file Pimento cannot take says why (too large, not the kind it claims to be, an unsafe image). **Add by URL** fetches a file from the web and keeps a copy, or only links to it.

## Categories and tags
File assets in categories (**Asset categories** in the sidebar) and give them tags; filter and search the gallery by both. A category can be the one of products' main images, or hold links only.

## On products
Link assets to a product or a model from its **Assets** tab, in the order you want, and choose the main image. Values managed by a model include its assets.

## Assignment rules
A rule reads the file name (or the address) of each new asset and links it to the products it names: for example "SKU_number.jpg" files the picture on the product of that SKU at that position. Paste a list of file names to preview where each would go before you save the rule; run the rules again on a selection of assets at any time.

## Sizes
Exports ask for the sizes and formats they need (a width, a height or both, JPEG, PNG or WebP): Pimento makes each size once and keeps it.`,
  content_fr: `Les photos des produits, les fiches techniques, les notices d'installation et vos polices vivent dans la galerie de ressources ; les pages produit, les exports et les catalogues PDF les y prennent.

## Ajouter des ressources
Déposez des fichiers sur la galerie ou choisissez-les : chaque fichier a sa ligne avec sa progression, et un fichier que Pimento ne peut pas prendre dit pourquoi (trop lourd, pas du type annoncé, une image dangereuse). **Ajouter par URL** récupère un fichier sur le web et en garde une copie, ou seulement un lien.

## Catégories et étiquettes
Rangez les ressources dans des catégories (**Catégories de ressources** dans la barre latérale) et donnez-leur des étiquettes ; filtrez et cherchez la galerie par les deux. Une catégorie peut être celle des images principales des produits, ou ne contenir que des liens.

## Sur les produits
Liez des ressources à un produit ou à un modèle depuis son onglet **Ressources**, dans l'ordre voulu, et choisissez l'image principale. Les valeurs gérées par un modèle comprennent ses ressources.

## Règles d'affectation
Une règle lit le nom de fichier (ou l'adresse) de chaque nouvelle ressource et la lie aux produits qu'il désigne : par exemple, les fichiers « SKU_numéro.jpg » placent l'image sur le produit de ce SKU, à cette position. Collez une liste de noms de fichiers pour voir où irait chacun avant d'enregistrer la règle ; relancez les règles sur une sélection de ressources à tout moment.

## Tailles
Les exports demandent les tailles et formats dont ils ont besoin (une largeur, une hauteur ou les deux, JPEG, PNG ou WebP) : Pimento fabrique chaque taille une fois et la garde.`,
};
