import { defineRemoteStrings } from '@pimento/shared-kit/i18n/remote-strings';

/** The `imports` namespace, registered when this module loads. Imports remote: import list and import configuration. */
export const importsStrings = defineRemoteStrings('imports', {
  en: {
    area: 'Imports',
    pages: {
      list: { title: 'Imports', description: 'Your product, price and asset imports (Excel, CSV, JSON, ETIM, FTP drop) will be listed here with their reports.' },
      config: { title: 'Import configuration', description: 'Import {{id}}: columns will be mapped to attributes here with draggable pills, formulas and conditions.' },
      notFound: { title: 'Page not found', description: 'This imports page does not exist.' },
    },
  },
  fr: {
    area: 'Imports',
    pages: {
      list: { title: 'Imports', description: "Vos imports de produits, de prix et d'assets (Excel, CSV, JSON, ETIM, dépôt FTP) seront listés ici avec leurs rapports." },
      config: { title: "Configuration de l'import", description: "Import {{id}} : les colonnes seront associées aux attributs ici, avec des pastilles à glisser, des formules et des conditions." },
      notFound: { title: 'Page introuvable', description: "Cette page des imports n'existe pas." },
    },
  },
});
