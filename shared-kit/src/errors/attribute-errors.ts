import type { ErrorMessage } from './messages.ts';

/** Attribute definitions, groups, sections, sets and choice lists (spec §5 "Attributes", §8). */
export const attributeErrors = {
  'attribute.not_found': { en: 'Attribute not found.', fr: 'Attribut introuvable.' },
  'attribute.code_has_pipe': { en: 'The code must not contain the | character.', fr: 'Le code ne doit pas contenir le caractère |.' },
  'attribute.code_invalid_characters': {
    en: 'The code may only contain letters, digits, _, - and . (no spaces).',
    fr: 'Le code ne peut contenir que des lettres, des chiffres, _, - et . (sans espace).',
  },
  'attribute.code_taken': { en: 'Another attribute already has this code.', fr: 'Un autre attribut a déjà ce code.' },
  'attribute.code_not_editable': { en: 'The code cannot be changed after creation.', fr: 'Le code ne peut plus être modifié après la création.' },
  'attribute.type_not_editable': { en: 'The type cannot be changed after creation.', fr: 'Le type ne peut plus être modifié après la création.' },
  'attribute.label_required': { en: 'At least one label is required.', fr: 'Au moins un libellé est obligatoire.' },
  'attribute.label_has_pipe': { en: 'The label must not contain the | character.', fr: 'Le libellé ne doit pas contenir le caractère |.' },
  'attribute.label_taken': {
    en: 'Another attribute already has this label in this language.',
    fr: 'Un autre attribut a déjà ce libellé dans cette langue.',
  },
  'attribute.label_language_unknown': {
    en: 'This language is not an attribute label language of the company.',
    fr: "Cette langue n'est pas une langue de libellé d'attribut de l'entreprise.",
  },
  'attribute.min_above_max': { en: 'The minimum must not be above the maximum.', fr: 'Le minimum ne doit pas dépasser le maximum.' },
  'attribute.min_max_not_allowed': { en: 'This type has no minimum or maximum.', fr: "Ce type n'a ni minimum ni maximum." },
  'attribute.max_length_not_allowed': { en: 'This type has no maximum length.', fr: "Ce type n'a pas de longueur maximale." },
  'attribute.unit_type_not_allowed': { en: 'This type cannot have a unit.', fr: "Ce type ne peut pas avoir d'unité." },
  'attribute.unit_type_unknown': { en: 'Unknown unit type.', fr: "Type d'unité inconnu." },
  'attribute.unit_required': { en: 'A unit is required for this unit type.', fr: "Une unité est obligatoire pour ce type d'unité." },
  'attribute.unit_forbidden': { en: 'A unit needs a unit type.', fr: "Une unité nécessite un type d'unité." },
  'attribute.unit_wrong_type': { en: 'This unit does not belong to the unit type.', fr: "Cette unité n'appartient pas au type d'unité." },
  'attribute.choices_not_allowed': { en: 'This type cannot have choices.', fr: 'Ce type ne peut pas avoir de choix.' },
  'attribute.choices_required': {
    en: 'A dropdown needs choices or a choice list.',
    fr: 'Une liste déroulante nécessite des choix ou une liste de choix.',
  },
  'attribute.choices_and_list': {
    en: 'Give either choices or a choice list, not both.',
    fr: 'Indiquez des choix ou une liste de choix, pas les deux.',
  },
  'attribute.choice_code_taken': { en: 'Two choices cannot share a code.', fr: 'Deux choix ne peuvent pas avoir le même code.' },
  'attribute.choice_code_has_pipe': {
    en: 'A choice code must not contain the | character.',
    fr: 'Le code d’un choix ne doit pas contenir le caractère |.',
  },
  'attribute.choice_list_not_found': { en: 'Choice list not found.', fr: 'Liste de choix introuvable.' },
  'attribute.localizable_not_allowed': { en: 'This type cannot be localizable.', fr: 'Ce type ne peut pas être multilingue.' },
  'attribute.unique_not_allowed': { en: 'This attribute cannot be unique.', fr: 'Cet attribut ne peut pas être unique.' },
  'attribute.unique_has_duplicates': {
    en: 'Several products already share a value of this attribute: make them different before making it unique.',
    fr: "Plusieurs produits partagent déjà une valeur de cet attribut : rendez-les différentes avant de le rendre unique.",
  },
  'attribute.object_type_required': { en: 'An object link needs an object type.', fr: "Un lien d'objet nécessite un type d'objet." },
  'attribute.object_type_not_allowed': { en: 'Only object links have an object type.', fr: "Seuls les liens d'objet ont un type d'objet." },
  'attribute.object_type_not_found': { en: 'Object type not found.', fr: "Type d'objet introuvable." },
  'attribute.group_not_found': { en: 'Attribute group not found.', fr: "Groupe d'attributs introuvable." },
  'attribute.set_not_found': { en: 'Attribute set not found.', fr: "Ensemble d'attributs introuvable." },
  'attribute.user_group_not_found': { en: 'User group not found.', fr: "Groupe d'utilisateurs introuvable." },
  'attribute.suggestions_not_allowed': { en: 'Only text attributes have suggestions.', fr: 'Seuls les attributs texte ont des suggestions.' },
  'attribute.default_invalid': { en: 'The default value is not valid for this attribute.', fr: "La valeur par défaut n'est pas valide pour cet attribut." },
  'attribute.formula_not_allowed': { en: 'This type cannot be computed.', fr: 'Ce type ne peut pas être calculé.' },
  'attribute.formula_invalid': { en: 'The formula is not valid.', fr: "La formule n'est pas valide." },
  'attribute.formula_circular': {
    en: 'The formula depends on itself through other computed attributes.',
    fr: "La formule dépend d'elle-même à travers d'autres attributs calculés.",
  },
  'attribute.used_by_formula': {
    en: 'A computed attribute uses this attribute in its formula.',
    fr: 'Un attribut calculé utilise cet attribut dans sa formule.',
  },
  'attribute.reorder_mismatch': {
    en: 'The new order must list every item exactly once.',
    fr: 'Le nouvel ordre doit lister chaque élément exactement une fois.',
  },
  'attribute_group.not_found': { en: 'Attribute group not found.', fr: "Groupe d'attributs introuvable." },
  'attribute_group.name_has_pipe': { en: 'The name must not contain the | character.', fr: 'Le nom ne doit pas contenir le caractère |.' },
  'attribute_group.name_taken': { en: 'Another group already has this name in this language.', fr: 'Un autre groupe porte déjà ce nom dans cette langue.' },
  'attribute_group.name_required': { en: 'At least one name is required.', fr: 'Au moins un nom est obligatoire.' },
  'attribute_group.has_attributes': {
    en: 'A group that still has attributes cannot be deleted.',
    fr: 'Un groupe qui contient encore des attributs ne peut pas être supprimé.',
  },
  'attribute_group.section_not_found': { en: 'Section not found.', fr: 'Section introuvable.' },
  'attribute_section.not_found': { en: 'Section not found.', fr: 'Section introuvable.' },
  'attribute_section.name_has_pipe': { en: 'The name must not contain the | character.', fr: 'Le nom ne doit pas contenir le caractère |.' },
  'attribute_section.name_taken': { en: 'Another section already has this name in this language.', fr: 'Une autre section porte déjà ce nom dans cette langue.' },
  'attribute_section.name_required': { en: 'At least one name is required.', fr: 'Au moins un nom est obligatoire.' },
  'attribute_section.has_groups': {
    en: 'A section that still has groups cannot be deleted.',
    fr: 'Une section qui contient encore des groupes ne peut pas être supprimée.',
  },
  'attribute_set.not_found': { en: 'Attribute set not found.', fr: "Ensemble d'attributs introuvable." },
  'attribute_set.name_has_pipe': { en: 'The name must not contain the | character.', fr: 'Le nom ne doit pas contenir le caractère |.' },
  'attribute_set.name_taken': { en: 'Another set already has this name.', fr: 'Un autre ensemble porte déjà ce nom.' },
  'choice_list.not_found': { en: 'Choice list not found.', fr: 'Liste de choix introuvable.' },
  'choice_list.name_has_pipe': { en: 'The name must not contain the | character.', fr: 'Le nom ne doit pas contenir le caractère |.' },
  'choice_list.name_taken': { en: 'Another choice list already has this name.', fr: 'Une autre liste de choix porte déjà ce nom.' },
  'choice_list.in_use': {
    en: 'This choice list is used by attributes and cannot be deleted.',
    fr: 'Cette liste de choix est utilisée par des attributs et ne peut pas être supprimée.',
  },
  'attribute_language.not_found': {
    en: 'This language is not an attribute language of the company.',
    fr: "Cette langue n'est pas une langue d'attribut de l'entreprise.",
  },
  'attribute_language.last': {
    en: 'The company needs at least one attribute language.',
    fr: "L'entreprise doit garder au moins une langue d'attribut.",
  },
  'attribute_language.unknown': { en: 'This language is not known.', fr: "Cette langue n'est pas connue." },
  'attribute_language.already_added': {
    en: 'This language is already a language of the company.',
    fr: "Cette langue est déjà une langue de l'entreprise.",
  },
  'attribute_label_language.only_label': {
    en: 'Some attributes have a label only in this language: give them another label first.',
    fr: "Certains attributs n'ont de libellé que dans cette langue : donnez-leur d'abord un autre libellé.",
  },
  'attribute_label_language.only_name': {
    en: 'Some sections, groups or categories have a name only in this language: give them another name first.',
    fr: "Certaines sections, certains groupes ou certaines catégories n'ont de nom que dans cette langue : donnez-leur d'abord un autre nom.",
  },
} as const satisfies Record<string, ErrorMessage>;

