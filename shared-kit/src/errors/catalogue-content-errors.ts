import type { ErrorMessage } from './messages.ts';

/** Import cell errors (spec §8). */
export const importErrors = {
  'import.cell.not_an_integer': { en: 'The value is not a whole number.', fr: "La valeur n'est pas un nombre entier." },
  'import.cell.not_a_number': { en: 'The value is not a number.', fr: "La valeur n'est pas un nombre." },
  'import.cell.not_a_date': { en: 'The value is not a date.', fr: "La valeur n'est pas une date." },
  'import.cell.not_an_email': { en: 'The value is not an e-mail address.', fr: "La valeur n'est pas une adresse e-mail." },
  'import.cell.not_a_url': { en: 'The value is not a URL.', fr: "La valeur n'est pas une URL." },
  'import.cell.not_a_boolean': { en: 'The value is neither true nor false.', fr: "La valeur n'est ni vrai ni faux." },
  'import.cell.unit_missing': { en: 'The unit is missing.', fr: "L'unité est manquante." },
  'import.cell.unit_unknown': { en: 'The unit is unknown.', fr: "L'unité est inconnue." },
  'import.cell.unit_wrong_type': { en: 'The unit has the wrong type.', fr: "L'unité n'est pas du bon type." },
  'import.cell.below_minimum': { en: 'The value is below the minimum.', fr: 'La valeur est inférieure au minimum.' },
  'import.cell.above_maximum': { en: 'The value is above the maximum.', fr: 'La valeur est supérieure au maximum.' },
  'import.cell.too_long': { en: 'The value is longer than the maximum length.', fr: 'La valeur dépasse la longueur maximale.' },
  'import.cell.attribute_not_found': { en: 'The attribute does not exist.', fr: "L'attribut n'existe pas." },
  'import.cell.choice_not_found': { en: 'The choice does not exist.', fr: "Le choix n'existe pas." },
  'import.cell.tag_not_found': { en: 'The tag does not exist.', fr: "L'étiquette n'existe pas." },
  'import.cell.model_not_found': { en: 'The model does not exist.', fr: "Le modèle n'existe pas." },
  'import.cell.language_not_found': { en: 'The language does not exist.', fr: "La langue n'existe pas." },
  'import.cell.managed_by_model': { en: 'This attribute is managed by the model.', fr: 'Cet attribut est géré par le modèle.' },
  'import.cell.localizable_mismatch': { en: 'The localisation does not match the attribute.', fr: "La localisation ne correspond pas à l'attribut." },
  'import.cell.sku_missing': { en: 'The SKU is missing.', fr: 'Le SKU est manquant.' },
  'import.cell.sku_too_long': { en: 'The SKU is too long.', fr: 'Le SKU est trop long.' },
  'import.cell.name_missing': { en: 'The name is missing.', fr: 'Le nom est manquant.' },
  'import.cell.name_too_long': { en: 'The name is too long.', fr: 'Le nom est trop long.' },
  'import.cell.sku_repeated': { en: 'This SKU is already on line {line} of the file.', fr: 'Ce SKU figure déjà à la ligne {line} du fichier.' },
  'import.products_limit': {
    en: 'You have reached your products limit. Contact us to upgrade your plan !',
    fr: 'Vous avez atteint votre limite de produits. Contactez-nous pour changer d’offre !',
  },
  'import.cell.unknown_error': { en: 'Unknown error.', fr: 'Erreur inconnue.' },
  'import.cell.category_not_found': { en: 'The category "{path}" does not exist.', fr: "La catégorie « {path} » n'existe pas." },
  'import.cell.unit_not_expected': { en: 'This attribute has no unit.', fr: "Cet attribut n'a pas d'unité." },
  'import.category_tree_not_found': { en: 'This category tree does not exist.', fr: "Cette arborescence de catégories n'existe pas." },
  'import.price_list_not_found': { en: 'This price list does not exist.', fr: "Cette liste de prix n'existe pas." },
  'import.price_field_off': {
    en: 'This price field is switched off for your company (price attributes).',
    fr: 'Ce champ de prix est désactivé pour votre société (attributs de prix).',
  },
  'import.pill_unit_column': {
    en: 'The unit must come from another column than the value.',
    fr: "L'unité doit venir d'une autre colonne que la valeur.",
  },
  'import.file_empty': { en: 'The file is empty.', fr: 'Le fichier est vide.' },
  'import.file_type': {
    en: 'This file cannot be imported: send an Excel workbook (.xlsx), a CSV or a JSON file.',
    fr: 'Ce fichier ne peut pas être importé : envoyez un classeur Excel (.xlsx), un CSV ou un fichier JSON.',
  },
  'import.file_too_large': {
    en: 'The file is larger than the limit of {limit}.',
    fr: 'Le fichier dépasse la limite de {limit}.',
  },
  'import.xls_unsupported': {
    en: 'Old Excel files (.xls) cannot be read: open it in Excel and save it as .xlsx.',
    fr: 'Les anciens fichiers Excel (.xls) ne peuvent pas être lus : ouvrez-le dans Excel et enregistrez-le en .xlsx.',
  },
  'import.xlsx_unpacked_too_large': {
    en: 'The workbook unpacks to more than {limit}: it cannot be read safely.',
    fr: 'Le classeur décompressé dépasse {limit} : il ne peut pas être lu sans risque.',
  },
  'import.xml_declarations_refused': {
    en: 'The workbook contains XML declarations (DOCTYPE or entities) that are refused for safety.',
    fr: 'Le classeur contient des déclarations XML (DOCTYPE ou entités) refusées par sécurité.',
  },
  'import.xlsx_malformed': {
    en: 'The workbook is damaged: {details}.',
    fr: 'Le classeur est endommagé : {details}.',
  },
  'import.sheet_not_found': { en: 'The sheet "{sheet}" does not exist in this workbook.', fr: "La feuille « {sheet} » n'existe pas dans ce classeur." },
  'import.json_malformed': {
    en: 'The JSON file is not valid near line {line}: {details}.',
    fr: "Le fichier JSON n'est pas valide vers la ligne {line} : {details}.",
  },
  'import.pill_formula': { en: 'The formula of this pill is not valid.', fr: "La formule de cette pastille n'est pas valide." },
  'import.pill_missing_column': {
    en: 'The column "{column}" of this pill is not in the file.',
    fr: 'La colonne « {column} » de cette pastille ne figure pas dans le fichier.',
  },
  'import.template_name_taken': { en: 'An import template already has this name.', fr: "Un modèle d'import porte déjà ce nom." },
  'import.template_not_found': { en: 'Import template not found.', fr: "Modèle d'import introuvable." },
  'import.no_sku_pill': {
    en: 'The template needs a pill for the SKU: it is how a row finds its product.',
    fr: "Le modèle a besoin d'une pastille pour le SKU : c'est ainsi qu'une ligne trouve son produit.",
  },
  'import.run_not_ready': {
    en: 'This import cannot be launched: its dry run is not ready, or it was launched already.',
    fr: "Cet import ne peut pas être lancé : sa vérification n'est pas prête, ou il a déjà été lancé.",
  },
  'import.changed_since_verification': {
    en: 'The product changed (or was created) after the dry run: this row was not written. Run the import again.',
    fr: "Le produit a changé (ou a été créé) après la vérification : cette ligne n'a pas été écrite. Relancez l'import.",
  },
  'import.run_not_rollbackable': {
    en: 'Only a finished or interrupted import can be rolled back, and only once.',
    fr: 'Seul un import terminé ou interrompu peut être annulé, et une seule fois.',
  },
  'import.report_unavailable': {
    en: 'This import has no error report: its dry run has not finished, or it found no errors.',
    fr: "Cet import n'a pas de rapport d'erreurs : sa vérification n'est pas terminée, ou elle n'a trouvé aucune erreur.",
  },
  'import.json_shape': {
    en: 'The JSON file must hold an array of objects (one per product), or a Pimento quick export.',
    fr: 'Le fichier JSON doit contenir un tableau d’objets (un par produit), ou un export rapide Pimento.',
  },
} as const satisfies Record<string, ErrorMessage>;

