import type { ErrorMessage } from './messages.ts';

/**
 * The asset export (docs/assets.md "Asset export"): a template's refusals at their fields, and the
 * warnings a run reports for a file it left out (the run goes on with the others).
 */
export const assetExportErrors = {
  'asset_export.category_required': { en: 'Choose at least one asset category.', fr: 'Choisissez au moins une catégorie de médias.' },
  'asset_export.category_not_found': { en: 'This asset category no longer exists.', fr: 'Cette catégorie de médias n’existe plus.' },
  'asset_export.language_unknown': {
    en: 'This language is not one of the company’s attribute languages.',
    fr: 'Cette langue ne fait pas partie des langues d’attributs de l’entreprise.',
  },
  'asset_export.pill_invalid': {
    en: 'The file name may only use the pills name, sku, order, category, language, id and index, written in braces.',
    fr: 'Le nom de fichier ne peut utiliser que les pastilles name, sku, order, category, language, id et index, écrites entre accolades.',
  },
  'asset_export.file_name_invalid': {
    en: 'A file name may not hold / \\ : * ? " < > | or a lone brace.',
    fr: 'Un nom de fichier ne peut pas contenir / \\ : * ? " < > | ni une accolade seule.',
  },
  'asset_export.pill_needs_products': {
    en: 'The SKU and order pills need a selection of products: choose which products’ assets go out.',
    fr: 'Les pastilles SKU et ordre demandent une sélection de produits : choisissez les produits dont les médias sortent.',
  },
  'asset_export.orders_need_products': {
    en: 'Positions are those of the assets on products: choose a selection of products first.',
    fr: 'Les positions sont celles des médias sur les produits : choisissez d’abord une sélection de produits.',
  },
  'asset_export.not_tabular': {
    en: 'This template exports assets: run it as an asset export.',
    fr: 'Ce modèle exporte des médias : lancez-le comme un export de médias.',
  },
  'asset_export.not_asset_template': { en: 'This template does not export assets.', fr: 'Ce modèle n’exporte pas de médias.' },
  'asset_export.empty_selection': {
    en: 'No asset matches this template: there is nothing to export.',
    fr: 'Aucun média ne correspond à ce modèle : il n’y a rien à exporter.',
  },
  'asset_export.file_missing': { en: '{file}: its file is missing from the storage; it was left out.', fr: '{file} : son fichier manque au stockage ; il a été laissé de côté.' },
  'asset_export.file_unreadable': { en: '{file} could not be read ({reason}); it was left out.', fr: '{file} n’a pas pu être lu ({reason}) ; il a été laissé de côté.' },
  'asset_export.more_warnings': { en: '{count} more files were left out.', fr: '{count} autres fichiers ont été laissés de côté.' },
  'asset_export.feed_format': { en: 'An asset feed delivers a zip of the files or an Excel list of their URLs.', fr: 'Un flux de médias livre un zip des fichiers ou une liste Excel de leurs URL.' },
  'asset_export.feed_differential': {
    en: 'An asset feed always delivers every file: “only the changes” compares products.',
    fr: 'Un flux de médias livre toujours tous les fichiers : « seulement les changements » compare des produits.',
  },
  'asset_export.zip_needs_asset_template': { en: 'A zip holds assets: choose an asset export template.', fr: 'Un zip contient des médias : choisissez un modèle d’export de médias.' },
  'asset_export.link_only': {
    en: '{file} is a link, not a file kept by Pimento: it is in the list of URLs, not in the zip.',
    fr: '{file} est un lien, pas un fichier conservé par Pimento : il figure dans la liste d’URL, pas dans le zip.',
  },
} as const satisfies Record<string, ErrorMessage>;