/** Problems of one attribute value (products, models, imports, defaults). */
export const attributeValueErrors = {
  'attribute.value.not_a_string': { en: 'The value must be text.', fr: 'La valeur doit être un texte.' },
  'attribute.value.not_an_integer': { en: 'The value is not a whole number.', fr: "La valeur n'est pas un nombre entier." },
  'attribute.value.not_a_number': { en: 'The value is not a number.', fr: "La valeur n'est pas un nombre." },
  'attribute.value.not_a_boolean': { en: 'The value is neither true nor false.', fr: "La valeur n'est ni vrai ni faux." },
  'attribute.value.not_a_date': { en: 'The value is not a date (YYYY-MM-DD).', fr: "La valeur n'est pas une date (AAAA-MM-JJ)." },
  'attribute.value.not_a_time': { en: 'The value is not a time (HH:MM).', fr: "La valeur n'est pas une heure (HH:MM)." },
  'attribute.value.not_a_url': { en: 'The value is not a URL.', fr: "La valeur n'est pas une URL." },
  'attribute.value.not_an_email': { en: 'The value is not an e-mail address.', fr: "La valeur n'est pas une adresse e-mail." },
  'attribute.value.not_a_list': { en: 'The value must be a list.', fr: 'La valeur doit être une liste.' },
  'attribute.value.not_a_range': { en: 'The value must have a minimum and a maximum.', fr: 'La valeur doit avoir un minimum et un maximum.' },
  'attribute.value.range_max_not_above_min': {
    en: 'The maximum of the range must be larger than its minimum.',
    fr: 'Le maximum de la plage doit être supérieur à son minimum.',
  },
  'attribute.value.not_an_object': { en: 'The value is not an object of this type.', fr: "La valeur n'est pas un objet de ce type." },
  'attribute.value.unknown_choice': { en: 'This choice does not exist.', fr: "Ce choix n'existe pas." },
  'attribute.value.duplicate_choice': { en: 'The same choice is selected twice.', fr: 'Le même choix est sélectionné deux fois.' },
  'attribute.value.below_minimum': { en: 'The value is below the minimum.', fr: 'La valeur est inférieure au minimum.' },
  'attribute.value.above_maximum': { en: 'The value is above the maximum.', fr: 'La valeur est supérieure au maximum.' },
  'attribute.value.too_long': { en: 'The value is longer than the maximum length.', fr: 'La valeur dépasse la longueur maximale.' },
  'attribute.value.not_localized': {
    en: 'This attribute is multilingual: give one value per language.',
    fr: 'Cet attribut est multilingue : donnez une valeur par langue.',
  },
  'attribute.value.unknown_language': {
    en: 'This language is not an attribute language of the company.',
    fr: "Cette langue n'est pas une langue d'attribut de l'entreprise.",
  },
  'attribute.value.unit_unknown': { en: 'The unit is unknown.', fr: "L'unité est inconnue." },
  'attribute.value.unit_wrong_type': { en: 'The unit has the wrong type.', fr: "L'unité n'est pas du bon type." },
  'attribute.value.unit_not_expected': { en: 'This attribute has no unit.', fr: "Cet attribut n'a pas d'unité." },
  'attribute.value.computed': {
    en: 'A computed value cannot be edited by hand.',
    fr: 'Une valeur calculée ne peut pas être modifiée à la main.',
  },
} as const satisfies Record<string, ErrorMessage>;