/** Asset errors (spec §8). */
export const assetErrors = {
  'asset.url_no_response': { en: 'The URL did not respond.', fr: "L'URL n'a pas répondu." },
  'asset.url_invalid': { en: 'The URL syntax is invalid.', fr: "La syntaxe de l'URL n'est pas valide." },
  'asset.url_too_long': { en: 'The URL is too long.', fr: "L'URL est trop longue." },
  'asset.url_not_allowed': {
    en: 'This URL points to a loopback or private address ({host}), which Pimento does not fetch.',
    fr: "Cette URL désigne une adresse locale ou privée ({host}), que Pimento ne va pas chercher.",
  },
  'asset.ssl_error': { en: 'SSL error.', fr: 'Erreur SSL.' },
  'asset.request_error': { en: 'Request error.', fr: 'Erreur de requête.' },
  'asset.request_timeout': { en: 'The request timed out.', fr: "La requête a dépassé le délai d'attente." },
  'asset.resolution_too_high': { en: 'The resolution is too high.', fr: 'La résolution est trop élevée.' },
  'asset.storage_limit': {
    en: 'The storage limit is reached: {space_left} left.',
    fr: 'La limite de stockage est atteinte : il reste {space_left}.',
  },
  'asset.too_large': { en: 'The file is larger than the limit of {limit}.', fr: 'Le fichier dépasse la limite de {limit}.' },
  'asset.bad_extension': { en: 'This file extension is not permitted.', fr: "Cette extension de fichier n'est pas autorisée." },
  'asset.no_file': { en: 'No file provided.', fr: 'Aucun fichier fourni.' },
  'asset.not_eligible_featured': { en: 'This asset cannot be featured.', fr: 'Ce média ne peut pas être mis en avant.' },
  'asset.unstored_category_mismatch': {
    en: 'Stored and unstored assets cannot be mixed in this category.',
    fr: 'Les médias stockés et non stockés ne peuvent pas être mélangés dans cette catégorie.',
  },
  'asset.category_managed_by_model': { en: 'This category is managed by the model.', fr: 'Cette catégorie est gérée par le modèle.' },
  'asset.name_taken': { en: 'An asset with this name already exists.', fr: 'Un média porte déjà ce nom.' },
  'asset.content_mismatch': {
    en: 'The file’s content is not what its extension says.',
    fr: 'Le contenu du fichier ne correspond pas à son extension.',
  },
  'asset.unreadable': { en: 'The file cannot be read: it is damaged or truncated.', fr: 'Le fichier est illisible : il est endommagé ou tronqué.' },
  'asset.svg_unsafe': {
    en: 'This SVG contains scripts or references to outside files.',
    fr: 'Ce SVG contient des scripts ou des références à des fichiers extérieurs.',
  },
  'asset.category_not_found': { en: 'This asset category does not exist.', fr: "Cette catégorie de médias n'existe pas." },
  'asset.mixed_storage': {
    en: 'Select only stored assets or only unstored assets.',
    fr: 'Sélectionnez uniquement des médias stockés ou uniquement des médias non stockés.',
  },
  'asset.language_unknown': { en: 'This language is not one of the company’s languages.', fr: "Cette langue n'est pas une langue de l'entreprise." },
  'asset.cursor_invalid': { en: 'The page cursor is not valid.', fr: "Le curseur de page n'est pas valide." },
  'asset.upload_incomplete': { en: 'The upload was interrupted: send the file again.', fr: "L'envoi a été interrompu : envoyez à nouveau le fichier." },
  'asset.file_missing': { en: 'The asset’s file is missing from the storage.', fr: 'Le fichier du média est absent du stockage.' },
  'asset.category_not_managed_by_model': {
    en: 'Only assets of a category managed by the model can be linked to a model.',
    fr: 'Seuls les médias d’une catégorie gérée par le modèle peuvent être liés à un modèle.',
  },
  'asset.linked_managed_move': {
    en: 'An asset linked to products cannot move into or out of a category managed by the model. Remove its links first.',
    fr: 'Un média lié à des produits ne peut pas entrer dans une catégorie gérée par le modèle ni en sortir. Retirez d’abord ses liens.',
  },
  'asset.not_linked': { en: 'This asset is not linked to this product or model.', fr: 'Ce média n’est pas lié à ce produit ou modèle.' },
  'asset.order_mismatch': {
    en: 'The new order must list every asset of the category once, and only those.',
    fr: 'Le nouvel ordre doit citer une fois chaque média de la catégorie, et seulement eux.',
  },
  'asset.thumbnail_missing': { en: 'This asset has no thumbnail yet.', fr: 'Ce média n’a pas encore de vignette.' },
  'asset.thumbnail_failed': {
    en: 'The thumbnail could not be made from this file; the asset stays usable.',
    fr: 'La vignette n’a pas pu être créée à partir de ce fichier ; le média reste utilisable.',
  },
  'asset.rendition_size_required': { en: 'Give a width, a height or both.', fr: 'Indiquez une largeur, une hauteur ou les deux.' },
  'asset.rendition_not_image': {
    en: 'Only JPEG, PNG, WebP and TIFF images can be resized.',
    fr: 'Seules les images JPEG, PNG, WebP et TIFF peuvent être redimensionnées.',
  },
  'asset.rendition_failed': { en: 'This image could not be resized: {reason}', fr: 'Cette image n’a pas pu être redimensionnée : {reason}' },
  'asset_rule.identifier_pill_required': {
    en: 'The pattern needs a pill that names the products: SKU, model reference or an attribute.',
    fr: 'Le motif doit contenir une pastille qui désigne les produits : SKU, référence de modèle ou un attribut.',
  },
  'asset_rule.pill_repeated': {
    en: 'This pill can appear only once in the pattern.',
    fr: 'Cette pastille ne peut figurer qu’une fois dans le motif.',
  },
  'asset_rule.featured_option_and_pill': {
    en: 'Choose either the Featured option or a Featured pill, not both.',
    fr: 'Choisissez l’option Mise en avant ou une pastille Mise en avant, pas les deux.',
  },
  'asset_rule.sequence_pill_required': {
    en: 'Placing assets at their sequence number needs a Sequence pill in the pattern.',
    fr: 'Placer les médias à leur numéro d’ordre demande une pastille Numéro dans le motif.',
  },
  'asset_rule.attribute_not_found': { en: 'An attribute of the pattern does not exist.', fr: 'Un attribut du motif n’existe pas.' },
  'asset_rule.name_taken': { en: 'A rule with this name already exists.', fr: 'Une règle porte déjà ce nom.' },
  'asset_category.name_required': { en: 'The name is required.', fr: 'Le nom est obligatoire.' },
  'asset_category.name_has_pipe': { en: 'The name cannot contain the character |.', fr: 'Le nom ne peut pas contenir le caractère |.' },
  'asset_category.name_taken': {
    en: 'An asset category with this name already exists at this level in this language.',
    fr: 'Une catégorie de médias porte déjà ce nom à ce niveau dans cette langue.',
  },
  'asset_category.featured_and_unstored': {
    en: 'A category cannot be both featured and unstored.',
    fr: 'Une catégorie ne peut pas être à la fois mise en avant et non stockée.',
  },
  'asset_category.under_own_descendant': {
    en: 'A category cannot go under one of its own subcategories.',
    fr: 'Une catégorie ne peut pas aller sous l’une de ses sous-catégories.',
  },
  'asset_category.parent_not_found': { en: 'The parent category does not exist.', fr: "La catégorie parente n'existe pas." },
  'asset_category.managed_flag_linked': {
    en: 'Assets of this category are linked where this change would hide them: to products when the model takes the category over, to models when it gives it back. Remove those links first.',
    fr: 'Des médias de cette catégorie sont liés là où ce changement les masquerait : à des produits quand le modèle prend la catégorie en charge, à des modèles quand il la rend. Retirez d’abord ces liens.',
  },
  'asset_category.flag_conflicts_with_assets': {
    en: 'The category’s assets do not fit this setting (stored or unstored, images only when featured).',
    fr: 'Les médias de la catégorie ne correspondent pas à ce réglage (stockés ou non, images seulement si mise en avant).',
  },
} as const satisfies Record<string, ErrorMessage>;

