/** Strings of the prices screen (`/price/`) and its price list management. */
export const pricesStrings = {
  en: {
    prices: {
      newPrice: 'New price', manageLists: 'Price lists', count_one: '{{count}} price shown', count_other: '{{count}} prices shown', loadMore: 'Load more',
      empty: 'No price matches.', noList: 'Create a price list first: every price belongs to one.',
      filters: { list: 'Price list', product: 'Product', currency: 'Currency', validOn: 'Valid on', family: 'Discount family', allLists: 'All price lists', anyProduct: 'Any product' },
      fields: {
        product: 'Product', list: 'Price list', gross: 'Gross price', net: 'Net price', currency: 'Currency', start: 'Start date', end: 'End date', discount: 'Discount (0 to 1)',
        familyCode: 'Discount family code', familyLabel: 'Discount family label', unit: 'Unit', validity: 'Validity', discriminants: 'Discriminants',
      },
      open: 'Open', productRequired: 'Choose a product.', listRequired: 'Choose a price list.', fixFields: 'Fix the fields shown in red.',
      newTitle: 'New price', editTitle: 'Price of {{sku}}', editNamed: 'Edit the price #{{id}}', created: 'Price created', saved: 'Price saved',
      selected_one: '{{count}} selected', selected_other: '{{count}} selected', deleteSelected: 'Delete the selection',
      deleteTitle_one: 'Delete {{count}} price?', deleteTitle_other: 'Delete {{count}} prices?', deleteContent: 'They are removed from their price lists for good.',
      deleted_one: '{{count}} price deleted', deleted_other: '{{count}} prices deleted',
      tab: {
        add: 'Add a price', newTitle: 'New price of {{sku}}', empty: 'No price for this product yet.', validToday: 'Valid today', deleteNamed: 'Delete the price #{{id}}',
        modelNote: 'Prices are kept per product: open a product of this model to see or add its prices.',
      },
    },
    priceLists: {
      title: 'Price lists', current: 'Current', archived: 'Archived', newList: 'New price list', newTitle: 'New price list', editTitle: 'Price list “{{name}}”',
      state: { active: 'Active', archived: 'Archived', restored: 'Restored' },
      priceCount_one: '{{count}} price', priceCount_other: '{{count}} prices', discriminants: 'Discriminant attributes', noDiscriminant: 'No discriminant',
      discriminantsHelp: 'What tells two prices of one product apart in this list: a quantity break, a country, a packaging. They cannot change once the list holds a price.',
      locked: 'This list holds prices: its discriminants can no longer change.', addDiscriminant: 'Add a discriminant', removeDiscriminant: 'Remove the discriminant {{index}}',
      code: 'Code', label: 'Label', type: 'Type', types: { integer: 'Whole number', decimal: 'Decimal number', text: 'Text' },
      codeRule: 'Lower-case letters, digits and underscores, starting with a letter.', labelRequired: 'Enter a label.',
      archive: 'Archive', restore: 'Restore', deleteForGood: 'Delete for good', archiveNamed: 'Archive {{name}}', restoreNamed: 'Restore {{name}}', deleteNamed: 'Delete {{name}} for good', editNamed: 'Edit {{name}}',
      archivedDone: '“{{name}}” archived', restoredDone: '“{{name}}” restored', deletedDone: '“{{name}}” deleted', saved: '“{{name}}” saved', created: '“{{name}}” created',
      deleteTitle: 'Delete “{{name}}” for good?', deleteContent_one: 'Its {{count}} price goes with it. This cannot be undone.', deleteContent_other: 'Its {{count}} prices go with it. This cannot be undone.',
      empty: 'No price list here.',
    },
  },
  fr: {
    prices: {
      newPrice: 'Nouveau prix', manageLists: 'Listes de prix', count_one: '{{count}} prix affiché', count_other: '{{count}} prix affichés', loadMore: 'Afficher plus',
      empty: 'Aucun prix ne correspond.', noList: 'Créez d’abord une liste de prix : chaque prix appartient à une liste.',
      filters: { list: 'Liste de prix', product: 'Produit', currency: 'Devise', validOn: 'Valide le', family: 'Famille de remise', allLists: 'Toutes les listes', anyProduct: 'Tous les produits' },
      fields: {
        product: 'Produit', list: 'Liste de prix', gross: 'Prix brut', net: 'Prix net', currency: 'Devise', start: 'Date de début', end: 'Date de fin', discount: 'Remise (de 0 à 1)',
        familyCode: 'Code de famille de remise', familyLabel: 'Libellé de famille de remise', unit: 'Unité', validity: 'Validité', discriminants: 'Discriminants',
      },
      open: 'Ouvert', productRequired: 'Choisissez un produit.', listRequired: 'Choisissez une liste de prix.', fixFields: 'Corrigez les champs signalés en rouge.',
      newTitle: 'Nouveau prix', editTitle: 'Prix de {{sku}}', editNamed: 'Modifier le prix n°{{id}}', created: 'Prix créé', saved: 'Prix enregistré',
      selected_one: '{{count}} sélectionné', selected_other: '{{count}} sélectionnés', deleteSelected: 'Supprimer la sélection',
      deleteTitle_one: 'Supprimer {{count}} prix ?', deleteTitle_other: 'Supprimer {{count}} prix ?', deleteContent: 'Ils sont retirés définitivement de leurs listes de prix.',
      deleted_one: '{{count}} prix supprimé', deleted_other: '{{count}} prix supprimés',
      tab: {
        add: 'Ajouter un prix', newTitle: 'Nouveau prix de {{sku}}', empty: 'Aucun prix pour ce produit pour l’instant.', validToday: 'Valide aujourd’hui', deleteNamed: 'Supprimer le prix n°{{id}}',
        modelNote: 'Les prix sont tenus par produit : ouvrez un produit de ce modèle pour voir ou ajouter ses prix.',
      },
    },
    priceLists: {
      title: 'Listes de prix', current: 'En cours', archived: 'Archivées', newList: 'Nouvelle liste de prix', newTitle: 'Nouvelle liste de prix', editTitle: 'Liste de prix « {{name}} »',
      state: { active: 'Active', archived: 'Archivée', restored: 'Restaurée' },
      priceCount_one: '{{count}} prix', priceCount_other: '{{count}} prix', discriminants: 'Attributs discriminants', noDiscriminant: 'Aucun discriminant',
      discriminantsHelp: 'Ce qui distingue deux prix d’un même produit dans cette liste : un palier de quantité, un pays, un conditionnement. Ils ne peuvent plus changer dès que la liste contient un prix.',
      locked: 'Cette liste contient des prix : ses discriminants ne peuvent plus changer.', addDiscriminant: 'Ajouter un discriminant', removeDiscriminant: 'Retirer le discriminant {{index}}',
      code: 'Code', label: 'Libellé', type: 'Type', types: { integer: 'Nombre entier', decimal: 'Nombre décimal', text: 'Texte' },
      codeRule: 'Lettres minuscules, chiffres et tirets bas, en commençant par une lettre.', labelRequired: 'Saisissez un libellé.',
      archive: 'Archiver', restore: 'Restaurer', deleteForGood: 'Supprimer définitivement', archiveNamed: 'Archiver {{name}}', restoreNamed: 'Restaurer {{name}}', deleteNamed: 'Supprimer {{name}} définitivement', editNamed: 'Modifier {{name}}',
      archivedDone: '« {{name}} » archivée', restoredDone: '« {{name}} » restaurée', deletedDone: '« {{name}} » supprimée', saved: '« {{name}} » enregistrée', created: '« {{name}} » créée',
      deleteTitle: 'Supprimer « {{name}} » définitivement ?', deleteContent_one: 'Son {{count}} prix disparaît avec elle. C’est irréversible.', deleteContent_other: 'Ses {{count}} prix disparaissent avec elle. C’est irréversible.',
      empty: 'Aucune liste de prix ici.',
    },
  },
};
