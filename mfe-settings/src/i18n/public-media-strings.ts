import { defineRemoteStrings } from '@pimento/shared-kit/i18n/remote-strings';

/** The company tab's public media card: `publicMedia` in the `settings` namespace. */
defineRemoteStrings('settings', {
  en: {
    publicMedia: {
      title: 'Public media addresses',
      intro:
        'Exports give your customers addresses of your pictures and documents that open without signing in to Pimento, such as the URL list of an asset export. A product’s main image keeps its address when you replace the image.',
      since: 'The current addresses were created on {{date}}.',
      none: 'No export has written a public address yet.',
      replace: 'Withdraw every address',
      confirmTitle: 'Withdraw every public address?',
      confirmContent:
        'Every address in the files you have sent stops working at once: your customers will need new files. Exports made from now on write new addresses. This cannot be undone.',
      confirmOk: 'Withdraw',
      replaced: 'The public addresses are withdrawn. New exports write new ones.',
      loadFailed: 'The public addresses could not be read. Reload the page to try again.',
    },
  },
  fr: {
    publicMedia: {
      title: 'Adresses publiques des médias',
      intro:
        'Les exports donnent à vos clients des adresses de vos images et documents qui s’ouvrent sans connexion à Pimento, comme la liste d’URL d’un export d’assets. L’image principale d’un produit garde son adresse quand vous remplacez l’image.',
      since: 'Les adresses actuelles ont été créées le {{date}}.',
      none: 'Aucun export n’a encore écrit d’adresse publique.',
      replace: 'Retirer toutes les adresses',
      confirmTitle: 'Retirer toutes les adresses publiques ?',
      confirmContent:
        'Toutes les adresses des fichiers déjà envoyés cessent aussitôt de fonctionner : vos clients auront besoin de nouveaux fichiers. Les exports faits à partir de maintenant écrivent de nouvelles adresses. Cette action est irréversible.',
      confirmOk: 'Retirer',
      replaced: 'Les adresses publiques sont retirées. Les nouveaux exports en écrivent de nouvelles.',
      loadFailed: 'Les adresses publiques n’ont pas pu être lues. Rechargez la page pour réessayer.',
    },
  },
});
