import { defineRemoteStrings } from '@pimento/shared-kit/i18n/remote-strings';

/** A feed's e-mail written by an e-mail template (docs/email-templates.md): `feedEmailTemplate` in the `exports` namespace. */
defineRemoteStrings('exports', {
  en: {
    feedEmailTemplate: {
      label: 'E-mail template',
      none: 'None: the subject and body below',
      help: 'A template of your company (Profile, E-mail templates): its subject and body are sent, their placeholders filled for each delivery. The subject and body below are sent only if the template is deleted.',
      loadFailed: 'The e-mail templates could not be loaded.',
    },
  },
  fr: {
    feedEmailTemplate: {
      label: 'Modèle d’e-mail',
      none: 'Aucun : l’objet et le corps ci-dessous',
      help: 'Un modèle de votre entreprise (Profil, Modèles d’e-mail) : son objet et son corps sont envoyés, leurs variables remplies à chaque livraison. L’objet et le corps ci-dessous ne sont envoyés que si le modèle est supprimé.',
      loadFailed: 'Les modèles d’e-mail n’ont pas pu être chargés.',
    },
  },
});
