import type { ErrorMessage } from './messages.ts';

/** Loading the demo catalogue into a company (README "The demo catalogue"). */
export const demoCatalogueErrors = {
  'demo_catalogue.catalogue_not_empty': {
    en: 'The demo catalogue loads only into a catalogue without products: this one already has some.',
    fr: 'Le catalogue de démonstration ne se charge que dans un catalogue sans produits : celui-ci en a déjà.',
  },
  'demo_catalogue.already_loading': {
    en: 'The demo catalogue is already loading into this company: follow it in the tasks panel.',
    fr: 'Le catalogue de démonstration est déjà en cours de chargement dans cette entreprise : suivez-le dans le panneau des tâches.',
  },
  'demo_catalogue.import_failed': {
    en: 'The demo catalogue’s products could not be imported: its run in the imports says why.',
    fr: 'Les produits du catalogue de démonstration n’ont pas pu être importés : son exécution dans les imports dit pourquoi.',
  },
} as const satisfies Record<string, ErrorMessage>;