/** Price errors (spec §8). */
export const priceErrors = {
  'price.gross_or_net_required': { en: 'A gross or net price is required.', fr: 'Un prix brut ou net est obligatoire.' },
  'price.currency_required': { en: 'The currency is missing.', fr: 'La devise est manquante.' },
  'price.must_be_positive': { en: 'The value must be positive.', fr: 'La valeur doit être positive.' },
  'price.end_before_start': { en: 'The end date is before the start date.', fr: 'La date de fin est antérieure à la date de début.' },
  'price.wrong_discount_number': { en: 'Wrong discount number: a discount is between 0 and 1.', fr: 'Numéro de remise incorrect : une remise est comprise entre 0 et 1.' },
  'price.currency_invalid': { en: 'This is not an ISO 4217 currency code.', fr: "Ce n'est pas un code de devise ISO 4217." },
  'price.duplicate': {
    en: 'This price collides with price #{id} ({sku}, {period}): same product, price list and discriminant values over an overlapping period.',
    fr: 'Ce prix entre en conflit avec le prix n°{id} ({sku}, {period}) : même produit, même liste de prix et mêmes valeurs discriminantes sur une période qui se chevauche.',
  },
  'price.discriminant_required': { en: 'The price list needs a value for this discriminant.', fr: 'La liste de prix exige une valeur pour ce discriminant.' },
  'price.discriminant_invalid': { en: 'This value does not fit the type of the discriminant.', fr: 'Cette valeur ne correspond pas au type du discriminant.' },
  'price.discriminant_unknown': { en: 'The price list has no such discriminant.', fr: "La liste de prix n'a pas ce discriminant." },
  'price_field.always_shown': {
    en: 'The price and its currency cannot be disabled ({field}).',
    fr: 'Le prix et sa devise ne peuvent pas être désactivés ({field}).',
  },
  'price.list_archived': { en: 'This price list is archived: restore it to change its prices.', fr: 'Cette liste de prix est archivée : restaurez-la pour modifier ses prix.' },
  'price_list.name_taken': { en: 'A price list with this name already exists.', fr: 'Une liste de prix porte déjà ce nom.' },
  'price_list.duplicate_discriminant': { en: 'Two discriminants cannot share a code.', fr: 'Deux discriminants ne peuvent pas avoir le même code.' },
  'price_list.discriminants_locked': {
    en: 'The discriminant attributes cannot be modified once the price list holds a price.',
    fr: 'Les attributs discriminants ne peuvent plus être modifiés une fois que la liste contient un prix.',
  },
  'price_list.already_archived': { en: 'This price list is already archived.', fr: 'Cette liste de prix est déjà archivée.' },
  'price_list.not_archived': { en: 'Only an archived price list can be restored or deleted for good.', fr: 'Seule une liste de prix archivée peut être restaurée ou supprimée définitivement.' },
  'price_list.delete_count_mismatch': {
    en: 'The price list now holds {count} prices: confirm the deletion again.',
    fr: 'La liste de prix contient maintenant {count} prix : confirmez de nouveau la suppression.',
  },
} as const satisfies Record<string, ErrorMessage>;

