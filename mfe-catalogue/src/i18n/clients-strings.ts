/** Strings of the clients screen (`/clients/`): the list, a client's page, its product rules and preview. */
export const clientsStrings = {
  en: {
    clients: {
      newClient: 'New client', newTitle: 'New client', search: 'Search clients', empty: 'No client yet. A client receives your catalogue: its products, at its prices, in its template.',
      noMatch: 'No client matches.', created: '“{{name}}” created', saved: '“{{name}}” saved', deleted: '“{{name}}” deleted', back: 'Back to the clients',
      deleteTitle: 'Delete “{{name}}”?', deleteContent: 'The client goes; its products, prices and templates stay in the catalogue.',
      fields: { name: 'Name', description: 'Description', priceList: 'Price list', mainTemplate: 'Main matrix template', products: 'Products', problems: 'To do', updated: 'Updated' },
      nameRequired: 'Enter a name.', noPriceList: 'No price list', noTemplate: 'No main template', fixFields: 'Fix the fields shown in red.', ready: 'Ready',
      productCount_one: '{{count}} product', productCount_other: '{{count}} products',
      details: 'Details', discard: 'Discard changes', readOnly: 'You may read this client but not change it.',
      rules: {
        title: 'Products the client receives', help: 'The client receives every product of any rule below. A rule follows the catalogue: a product added to a category or changed to match a filter joins the client at once.',
        none: 'No rule yet: the client receives no product.', add: 'Add a rule', remove: 'Remove rule {{index}}', broken: 'This rule selects nothing: its filter names an attribute deleted since, or one you may not read. Remove it or replace it.',
        kinds: { products: 'Chosen products', categories: 'Categories', filter: 'Saved filter' },
        products_one: '{{count}} chosen product', products_other: '{{count}} chosen products', categories: 'In {{names}} or below', filter_one: 'Products matching {{count}} filter', filter_other: 'Products matching {{count}} filters',
        pickProducts: 'Products', pickCategories: 'Categories', pickFilter: 'Saved filter', noSavedFilter: 'You have no saved filter: save one on the product listing first.',
        addTitle: 'Add a rule', kind: 'Rule', choose: 'Choose at least one.', added: 'Rule added', removed: 'Rule removed',
      },
      logo: {
        title: 'Logo', none: 'No logo yet.', alt: 'Logo of {{name}}', add: 'Drop the client’s logo here, or choose it', replace: 'Drop another logo here, or choose it',
        limits: 'PNG, JPEG, WebP or SVG; 2 MB at most; 32 to 4,000 pixels a side. It joins the asset gallery.', assetDescription: 'Logo of the client {{name}}', saved: 'Logo saved', removed: 'Logo removed (it stays in the gallery)', remove: 'Remove the logo',
      },
      groups: {
        title: 'Permissions', help: 'The user groups of the client: the roles users hold in them decide who may see, change and delete it. A client keeps at least one group.',
        cannotAdd: 'You may not add clients to this group (no create right).', cannotRemove: 'You may not take clients out of this group (no delete right).',
      },
      exports: {
        title: 'Exports', template: 'Main template: {{template}}', run: 'Run the main template', format: 'File format', started: 'Export of “{{template}}” started: follow it in the tasks panel',
        file: 'File', status: 'Status', when: 'Started', warnings: 'Notes', none: 'No export for this client yet.',
        statuses: { waiting: 'Waiting', in_progress: 'In progress', finished: 'Finished', error: 'Failed', interrupted: 'Interrupted', cancelled: 'Cancelled' },
      },
      preview: {
        title: 'What the client receives', day: 'Prices valid on', empty: 'No product yet.', loadMore: 'Load more', noPrice: 'No price valid on this day',
        sku: 'SKU', name: 'Name', status: 'Status', prices: 'Prices ({{list}})', noList: 'Prices (no price list)',
      },
    },
  },
  fr: {
    clients: {
      newClient: 'Nouveau client', newTitle: 'Nouveau client', search: 'Rechercher des clients', empty: 'Aucun client pour l’instant. Un client reçoit votre catalogue : ses produits, à ses prix, dans son modèle.',
      noMatch: 'Aucun client ne correspond.', created: '« {{name}} » créé', saved: '« {{name}} » enregistré', deleted: '« {{name}} » supprimé', back: 'Retour aux clients',
      deleteTitle: 'Supprimer « {{name}} » ?', deleteContent: 'Le client disparaît ; ses produits, prix et modèles restent dans le catalogue.',
      fields: { name: 'Nom', description: 'Description', priceList: 'Liste de prix', mainTemplate: 'Modèle de matrice principal', products: 'Produits', problems: 'À faire', updated: 'Modifié' },
      nameRequired: 'Saisissez un nom.', noPriceList: 'Aucune liste de prix', noTemplate: 'Aucun modèle principal', fixFields: 'Corrigez les champs en rouge.', ready: 'Prêt',
      productCount_one: '{{count}} produit', productCount_other: '{{count}} produits',
      details: 'Détails', discard: 'Annuler les modifications', readOnly: 'Vous pouvez consulter ce client mais pas le modifier.',
      rules: {
        title: 'Produits reçus par le client', help: 'Le client reçoit chaque produit de l’une des règles ci-dessous. Une règle suit le catalogue : un produit ajouté à une catégorie ou modifié pour correspondre à un filtre rejoint le client aussitôt.',
        none: 'Aucune règle : le client ne reçoit aucun produit.', add: 'Ajouter une règle', remove: 'Retirer la règle {{index}}', broken: 'Cette règle ne sélectionne rien : son filtre nomme un attribut supprimé depuis, ou que vous ne pouvez pas lire. Retirez-la ou remplacez-la.',
        kinds: { products: 'Produits choisis', categories: 'Catégories', filter: 'Filtre enregistré' },
        products_one: '{{count}} produit choisi', products_other: '{{count}} produits choisis', categories: 'Dans {{names}} ou en dessous', filter_one: 'Produits correspondant à {{count}} filtre', filter_other: 'Produits correspondant à {{count}} filtres',
        pickProducts: 'Produits', pickCategories: 'Catégories', pickFilter: 'Filtre enregistré', noSavedFilter: 'Vous n’avez aucun filtre enregistré : enregistrez-en un depuis la liste des produits.',
        addTitle: 'Ajouter une règle', kind: 'Règle', choose: 'Choisissez-en au moins un.', added: 'Règle ajoutée', removed: 'Règle retirée',
      },
      logo: {
        title: 'Logo', none: 'Pas encore de logo.', alt: 'Logo de {{name}}', add: 'Déposez le logo du client ici, ou choisissez-le', replace: 'Déposez un autre logo ici, ou choisissez-le',
        limits: 'PNG, JPEG, WebP ou SVG ; 2 Mo au plus ; 32 à 4 000 pixels de côté. Il rejoint la galerie de ressources.', assetDescription: 'Logo du client {{name}}', saved: 'Logo enregistré', removed: 'Logo retiré (il reste dans la galerie)', remove: 'Retirer le logo',
      },
      groups: {
        title: 'Permissions', help: 'Les groupes d’utilisateurs du client : les rôles qu’y tiennent les utilisateurs décident qui peut le voir, le modifier et le supprimer. Un client garde au moins un groupe.',
        cannotAdd: 'Vous ne pouvez pas ajouter de clients à ce groupe (pas de droit de création).', cannotRemove: 'Vous ne pouvez pas retirer de clients de ce groupe (pas de droit de suppression).',
      },
      exports: {
        title: 'Exports', template: 'Modèle principal : {{template}}', run: 'Lancer le modèle principal', format: 'Format du fichier', started: 'Export de « {{template}} » lancé : suivez-le dans le panneau des tâches',
        file: 'Fichier', status: 'Statut', when: 'Lancé', warnings: 'Remarques', none: 'Aucun export pour ce client pour l’instant.',
        statuses: { waiting: 'En attente', in_progress: 'En cours', finished: 'Terminé', error: 'Échec', interrupted: 'Interrompu', cancelled: 'Annulé' },
      },
      preview: {
        title: 'Ce que reçoit le client', day: 'Prix valides le', empty: 'Aucun produit pour l’instant.', loadMore: 'Afficher plus', noPrice: 'Aucun prix valide ce jour',
        sku: 'SKU', name: 'Nom', status: 'Statut', prices: 'Prix ({{list}})', noList: 'Prix (aucune liste de prix)',
      },
    },
  },
};
