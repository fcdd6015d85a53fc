import type { ErrorMessage } from './messages.ts';

/** Single sign-on (docs/sso.md; spec §8 "Microsoft" errors): one code per cause a user can act on. */
export const ssoErrors = {
  'sso.no_provider': {
    en: 'No single sign-on is set up for this e-mail address. Sign in with your password.',
    fr: "Aucune authentification unique n'est configurée pour cette adresse e-mail. Connectez-vous avec votre mot de passe.",
  },
  'sso.provider_unreachable': {
    en: 'The identity provider could not be reached. Try again in a moment.',
    fr: "Le fournisseur d'identité est injoignable. Réessayez dans un instant.",
  },
  'sso.link_expired': {
    en: 'This sign-in link has expired or was already used. Start the sign-in again.',
    fr: 'Ce lien de connexion a expiré ou a déjà servi. Recommencez la connexion.',
  },
  'sso.login_failed': {
    en: 'The identity provider’s answer could not be verified. Signing in failed.',
    fr: "La réponse du fournisseur d'identité n'a pas pu être vérifiée. La connexion a échoué.",
  },
  'sso.unknown_user': {
    en: 'No account of this company matches your identity. Ask your administrator to invite you.',
    fr: "Aucun compte de cette entreprise ne correspond à votre identité. Demandez à votre administrateur de vous inviter.",
  },
  'sso.already_linked': {
    en: 'This identity is already linked to another account.',
    fr: 'Cette identité est déjà liée à un autre compte.',
  },
  'sso.link_failed': {
    en: 'Your Microsoft account could not be linked. Start the linking again from your profile.',
    fr: "Votre compte Microsoft n'a pas pu être lié. Recommencez la liaison depuis votre profil.",
  },
  'sso.user_already_linked': {
    en: 'Your account is already linked to a Microsoft account. Unlink it first.',
    fr: 'Votre compte est déjà lié à un compte Microsoft. Déliez-le d’abord.',
  },
  'sso.link_unavailable': {
    en: 'Your company has no Microsoft (OpenID Connect) sign-in to link an account to.',
    fr: "Votre entreprise n'a pas de connexion Microsoft (OpenID Connect) à laquelle lier un compte.",
  },
  'sso.not_linked': { en: 'Your account is not linked to any identity provider.', fr: "Votre compte n'est lié à aucun fournisseur d'identité." },
  'sso.unlink_sso_only': {
    en: 'Your company requires single sign-on: your account must stay linked.',
    fr: 'Votre entreprise impose l’authentification unique : votre compte doit rester lié.',
  },
  'sso.test_other_user': {
    en: 'The test sign-in must be made with your own account at the identity provider.',
    fr: "La connexion de test doit se faire avec votre propre compte chez le fournisseur d'identité.",
  },
  'sso.not_configured': { en: 'Single sign-on is not set up for this company.', fr: "L'authentification unique n'est pas configurée pour cette entreprise." },
  'sso.url_invalid': { en: 'Enter a web address starting with https://.', fr: 'Saisissez une adresse web commençant par https://.' },
  'sso.domain_invalid': { en: 'Enter a domain such as example.com.', fr: 'Saisissez un domaine comme example.com.' },
  'sso.domain_taken': { en: 'Another company already uses this domain.', fr: 'Une autre entreprise utilise déjà ce domaine.' },
  'sso.field_required': { en: 'This field is required for this protocol.', fr: 'Ce champ est obligatoire pour ce protocole.' },
  'sso.certificate_invalid': { en: 'This is not a readable X.509 certificate.', fr: "Ce n'est pas un certificat X.509 lisible." },
  'sso.emergency_not_administrator': {
    en: 'The emergency administrator must be an active administrator of the company.',
    fr: "L'administrateur de secours doit être un administrateur actif de l'entreprise.",
  },
  'sso.only_requires_test': {
    en: 'Sign in once through the identity provider (Test the sign-in) before requiring single sign-on.',
    fr: "Connectez-vous une fois par le fournisseur d'identité (Tester la connexion) avant d'imposer l'authentification unique.",
  },
  'sso.only_requires_emergency': {
    en: 'Name an emergency administrator before requiring single sign-on.',
    fr: "Désignez un administrateur de secours avant d'imposer l'authentification unique.",
  },
  'sso.only_active': {
    en: 'Single sign-on is required: switch that off before removing the identity provider.',
    fr: "L'authentification unique est imposée : désactivez-la avant de supprimer le fournisseur d'identité.",
  },
} as const satisfies Record<string, ErrorMessage>;