/** Validation rules (spec §5, §8 "missing mandatory value"; docs/validation-rules.md): what a broken rule says at the field, and a rule's own refusals. */
export const validationRuleErrors = {
  'rule.mandatory': { en: 'Required by the rule “{rule}”.', fr: 'Obligatoire selon la règle « {rule} ».' },
  'rule.min': { en: 'Below the minimum of {value} set by the rule “{rule}”.', fr: 'Sous le minimum de {value} fixé par la règle « {rule} ».' },
  'rule.max': { en: 'Above the maximum of {value} set by the rule “{rule}”.', fr: 'Au-dessus du maximum de {value} fixé par la règle « {rule} ».' },
  'rule.among': { en: 'The rule “{rule}” allows only: {value}.', fr: 'La règle « {rule} » n’autorise que : {value}.' },
  'rule.not_among': { en: 'The rule “{rule}” does not allow: {value}.', fr: 'La règle « {rule} » n’autorise pas : {value}.' },
  'rule.equals': { en: 'The rule “{rule}” wants {value}.', fr: 'La règle « {rule} » demande {value}.' },
  'rule.not_equals': { en: 'The rule “{rule}” does not allow {value}.', fr: 'La règle « {rule} » n’autorise pas {value}.' },
  'rule.attribute_deleted': { en: 'This rule checks nothing: its attribute was deleted.', fr: 'Cette règle ne vérifie rien : son attribut a été supprimé.' },
  'rule.set_deleted': { en: 'This rule checks nothing: its attribute set was deleted.', fr: 'Cette règle ne vérifie rien : son ensemble d’attributs a été supprimé.' },
  'rule.filters_broken': {
    en: 'This rule checks nothing: one of its filters names an attribute deleted since.',
    fr: 'Cette règle ne vérifie rien : l’un de ses filtres nomme un attribut supprimé depuis.',
  },
  'rule.name_taken': { en: 'A rule with this name already exists.', fr: 'Une règle porte déjà ce nom.' },
  'rule.limit_reached': { en: 'The maximum number of validation rules is reached.', fr: 'Le nombre maximal de règles de validation est atteint.' },
  'rule.attribute_not_found': { en: 'This attribute does not exist.', fr: "Cet attribut n'existe pas." },
  'rule.set_not_found': { en: 'This attribute set does not exist.', fr: "Cet ensemble d'attributs n'existe pas." },
  'rule.set_only_mandatory': {
    en: 'A rule on an attribute set can only make its attributes mandatory.',
    fr: 'Une règle sur un ensemble d’attributs ne peut que rendre ses attributs obligatoires.',
  },
  'rule.operator_not_for_type': { en: 'This check does not apply to this type of attribute.', fr: 'Cette vérification ne s’applique pas à ce type d’attribut.' },
  'rule.value_invalid': { en: 'This value does not fit the check or the attribute.', fr: 'Cette valeur ne convient pas à la vérification ou à l’attribut.' },
  'rule.unknown_choice': { en: 'The attribute has no such choice.', fr: "L'attribut n'a pas ce choix." },
  'rule.language_unknown': { en: 'This language is not one of the attribute’s.', fr: 'Cette langue n’est pas l’une de celles de l’attribut.' },
} as const satisfies Record<string, ErrorMessage>;