/** Objects and object types (`/pimento-object/`). */
export const objectErrors = {
  'object_type.not_found': { en: 'Object type not found.', fr: "Type d'objet introuvable." },
  'object_type.name_has_pipe': { en: 'The name must not contain the | character.', fr: 'Le nom ne doit pas contenir le caractère |.' },
  'object_type.name_taken': { en: 'Another object type already has this name.', fr: "Un autre type d'objet porte déjà ce nom." },
  'object_type.in_use': {
    en: 'This object type still has objects or object-link attributes.',
    fr: "Ce type d'objet a encore des objets ou des attributs de lien d'objet.",
  },
  'object.not_found': { en: 'Object not found.', fr: 'Objet introuvable.' },
  'object.name_taken': { en: 'Another object of this type already has this name.', fr: 'Un autre objet de ce type porte déjà ce nom.' },
  'object.name_has_pipe': { en: 'The name must not contain the | character.', fr: 'Le nom ne doit pas contenir le caractère |.' },
  'object.group_not_found': { en: 'User group not found.', fr: "Groupe d'utilisateurs introuvable." },
} as const satisfies Record<string, ErrorMessage>;

/** Formula language (docs/formulas.md): every problem has a position in the formula. */
export const formulaErrors = {
  'formula.empty': { en: 'The formula is empty.', fr: 'La formule est vide.' },
  'formula.unexpected_character': { en: 'Unexpected character.', fr: 'Caractère inattendu.' },
  'formula.unterminated_string': { en: 'A text is not closed with ".', fr: 'Un texte n’est pas fermé par ".' },
  'formula.unterminated_reference': { en: 'An attribute reference is not closed with }.', fr: "Une référence d'attribut n'est pas fermée par }." },
  'formula.empty_reference': { en: 'An attribute reference is empty.', fr: "Une référence d'attribut est vide." },
  'formula.unexpected_token': { en: 'Unexpected element in the formula.', fr: 'Élément inattendu dans la formule.' },
  'formula.unexpected_end': { en: 'The formula ends too early.', fr: 'La formule se termine trop tôt.' },
  'formula.unknown_function': { en: 'Unknown function.', fr: 'Fonction inconnue.' },
  'formula.wrong_argument_count': { en: 'Wrong number of arguments.', fr: "Nombre d'arguments incorrect." },
  'formula.unknown_attribute': { en: 'Unknown attribute.', fr: 'Attribut inconnu.' },
  'formula.unsupported_input': {
    en: 'Attributes of this type cannot be used in a formula.',
    fr: 'Les attributs de ce type ne peuvent pas être utilisés dans une formule.',
  },
  'formula.localizable_input': {
    en: 'A multilingual attribute can only be used in a multilingual computed attribute.',
    fr: 'Un attribut multilingue ne peut être utilisé que dans un attribut calculé multilingue.',
  },
  'formula.type_mismatch': { en: 'This value has the wrong type here.', fr: "Cette valeur n'a pas le bon type ici." },
  'formula.result_type_mismatch': {
    en: "The formula's result does not match the attribute type.",
    fr: "Le résultat de la formule ne correspond pas au type de l'attribut.",
  },
  'formula.circular_reference': { en: 'The formula refers to itself.', fr: 'La formule fait référence à elle-même.' },
  'formula.division_by_zero': { en: 'Division by zero.', fr: 'Division par zéro.' },
  'formula.not_a_number': { en: 'The result is not a number.', fr: "Le résultat n'est pas un nombre." },
} as const satisfies Record<string, ErrorMessage>;
