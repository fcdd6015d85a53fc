import type { ErrorMessage } from './messages.ts';

/**
 * Export runs, files and shared links (spec §8 "Template, export and other errors"; docs/exports.md
 * "Runs, files and links"). Warnings a run reports (a column left out) are codes of this file too.
 */
export const exportErrors = {
  'export.empty_selection': {
    en: 'No product matches this selection: there is nothing to export.',
    fr: 'Aucun produit ne correspond à cette sélection : il n’y a rien à exporter.',
  },
  'export.no_visible_column': {
    en: 'The export has no column you may read: there is nothing to write.',
    fr: 'L’export n’a aucune colonne que vous pouvez lire : il n’y a rien à écrire.',
  },
  'export.language_unknown': {
    en: 'This language is not one of the company’s attribute languages.',
    fr: 'Cette langue ne fait pas partie des langues d’attributs de l’entreprise.',
  },
  'export.saved_filter_not_found': { en: 'Saved filter not found.', fr: 'Filtre enregistré introuvable.' },
  'export.file_name_invalid': {
    en: 'The file name may hold letters, digits, spaces, dots, dashes, underscores, and the placeholders year, month, day, hour, minute and second written in braces.',
    fr: 'Le nom du fichier peut contenir lettres, chiffres, espaces, points, tirets, soulignés, et les variables year, month, day, hour, minute et second écrites entre accolades.',
  },
  'export.run_not_finished': {
    en: 'The export is not finished: its file is not ready yet.',
    fr: 'L’export n’est pas terminé : son fichier n’est pas encore prêt.',
  },
  'export.file_missing': {
    en: 'The file of this export is no longer available.',
    fr: 'Le fichier de cet export n’est plus disponible.',
  },
  'export.link_expired': {
    en: 'This download link has expired (a shared link is valid for 7 days). Ask its sender for a new one.',
    fr: 'Ce lien de téléchargement a expiré (un lien partagé est valable 7 jours). Demandez-en un nouveau à son expéditeur.',
  },
  'export.link_revoked': {
    en: 'This download link was withdrawn by its sender.',
    fr: 'Ce lien de téléchargement a été retiré par son expéditeur.',
  },
  'export.column_not_readable': {
    en: 'The column "{column}" was left out: you may not read its attribute.',
    fr: 'La colonne « {column} » a été omise : vous ne pouvez pas lire son attribut.',
  },
  'export.column_attribute_missing': {
    en: 'The column "{column}" was left out: its attribute no longer exists.',
    fr: 'La colonne « {column} » a été omise : son attribut n’existe plus.',
  },
  'export.column_formula_invalid': {
    en: 'The column "{column}" was left out: its formula cannot be read.',
    fr: 'La colonne « {column} » a été omise : sa formule est illisible.',
  },
  'export.column_unit_invalid': {
    en: 'The column "{column}" keeps the stored unit: "{unit}" is not a unit of its attribute.',
    fr: 'La colonne « {column} » garde l’unité enregistrée : « {unit} » n’est pas une unité de son attribut.',
  },
  'export.column_price_list_missing': {
    en: 'The column "{column}" was left out: its price list is archived or gone, or it takes the client’s price list and there is none.',
    fr: 'La colonne « {column} » a été omise : sa liste de prix est archivée ou supprimée, ou elle prend la liste de prix du client et il n’y en a pas.',
  },
  'export.column_discriminants_invalid': {
    en: 'The column "{column}" was left out: it needs a value for each discriminant of its price list, of its type.',
    fr: 'La colonne « {column} » a été omise : il lui faut une valeur du bon type pour chaque discriminant de sa liste de prix.',
  },
  'export.column_price_field_off': {
    en: 'The column "{column}" was left out: its price field is switched off for the company.',
    fr: 'La colonne « {column} » a été omise : son champ de prix est désactivé pour l’entreprise.',
  },
  'export.column_price_attribute_missing': {
    en: 'The column "{column}" was left out: its price attribute no longer exists.',
    fr: 'La colonne « {column} » a été omise : son attribut de prix n’existe plus.',
  },
  'export.skus_missing': {
    en: '{count} pasted SKUs matched no product you may read.',
    fr: '{count} SKU collés ne correspondent à aucun produit que vous pouvez lire.',
  },
  'export.product_sheets_xlsx_only': {
    en: 'A single-product matrix is written to Excel only: choose the XLSX format.',
    fr: 'Une matrice mono-produit s’écrit seulement en Excel : choisissez le format XLSX.',
  },
  'export.too_many_product_sheets': {
    en: 'One sheet per product holds at most {limit} products: narrow the selection, or write the products one under the other on one sheet.',
    fr: 'Une feuille par produit en contient au plus {limit} : réduisez la sélection, ou écrivez les produits les uns sous les autres sur une seule feuille.',
  },
  'export.only_first_sheet': {
    en: 'A CSV or JSON file holds one sheet: only "{sheet}" was written.',
    fr: 'Un fichier CSV ou JSON contient une seule feuille : seule « {sheet} » a été écrite.',
  },
} as const satisfies Record<string, ErrorMessage>;