/** ETIM errors (spec §8). */
export const etimErrors = {
  'etim.feature_not_in_class': { en: 'This feature is not linked to the class.', fr: "Cette caractéristique n'est pas liée à la classe." },
  'etim.class_not_found': { en: 'ETIM class or version not found.', fr: 'Classe ou version ETIM introuvable.' },
  'etim.feature_not_found': { en: 'ETIM feature not found.', fr: 'Caractéristique ETIM introuvable.' },
  'etim.product_already_classified': { en: 'The product already has a class.', fr: 'Le produit a déjà une classe.' },
  'etim.product_not_classified': { en: 'The product has no class.', fr: "Le produit n'a pas de classe." },
  'etim.wrong_value_type': { en: 'Wrong value type.', fr: 'Type de valeur incorrect.' },
  'etim.value_managed_by_model': { en: 'This value is managed by the model.', fr: 'Cette valeur est gérée par le modèle.' },
  'etim.imperial_without_code': { en: 'Imperial value without a code.', fr: 'Valeur impériale sans code.' },
  'etim.import_running': {
    en: 'Edits are blocked while an ETIM import runs.',
    fr: "Les modifications sont bloquées pendant un import ETIM.",
  },
} as const satisfies Record<string, ErrorMessage>;

/** Template, export and client errors (spec §8). */
export const templateErrors = {
  'feed.limit_reached': { en: 'Maximum number of feeds reached.', fr: 'Nombre maximal de flux atteint.' },
  'file.bad_zip': { en: 'Bad zip file.', fr: 'Fichier zip incorrect.' },
  'excel.cannot_open': {
    en: 'The Excel file cannot be opened (password-protected?).',
    fr: 'Le fichier Excel ne peut pas être ouvert (protégé par mot de passe ?).',
  },
  'excel.only_hidden_sheets': {
    en: 'The file only has hidden or protected sheets.',
    fr: "Le fichier ne contient que des feuilles masquées ou protégées.",
  },
  'feed.multi_sku_not_available': {
    en: 'Multi-SKU templates are not available in feeds.',
    fr: 'Les modèles multi-SKU ne sont pas disponibles dans les flux.',
  },
  'template.pasted_configuration_mismatch': {
    en: 'The pasted configuration does not match (image versus non-image).',
    fr: 'La configuration collée ne correspond pas (image ou non-image).',
  },
  'client.no_price': { en: 'No price list is linked to this client.', fr: "Aucune liste de prix n'est liée à ce client." },
  'client.no_product': { en: 'No product is linked to this client.', fr: "Aucun produit n'est lié à ce client." },
  'client.no_main_template': { en: 'No main template is linked to this client.', fr: "Aucun modèle principal n'est lié à ce client." },
  'client.name_taken': { en: 'A client with this name already exists.', fr: 'Un client porte déjà ce nom.' },
  'client.price_list_not_found': { en: 'This price list does not exist.', fr: "Cette liste de prix n'existe pas." },
  'client.price_list_archived': { en: 'This price list is archived: restore it or choose another.', fr: 'Cette liste de prix est archivée : restaurez-la ou choisissez-en une autre.' },
  'client.template_not_found': { en: 'This template does not exist or you may not read it.', fr: "Ce modèle n'existe pas ou vous ne pouvez pas le lire." },
  'client.template_not_matrix': { en: 'The main template of a client is a matrix template.', fr: "Le modèle principal d'un client est un modèle de matrice." },
  'client.category_not_found': { en: 'This category does not exist.', fr: "Cette catégorie n'existe pas." },
  'extra_attribute.code_taken': { en: 'Another attribute already has this code.', fr: 'Un autre attribut a déjà ce code.' },
  'extra_attribute.duplicate_choice': { en: 'Two choices cannot share a code.', fr: 'Deux choix ne peuvent pas avoir le même code.' },
  'extra_attribute.choices_only_dropdown': { en: 'Only a dropdown has choices.', fr: 'Seule une liste déroulante a des choix.' },
  'extra_attribute.dropdown_needs_choice': { en: 'A dropdown needs at least one choice.', fr: 'Une liste déroulante a besoin d’au moins un choix.' },
  'extra_attribute.limit_reached': { en: 'You have reached the maximum number of attributes here.', fr: "Vous avez atteint le nombre maximal d'attributs ici." },
  'client.logo_not_found': { en: 'This image is not in the asset gallery.', fr: "Cette image n'est pas dans la galerie de ressources." },
  'client.logo_type': { en: 'A logo is a PNG, JPEG, WebP or SVG image.', fr: 'Un logo est une image PNG, JPEG, WebP ou SVG.' },
  'client.logo_too_large': { en: 'A logo weighs {max} MB at most.', fr: 'Un logo pèse au plus {max} Mo.' },
  'client.logo_resolution': {
    en: 'A logo measures between {min} and {max} pixels a side; this one is {width} × {height}.',
    fr: 'Un logo mesure entre {min} et {max} pixels de côté ; celui-ci fait {width} × {height}.',
  },
  'client.not_authorised': { en: 'You are not authorised to do this on this client.', fr: "Vous n'êtes pas autorisé à faire cela sur ce client." },
} as const satisfies Record<string, ErrorMessage>;
