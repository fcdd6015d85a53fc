import type { ErrorMessage } from './messages.ts';

/** Products, models, categories, listings and bulk actions (spec §5, §8). */
export const catalogueCoreErrors = {
  'plan.products_limit': {
    en: 'You have reached your products limit. Contact us to upgrade your plan !',
    fr: 'Vous avez atteint votre limite de produits. Contactez-nous pour changer d’offre !',
  },
  'product.sku_required': { en: 'The SKU is required.', fr: 'Le SKU est obligatoire.' },
  'product.sku_too_long': { en: 'The SKU is too long (100 characters at most).', fr: 'Le SKU est trop long (100 caractères au plus).' },
  'product.sku_taken': { en: 'Another product already has this SKU.', fr: 'Un autre produit a déjà ce SKU.' },
  'product.name_required': { en: 'The name is required.', fr: 'Le nom est obligatoire.' },
  'product.name_too_long': { en: 'The name is too long (255 characters at most).', fr: 'Le nom est trop long (255 caractères au plus).' },
  'product.model_not_found': { en: 'This model does not exist.', fr: "Ce modèle n'existe pas." },
  'product.category_not_found': { en: 'This category does not exist.', fr: "Cette catégorie n'existe pas." },
  'model.reference_required': { en: 'The reference is required.', fr: 'La référence est obligatoire.' },
  'model.reference_too_long': {
    en: 'The reference is too long (100 characters at most).',
    fr: 'La référence est trop longue (100 caractères au plus).',
  },
  'model.reference_taken': { en: 'Another model already has this reference.', fr: 'Un autre modèle a déjà cette référence.' },
  'model.name_required': { en: 'The name is required.', fr: 'Le nom est obligatoire.' },
  'model.name_too_long': { en: 'The name is too long (255 characters at most).', fr: 'Le nom est trop long (255 caractères au plus).' },
  'value.managed_by_model': {
    en: 'This attribute is managed by the model: edit it on the model.',
    fr: 'Cet attribut est géré par le modèle : modifiez-le sur le modèle.',
  },
  'value.unique_taken': {
    en: 'This value must be unique and another product already has it.',
    fr: 'Cette valeur doit être unique et un autre produit l’a déjà.',
  },
  'value.attribute_not_found': { en: 'This attribute does not exist.', fr: "Cet attribut n'existe pas." },
  // A save or bulk action changing a value the user may read but not edit writes nothing.
  'rights.attribute_not_editable': {
    en: 'You are not allowed to edit the values of this attribute.',
    fr: "Vous n'êtes pas autorisé à modifier les valeurs de cet attribut.",
  },
  'category.name_taken': {
    en: 'A category with this name already exists at this level in this language.',
    fr: 'Une catégorie porte déjà ce nom à ce niveau dans cette langue.',
  },
  'category.name_has_pipe': { en: 'The name must not contain the | character.', fr: 'Le nom ne doit pas contenir le caractère |.' },
  'category.name_required': { en: 'The name is required.', fr: 'Le nom est obligatoire.' },
  'category.name_too_long': { en: 'The name is too long (255 characters at most).', fr: 'Le nom est trop long (255 caractères au plus).' },
  'category.under_own_descendant': {
    en: 'A category cannot be moved under itself or one of its descendants.',
    fr: "Une catégorie ne peut pas être déplacée sous elle-même ou sous l'une de ses descendantes.",
  },
  'category.parent_not_found': { en: 'The parent category does not exist.', fr: "La catégorie parente n'existe pas." },
  'filter.too_many_values': {
    en: 'Too many values pasted: 100,000 at most. Split the list and filter in several steps.',
    fr: 'Trop de valeurs collées : 100 000 au plus. Découpez la liste et filtrez en plusieurs fois.',
  },
  'filter.unknown_attribute': { en: 'This filter names an unknown attribute.', fr: 'Ce filtre porte sur un attribut inconnu.' },
  'filter.operator_not_allowed': {
    en: 'This operator cannot be used on this attribute type.',
    fr: "Cet opérateur n'est pas utilisable sur ce type d'attribut.",
  },
  'filter.invalid_value': { en: 'The filter value does not fit the attribute type.', fr: "La valeur du filtre ne correspond pas au type de l'attribut." },
  'filter.unknown_column': { en: 'This column cannot be sorted or shown.', fr: 'Cette colonne ne peut être ni triée ni affichée.' },
  'filter.cursor_invalid': {
    en: 'This page link is no longer valid: reload the list.',
    fr: "Ce lien de page n'est plus valide : rechargez la liste.",
  },
  'saved_filter.name_taken': { en: 'You already have a saved filter with this name.', fr: 'Vous avez déjà un filtre enregistré sous ce nom.' },
  'bulk.confirmation_required': {
    en: 'Deleting products needs an explicit confirmation.',
    fr: 'La suppression de produits demande une confirmation explicite.',
  },
  'bulk.empty_selection': { en: 'The selection is empty.', fr: 'La sélection est vide.' },
  'history.retention_invalid': { en: 'The retention setting is not valid.', fr: "Le réglage de conservation n'est pas valide." },
} as const satisfies Record<string, ErrorMessage>;
