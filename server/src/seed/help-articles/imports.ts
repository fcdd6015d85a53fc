import type { SeedArticle } from './article.ts';

export const imports: SeedArticle = {
  slug: 'imports',
  paths: ['/imports/'],
  title_en: 'Importing a file',
  title_fr: 'Importer un fichier',
  content_en: `Bring products, models and their values in from Excel (.xlsx), CSV or JSON files, including the files of Pimento's own quick exports.

## A file and its template
Drop a file on **New import** or choose it. For an Excel file with several sheets, choose the sheet and the header row; for a CSV file, Pimento detects the separator, the quotes, the encoding and a decimal comma, and you can correct them. An import template remembers how the columns are read: the next file from the same supplier is read the same way, even when its columns have moved, and new or missing columns are pointed out.

## Mapping columns with pills
Each column of the file is bound to a target by a pill: the SKU, the name, the status, the model, a category path, an attribute with its language and unit. Pimento suggests the pills by the columns' names and shows how sure it is; confirm or correct each one. A pill can combine several columns, transform them with a formula, translate supplier codes with a value map, and apply only under a condition. The preview shows the first rows before and after each pill.

## Dry run, then launch
A dry run reads the whole file and writes nothing: it counts what would be created and changed and lists every problem by row and column (a number that is not one, an unknown choice, a missing SKU). Download the problems as an Excel file, correct it and import it again. When the dry run is clean, launch the import; it runs in the background, with its progress in the tasks panel.

## Undo
A rollback undoes an import that went wrong in one click: choose **Roll back** on its page. Every product it created is removed and every value it changed gets back its earlier value.

## A watched folder
A template can watch a folder on an FTP or SFTP connection: each file dropped there is imported as if you had uploaded it, then moved to a "done" or "error" folder.`,
  content_fr: `Faites entrer des produits, des modèles et leurs valeurs depuis des fichiers Excel (.xlsx), CSV ou JSON, y compris les fichiers des exports rapides de Pimento.

## Un fichier et son modèle d'import
Déposez un fichier sur **Nouvel import** ou choisissez-le. Pour un fichier Excel à plusieurs feuilles, choisissez la feuille et la ligne d'en-tête ; pour un fichier CSV, Pimento détecte le séparateur, les guillemets, l'encodage et la virgule décimale, et vous pouvez les corriger. Un modèle d'import retient la façon de lire les colonnes : le fichier suivant du même fournisseur est lu de la même façon, même si ses colonnes ont bougé, et les colonnes nouvelles ou manquantes sont signalées.

## Associer les colonnes par des pastilles
Chaque colonne du fichier est reliée à une cible par une pastille : le SKU, le nom, le statut, le modèle, un chemin de catégorie, un attribut avec sa langue et son unité. Pimento propose les pastilles d'après le nom des colonnes et indique sa confiance ; confirmez ou corrigez chacune. Une pastille peut combiner plusieurs colonnes, les transformer par une formule, traduire les codes d'un fournisseur par une table de correspondance, et ne s'appliquer que sous une condition. L'aperçu montre les premières lignes avant et après chaque pastille.

## Simulation, puis lancement
Une simulation lit tout le fichier sans rien écrire : elle compte ce qui serait créé et modifié et liste chaque problème par ligne et par colonne (un nombre qui n'en est pas un, un choix inconnu, un SKU manquant). Téléchargez les problèmes dans un fichier Excel, corrigez-le et importez-le de nouveau. Quand la simulation est propre, lancez l'import ; il s'exécute en arrière-plan, avec sa progression dans le panneau des tâches.

## Annuler
Un import qui s'est mal passé s'annule en un clic : choisissez **Annuler l’import** sur sa page. Chaque produit qu'il a créé est supprimé et chaque valeur qu'il a modifiée retrouve sa valeur précédente.

## Un dossier surveillé
Un modèle d'import peut surveiller un dossier d'une connexion FTP ou SFTP : chaque fichier déposé là est importé comme si vous l'aviez envoyé, puis rangé dans un dossier « done » ou « error ».`,
};
