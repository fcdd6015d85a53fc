import type { ErrorMessage } from './messages.ts';

/** Sign-in, session, password and CSRF errors (spec §4, §5, §8). */
export const sessionErrors = {
  'log-in-success': { en: 'Logged in successfully.', fr: 'Connexion réussie.' },
  'invalid-credentials': {
    en: 'Username or password is incorrect.',
    fr: "Nom d'utilisateur ou mot de passe incorrect.",
  },
  'server-error': { en: 'A server error occurred.', fr: "Une erreur serveur s'est produite." },
  'token-expired': {
    en: 'Your session has expired, please sign in again.',
    fr: 'Votre session a expiré, veuillez vous reconnecter.',
  },
  'token-invalid': {
    en: 'Your session is not valid, please sign in again.',
    fr: "Votre session n'est pas valide, veuillez vous reconnecter.",
  },
  'auth.required': { en: 'You need to be signed in.', fr: 'Vous devez être connecté.' },
  // {seconds}: the answer's Retry-After
  'auth.throttled': {
    en: 'Too many attempts. Try again in {seconds} s.',
    fr: 'Trop de tentatives. Réessayez dans {seconds} s.',
  },
  'auth.account_inactive': {
    en: 'This account is deactivated.',
    fr: 'Ce compte est désactivé.',
  },
  'auth.sso_only': {
    en: 'Your company requires single sign-on: passwords are deactivated.',
    fr: 'Votre entreprise impose l’authentification unique : les mots de passe sont désactivés.',
  },
  'auth.session_not_found': {
    en: 'This session has already ended.',
    fr: 'Cette session est déjà terminée.',
  },
  'download.login_required': {
    en: 'You need to be logged in to download files',
    fr: 'Vous devez être connecté pour télécharger des fichiers',
  },
  'invalid-token': { en: 'The token is invalid.', fr: "Le jeton n'est pas valide." },
  'password-required': { en: 'The password is required.', fr: 'Le mot de passe est obligatoire.' },
  'invalid-password': { en: 'The password is invalid.', fr: "Le mot de passe n'est pas valide." },
  'old-password-incorrect': {
    en: 'The current password is incorrect.',
    fr: 'Le mot de passe actuel est incorrect.',
  },
  'password.too_short': {
    en: 'The password must contain at least 9 characters.',
    fr: 'Le mot de passe doit contenir au moins 9 caractères.',
  },
  'password.uppercase_required': {
    en: 'The password must contain at least one uppercase letter.',
    fr: 'Le mot de passe doit contenir au moins une lettre majuscule.',
  },
  'password.lowercase_required': {
    en: 'The password must contain at least one lowercase letter.',
    fr: 'Le mot de passe doit contenir au moins une lettre minuscule.',
  },
  'password.two_digits_required': {
    en: 'The password must contain at least two digits.',
    fr: 'Le mot de passe doit contenir au moins deux chiffres.',
  },
  'password.special_required': {
    en: 'The password must contain at least one special character.',
    fr: 'Le mot de passe doit contenir au moins un caractère spécial.',
  },
  'password.too_common': {
    en: 'This password is too common.',
    fr: 'Ce mot de passe est trop courant.',
  },
  'password.entirely_numeric': {
    en: 'The password cannot be entirely numeric.',
    fr: 'Le mot de passe ne peut pas être entièrement numérique.',
  },
  'password.too_similar': {
    en: 'The password is too similar to your personal information.',
    fr: 'Le mot de passe est trop semblable à vos informations personnelles.',
  },
  'password.same_as_previous': {
    en: 'The new password must differ from the previous one.',
    fr: 'Le nouveau mot de passe doit être différent du précédent.',
  },
  'password.confirmation_mismatch': {
    en: 'The two passwords do not match.',
    fr: 'Les deux mots de passe ne correspondent pas.',
  },
  'csrf.missing': {
    en: 'The CSRF token is missing.',
    fr: 'Le jeton CSRF est manquant.',
  },
  'csrf.mismatch': {
    en: 'The CSRF token does not match.',
    fr: 'Le jeton CSRF ne correspond pas.',
  },
  'microsoft.already_linked': {
    en: 'This Microsoft account is already linked to another account.',
    fr: 'Ce compte Microsoft est déjà lié à un autre compte.',
  },
  'microsoft.link_error': {
    en: 'An error occurred while linking your Microsoft account.',
    fr: 'Une erreur est survenue lors de la liaison de votre compte Microsoft.',
  },
  'microsoft.login_error': {
    en: 'An error occurred while signing in with Microsoft.',
    fr: 'Une erreur est survenue lors de la connexion avec Microsoft.',
  },
  'microsoft.link_expired': {
    en: 'This link has expired or is outdated. You can generate a new one.',
    fr: 'Ce lien a expiré ou est obsolète. Vous pouvez en générer un nouveau.',
  },
} as const satisfies Record<string, ErrorMessage>;
