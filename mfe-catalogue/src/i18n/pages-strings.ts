/** The catalogue's areas and their page frames: products, categories, prices, attributes, clients, dashboard, objects. */
export const pagesStrings = {
  en: {
    area: 'Catalogue',
    pages: {
      products: { title: 'Products and models', description: 'Your products and models will be listed here, with custom filters, saved filters, bulk actions and completion at a glance.' },
      categories: { title: 'Categories', description: 'The category trees of your catalogue will appear here, ready to reorganise by drag and drop.' },
      prices: { title: 'Price list' },
      attributes: { title: 'Product attributes', description: 'Attributes, their groups, sections and sets will be defined and ordered here.' },
      priceAttributes: { title: 'Price attributes' },
      clientAttributes: { title: 'Client attributes' },
      etimFeaturePill: { title: 'ETIM feature pills', description: 'Links between your attributes and ETIM features will be configured here.' },
      computedAttributes: { title: 'Computed attributes', description: 'Attributes computed from formulas will be defined here.' },
      clients: { title: 'Clients' },
      dashboard: { title: 'Dashboard', description: 'Completion dashboards per client, export and user will appear here.' },
      objects: { title: 'Objects', description: 'Object types and objects linked to your products will be managed here.' },
      notFound: { title: 'Page not found', description: 'This catalogue page does not exist.' },
    },
  },
  fr: {
    area: 'Catalogue',
    pages: {
      products: { title: 'Produits et modèles', description: 'Vos produits et modèles seront listés ici, avec filtres personnalisés, filtres enregistrés, actions groupées et complétude en un coup d’œil.' },
      categories: { title: 'Catégories', description: 'Les arbres de catégories de votre catalogue apparaîtront ici, réorganisables par glisser-déposer.' },
      prices: { title: 'Liste de prix' },
      attributes: { title: 'Attributs produits', description: 'Les attributs, leurs groupes, sections et ensembles seront définis et ordonnés ici.' },
      priceAttributes: { title: 'Attributs de prix' },
      clientAttributes: { title: 'Attributs clients' },
      etimFeaturePill: { title: 'Pastilles de caractéristiques ETIM', description: 'Les liens entre vos attributs et les caractéristiques ETIM seront configurés ici.' },
      computedAttributes: { title: 'Attributs calculés', description: 'Les attributs calculés par formule seront définis ici.' },
      clients: { title: 'Clients' },
      dashboard: { title: 'Tableau de bord', description: 'Les tableaux de bord de complétude par client, export et utilisateur apparaîtront ici.' },
      objects: { title: 'Objets', description: 'Les types d’objets et les objets liés à vos produits seront gérés ici.' },
      notFound: { title: 'Page introuvable', description: "Cette page du catalogue n'existe pas." },
    },
  },
};
