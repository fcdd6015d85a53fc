import type { ErrorMessage } from './messages.ts';

/**
 * Export templates (spec §5 "Templates and feeds", §6, §8 "Template, export and other errors";
 * docs/exports.md "Templates"): saving, versions, rights, and starting a template from an Excel
 * file. The reading errors an import shares (`excel.cannot_open`, `excel.only_hidden_sheets`) stay
 * with the import's.
 */
export const exportTemplateErrors = {
  'template.not_found': { en: 'This template does not exist.', fr: "Ce modèle n'existe pas." },
  'template.name_version_taken': {
    en: 'A template with this name and version already exists.',
    fr: 'Un modèle avec ce nom et cette version existe déjà.',
  },
  'template.limit_reached': { en: 'Maximum number of templates reached.', fr: 'Nombre maximal de modèles atteint.' },
  'template.invalid': { en: 'The template is not valid.', fr: "Le modèle n'est pas valide." },
  'template.no_pill': { en: 'The template has no pill.', fr: "Le modèle n'a aucune pastille." },
  'template.no_visible_sheet': { en: 'No visible sheet.', fr: 'Aucune feuille visible.' },
  'template.not_authorised': { en: 'You are not authorised to do this on the template.', fr: "Vous n'êtes pas autorisé à faire cela sur ce modèle." },
  'template.type_not_available': {
    en: 'Templates of this type cannot be created yet.',
    fr: 'Les modèles de ce type ne peuvent pas encore être créés.',
  },
  'template.type_mismatch': {
    en: 'A template keeps its type: save it as a new template instead.',
    fr: 'Un modèle garde son type : enregistrez-le plutôt comme un nouveau modèle.',
  },
  'template.standard_version_required': {
    en: 'Choose the version of the standard (FAB-DIS 2 or 3).',
    fr: 'Choisissez la version du standard (FAB-DIS 2 ou 3).',
  },
  'template.standard_version_not_allowed': {
    en: 'This type of template has no standard version.',
    fr: "Ce type de modèle n'a pas de version de standard.",
  },
  'template.standard_version_not_available': {
    en: 'This version of the standard is not available for your company.',
    fr: "Cette version du standard n'est pas disponible pour votre société.",
  },
  'template.version_not_found': { en: 'This version of the template does not exist.', fr: "Cette version du modèle n'existe pas." },
  'template.revert_confirmation_required': {
    en: 'Reverting removes every newer version of the template: confirm to go on.',
    fr: 'Revenir à cette version supprime toutes les versions plus récentes du modèle : confirmez pour continuer.',
  },
  'template.revert_to_current': { en: 'This is already the current version.', fr: 'Il s’agit déjà de la version actuelle.' },
  'template.sheet_name_taken': { en: 'Two sheets have the same name.', fr: 'Deux feuilles ont le même nom.' },
  'template.sheet_name_invalid': {
    en: 'A sheet name cannot contain [ ] : * ? / \\ nor begin or end with an apostrophe.',
    fr: "Un nom de feuille ne peut contenir [ ] : * ? / \\ ni commencer ou finir par une apostrophe.",
  },
  'template.column_id_repeated': { en: 'Two columns have the same id.', fr: 'Deux colonnes ont le même identifiant.' },
  // A column that cannot be written: named in the template (broken columns) and in a run's warnings.
  'template.column.attribute_deleted': {
    en: 'Sheet "{sheet}", column "{column}": its attribute was deleted.',
    fr: 'Feuille « {sheet} », colonne « {column} » : son attribut a été supprimé.',
  },
  'template.column.attribute_not_readable': {
    en: 'Sheet "{sheet}", column "{column}": you may not read its attribute.',
    fr: 'Feuille « {sheet} », colonne « {column} » : vous ne pouvez pas lire son attribut.',
  },
  'template.column.language_removed': {
    en: 'Sheet "{sheet}", column "{column}": the language {language} is no longer an attribute language of the company.',
    fr: "Feuille « {sheet} », colonne « {column} » : la langue {language} n'est plus une langue d'attribut de la société.",
  },
  'template.column.category_tree_deleted': {
    en: 'Sheet "{sheet}", column "{column}": its category tree was deleted.',
    fr: 'Feuille « {sheet} », colonne « {column} » : son arbre de catégories a été supprimé.',
  },
  'template.column.formula_invalid': {
    en: 'Sheet "{sheet}", column "{column}": its formula no longer works ({detail}).',
    fr: 'Feuille « {sheet} », colonne « {column} » : sa formule ne fonctionne plus ({detail}).',
  },
  'template.column.part_not_applicable': {
    en: 'This part of the value does not exist for this attribute (a code is a choice’s, a unit a measure’s).',
    fr: "Cette partie de la valeur n'existe pas pour cet attribut (un code est celui d'un choix, une unité celle d'une mesure).",
  },
  'template.column.unit_not_applicable': {
    en: 'This unit is not one of the attribute’s unit type.',
    fr: "Cette unité n'appartient pas au type d'unité de l'attribut.",
  },
  // Starting a template from an Excel file.
  'matrix.bad_file': {
    en: 'The matrix file cannot be read: send an Excel workbook (.xlsx).',
    fr: 'Le fichier de matrice ne peut pas être lu : envoyez un classeur Excel (.xlsx).',
  },
  'matrix.cannot_build': {
    en: 'Cannot build a matrix: no column header of the file names a product field or an attribute.',
    fr: "Impossible de construire une matrice : aucun en-tête de colonne du fichier ne désigne un champ du produit ou un attribut.",
  },
} as const satisfies Record<string, ErrorMessage>;
