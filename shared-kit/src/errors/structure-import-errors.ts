import type { ErrorMessage } from './messages.ts';

/**
 * Structure import (spec §5 "Structure import refuses …", §8 "existing attribute skipped";
 * docs/imports.md "Structure import"): one code per refusal, reported per line of the file.
 */
export const structureImportErrors = {
  'structure_import.malformed': { en: 'The data of this line is malformed.', fr: 'Les données de cette ligne sont mal formées.' },
  'structure_import.group_missing': { en: 'The group is missing.', fr: 'Le groupe est manquant.' },
  'structure_import.group_is_identity': {
    en: 'The identity group holds the product’s own fields (SKU, name, status): choose another group.',
    fr: 'Le groupe Identité contient les champs propres du produit (SKU, nom, statut) : choisissez un autre groupe.',
  },
  'structure_import.unit_type_missing': { en: 'The unit type is missing or unknown.', fr: "Le type d'unité est manquant ou inconnu." },
  'structure_import.label_empty': { en: 'The label is empty.', fr: 'Le libellé est vide.' },
  'structure_import.type_missing': { en: 'The attribute type is missing or unknown.', fr: "Le type de l'attribut est manquant ou inconnu." },
  'structure_import.unique_not_boolean': { en: 'Unique must be true or false.', fr: 'Unique doit valoir vrai ou faux.' },
  'structure_import.cannot_be_unique': {
    en: 'An attribute of this type, or a localizable one, cannot be unique.',
    fr: 'Un attribut de ce type, ou localisable, ne peut pas être unique.',
  },
  'structure_import.type_cannot_have_unit': { en: 'This attribute type cannot have a unit.', fr: "Ce type d'attribut ne peut pas avoir d'unité." },
  'structure_import.choice_list_missing': {
    en: 'The choice list is missing or does not exist.',
    fr: "La liste de choix est manquante ou n'existe pas.",
  },
  'structure_import.cannot_have_choices': { en: 'This attribute type cannot have choices.', fr: "Ce type d'attribut ne peut pas avoir de choix." },
  'structure_import.choices_and_list': {
    en: 'Give either choices or a choice list, not both.',
    fr: 'Indiquez des choix ou une liste de choix, pas les deux.',
  },
  'structure_import.localizable_mismatch': {
    en: 'An attribute with this code exists and its localization differs.',
    fr: 'Un attribut avec ce code existe et sa localisation est différente.',
  },
  'structure_import.cannot_be_localizable': { en: 'This attribute type cannot be localizable.', fr: "Ce type d'attribut ne peut pas être localisable." },
  'structure_import.localizable_not_boolean': { en: 'Localizable must be true or false.', fr: 'Localisable doit valoir vrai ou faux.' },
  'structure_import.attribute_exists': {
    en: 'An attribute with this code already exists: the line was skipped.',
    fr: 'Un attribut avec ce code existe déjà : la ligne a été ignorée.',
  },
  'structure_import.section_missing': {
    en: 'The group does not exist and no section is given to create it in.',
    fr: "Le groupe n'existe pas et aucune section n'est indiquée pour le créer.",
  },
  'structure_import.group_in_other_section': {
    en: 'The group "{group}" exists in another section ({section}).',
    fr: 'Le groupe « {group} » existe dans une autre section ({section}).',
  },
  'structure_import.asset_category_unavailable': {
    en: 'Asset attributes and asset categories cannot be imported yet.',
    fr: "Les attributs de médias et les catégories de médias ne peuvent pas encore être importés.",
  },
  'structure_import.columns_missing': {
    en: 'The file needs a "{columns}" column.',
    fr: 'Le fichier doit avoir une colonne « {columns} ».',
  },
} as const satisfies Record<string, ErrorMessage>;
