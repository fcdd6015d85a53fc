import { defineRemoteStrings } from '@pimento/shared-kit/i18n/remote-strings';

/** The `assets` namespace, registered when this module loads. Assets remote: gallery and asset categories. */
export const assetsStrings = defineRemoteStrings('assets', {
  en: {
    area: 'Assets',
    pages: {
      gallery: { title: 'Asset gallery', description: 'Images, PDFs and other files of your products will be browsed, tagged and uploaded here.' },
      categories: { title: 'Asset categories', description: 'Asset categories, featured and unstored rules and assignment rules will be configured here.' },
      notFound: { title: 'Page not found', description: 'This assets page does not exist.' },
    },
  },
  fr: {
    area: 'Médias',
    pages: {
      gallery: { title: 'Galerie de médias', description: 'Les images, PDF et autres fichiers de vos produits seront parcourus, étiquetés et déposés ici.' },
      categories: { title: 'Catégories de médias', description: "Les catégories de médias, les règles principale et non stockée et les règles d'affectation seront configurées ici." },
      notFound: { title: 'Page introuvable', description: "Cette page des médias n'existe pas." },
    },
  },
});
