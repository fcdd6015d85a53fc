import type { ErrorMessage } from './messages.ts';

/** Errors any endpoint may answer: validation, rights, not found, conflicts, limits (spec §6, §8). */
export const generalErrors = {
  'internal-server-error': {
    en: 'Internal server error. Contact support team.',
    fr: "Erreur interne du serveur. Contactez l'équipe support.",
  },
  'an-error-occurred': { en: 'An error occurred', fr: "Une erreur s'est produite" },
  'an-error-occurred-retry': {
    en: 'An error occurred. Please retry.',
    fr: "Une erreur s'est produite. Veuillez réessayer.",
  },
  'unknown-error': { en: 'Unknown error, please retry', fr: 'Erreur inconnue, veuillez réessayer' },
  'server-no-response': { en: "The server didn't respond", fr: "Le serveur n'a pas répondu" },
  // Every versioned resource (attributes, products, models, objects, choice lists…): a save
  // carrying a version older than the stored one writes nothing.
  'conflict.stale_version': {
    en: 'Someone else changed this in the meantime. Reload it and apply your change again.',
    fr: "Quelqu'un d'autre l'a modifié entre-temps. Rechargez-le et appliquez à nouveau votre modification.",
  },
  'validation.invalid': { en: 'The request is not valid.', fr: "La requête n'est pas valide." },
  'validation.malformed_json': {
    en: 'The request body is not valid JSON.',
    fr: "Le corps de la requête n'est pas du JSON valide.",
  },
  'validation.unsupported_media_type': {
    en: 'The request body must be JSON.',
    fr: 'Le corps de la requête doit être du JSON.',
  },
  'validation.required': { en: 'This field is required.', fr: 'Ce champ est obligatoire.' },
  'validation.invalid_type': {
    en: 'This field has the wrong type.',
    fr: "Ce champ n'a pas le bon type.",
  },
  'validation.too_long': { en: 'This value is too long.', fr: 'Cette valeur est trop longue.' },
  'validation.too_short': { en: 'This value is too short.', fr: 'Cette valeur est trop courte.' },
  'validation.too_big': { en: 'This value is too large.', fr: 'Cette valeur est trop grande.' },
  'validation.too_small': { en: 'This value is too small.', fr: 'Cette valeur est trop petite.' },
  'validation.unknown_field': { en: 'This field is not allowed.', fr: "Ce champ n'est pas autorisé." },
  'validation.invalid_value': { en: 'This value is not allowed.', fr: "Cette valeur n'est pas autorisée." },
  'validation.invalid_format': {
    en: 'This value has the wrong format.',
    fr: "Cette valeur n'a pas le bon format.",
  },
  'payload.too_large': { en: 'The request is too large.', fr: 'La requête est trop volumineuse.' },
  'route.not_found': { en: 'This address does not exist.', fr: "Cette adresse n'existe pas." },
  'realtime.origin_forbidden': {
    en: 'Live updates are only available to pages of this site.',
    fr: 'Les mises à jour en direct ne sont disponibles que pour les pages de ce site.',
  },
  'resource.not_found': { en: 'Not found.', fr: 'Introuvable.' },
  'help.article_not_found': { en: 'Article not found.', fr: 'Article introuvable.' },
  'help.invalid_path': {
    en: 'A path is written in lower case and starts and ends with a slash, like /products/.',
    fr: "Un chemin s'écrit en minuscules, commence et finit par une barre oblique, comme /products/.",
  },
  'rights.forbidden': {
    en: 'You are not authorised to do this.',
    fr: "Vous n'êtes pas autorisé à effectuer cette action.",
  },
  'rights.superuser_required': {
    en: 'Only a superuser may do this.',
    fr: 'Seul un super-utilisateur peut effectuer cette action.',
  },
  'rights.administrator_required': {
    en: 'Only an administrator may do this.',
    fr: 'Seul un administrateur peut effectuer cette action.',
  },
  'rights.feature_disabled': {
    en: 'This feature is not activated for your company.',
    fr: "Cette fonctionnalité n'est pas activée pour votre entreprise.",
  },
  'rights.group_remove_needs_delete': {
    en: 'Removing a group requires the delete right on it.',
    fr: 'Retirer un groupe nécessite le droit de suppression sur ce groupe.',
  },
  'rights.group_add_needs_create': {
    en: 'Adding a group requires the create right on it.',
    fr: 'Ajouter un groupe nécessite le droit de création sur ce groupe.',
  },
  'groups.object_needs_group': {
    en: 'An object must belong to at least one group.',
    fr: 'Un objet doit appartenir à au moins un groupe.',
  },
  'groups.administrator_not_in_group': {
    en: 'An administrator cannot be in a group.',
    fr: 'Un administrateur ne peut pas appartenir à un groupe.',
  },
  'company.name_taken': {
    en: 'A company with this name already exists.',
    fr: 'Une entreprise porte déjà ce nom.',
  },
  'user.username_taken': {
    en: 'This username is already taken.',
    fr: "Ce nom d'utilisateur est déjà pris.",
  },
  'user.email_taken': {
    en: 'This e-mail address is already used.',
    fr: 'Cette adresse e-mail est déjà utilisée.',
  },
  'user.email_unchanged': {
    en: 'This is already your e-mail address.',
    fr: 'C’est déjà votre adresse e-mail.',
  },
  'company.not_found': { en: 'Company not found.', fr: 'Entreprise introuvable.' },
  'plan.users_limit': {
    en: 'You have reached your users limit. Contact us to upgrade your plan !',
    fr: 'Vous avez atteint votre limite d’utilisateurs. Contactez-nous pour changer d’offre !',
  },
  'plan.languages_limit': {
    en: 'You have reached your languages limit. Contact us to upgrade your plan !',
    fr: 'Vous avez atteint votre limite de langues. Contactez-nous pour changer d’offre !',
  },
  'email-template.name_taken': {
    en: 'An e-mail template already has this name.',
    fr: 'Un modèle d’e-mail porte déjà ce nom.',
  },
  'email-template.not_found': { en: 'E-mail template not found.', fr: 'Modèle d’e-mail introuvable.' },
  'email-template.not_authorised': {
    en: 'You are not authorised to edit this e-mail template.',
    fr: "Vous n'êtes pas autorisé à modifier ce modèle d'e-mail.",
  },
  'ai.not_enough_credits': {
    en: 'Not enough AI credits for this task.',
    fr: "Pas assez de crédits d'IA pour cette tâche.",
  },
  'ai.generation_failed': {
    en: 'Could not generate an attribute value.',
    fr: "Impossible de générer une valeur d'attribut.",
  },
  'ai.existing_attribute_skipped': {
    en: 'Existing attribute value skipped.',
    fr: "Valeur d'attribut existante ignorée.",
  },
  'value.mandatory_missing': { en: 'Missing mandatory value.', fr: 'Valeur obligatoire manquante.' },
  'rights.cannot_create_product': {
    en: 'You are not allowed to create products.',
    fr: "Vous n'êtes pas autorisé à créer des produits.",
  },
  'rights.cannot_create_attribute': {
    en: 'You are not allowed to create attributes.',
    fr: "Vous n'êtes pas autorisé à créer des attributs.",
  },
} as const satisfies Record<string, ErrorMessage>;
