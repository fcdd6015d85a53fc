import type { SeedArticle } from './article.ts';

export const catalogueExports: SeedArticle = {
  slug: 'exports',
  paths: ['/exports/'],
  title_en: 'Exporting your catalogue',
  title_fr: 'Exporter votre catalogue',
  content_en: `What your customers receive is made here: Excel matrices, product sheets, PDF catalogues, asset files and scheduled feeds.

## Quick exports
From the product listing, select products (or all the results of a filter) and choose **Export**: the listing's columns go to a CSV, Excel or JSON file in the language you choose.

## Matrix templates
A matrix template describes an Excel file: its sheets, and on each sheet the columns, built from pills (an attribute in a language, the SKU, a category path, a price, a formula). The preview shows the first rows as you build. Every save is a version: open **Versions** to compare two of them or go back to an earlier one. A template can also start from an Excel file your customer sent you.

## Single-product matrices and PDF catalogues
A single-product matrix writes a sheet, or a block, per product, laid out as you design it. A PDF catalogue has a cover, a table of contents, one or more products per page with their main image, and a header and footer with page numbers.

## Running an export
Choose **Run** on a template, then the products (all, a filter or a selection) and the language. The export runs in the background; when it ends, download the file from the tasks panel or the template's runs, or share a link that works for seven days without signing in and that you can revoke.

## Who sees a template
A template belongs to user groups: only their members see it, and your rights in those groups decide who may change, duplicate or delete it.`,
  content_fr: `Ce que reçoivent vos clients se prépare ici : matrices Excel, fiches produit, catalogues PDF, fichiers de ressources et flux planifiés.

## Exports rapides
Depuis la liste des produits, sélectionnez des produits (ou tous les résultats d'un filtre) et choisissez **Exporter** : les colonnes de la liste partent dans un fichier CSV, Excel ou JSON, dans la langue choisie.

## Modèles de matrice
Un modèle de matrice décrit un fichier Excel : ses feuilles et, sur chaque feuille, les colonnes, construites avec des pastilles (un attribut dans une langue, le SKU, un chemin de catégorie, un prix, une formule). L'aperçu montre les premières lignes pendant la construction. Chaque enregistrement est une version : ouvrez **Versions** pour en comparer deux ou revenir à une version précédente. Un modèle peut aussi partir d'un fichier Excel que votre client vous a envoyé.

## Matrices mono-produit et catalogues PDF
Une matrice mono-produit écrit une feuille, ou un bloc, par produit, disposé comme vous le concevez. Un catalogue PDF a une couverture, une table des matières, un ou plusieurs produits par page avec leur image principale, et un en-tête et un pied de page avec les numéros de page.

## Lancer un export
Choisissez **Exécuter** sur un modèle, puis les produits (tous, un filtre ou une sélection) et la langue. L'export tourne en arrière-plan ; à la fin, téléchargez le fichier depuis le panneau des tâches ou les exécutions du modèle, ou partagez un lien valable sept jours sans connexion, que vous pouvez révoquer.

## Qui voit un modèle
Un modèle appartient à des groupes d'utilisateurs : seuls leurs membres le voient, et vos droits dans ces groupes décident qui peut le modifier, le dupliquer ou le supprimer.`,
};
