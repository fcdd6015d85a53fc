const operatorsEn = {
  equals: 'is', not_equals: 'is not', contains: 'contains', not_contains: 'does not contain', starts_with: 'starts with', empty: 'is empty', not_empty: 'is not empty',
  among: 'is among', not_among: 'is not among', between: 'is between', gt: '>', gte: '≥', lt: '<', lte: '≤',
};
const operatorsFr = {
  equals: 'est', not_equals: 'n’est pas', contains: 'contient', not_contains: 'ne contient pas', starts_with: 'commence par', empty: 'est vide', not_empty: 'n’est pas vide',
  among: 'est parmi', not_among: 'n’est pas parmi', between: 'est entre', gt: '>', gte: '≥', lt: '<', lte: '≤',
};

/** Strings of the product and model screens (`/products/`). */
export const productsStrings = {
  en: {
    products: {
      products: 'Products', models: 'Models', newProduct: 'New product', newModel: 'New model', noModel: 'No model', loadMore: 'Load more', counting: 'Counting…',
      countProducts_one: '{{formatted}} product', countProducts_other: '{{formatted}} products', countModels_one: '{{formatted}} model', countModels_other: '{{formatted}} models',
      status: { active: 'Active', end_of_life: 'End of life', inactive: 'Inactive' },
      fields: { sku: 'SKU', reference: 'Reference', name: 'Name', status: 'Status', model: 'Model', modelReference: 'Model reference', category: 'Category', categories: 'Categories', created: 'Created', updated: 'Updated', productsCount: 'Products', id: 'Id' },
      rules: { required: 'Required.' },
    },
    filters: {
      add: 'Add a filter', clearAll: 'Clear all', field: 'Field', operator: 'Condition', value: 'Value', pickField: 'Choose a column or an attribute', builtIn: 'Columns', attributes: 'Attributes',
      pickValues: 'Choose values', pickValue: 'Choose a value', typeValues: 'Type values, Enter after each', from: 'From', to: 'To', valueCount_one: '{{count}} value', valueCount_other: '{{count}} values',
      operators: operatorsEn,
    },
    paste: {
      title: 'Filter by a pasted list', buttonProducts: 'Paste SKUs', buttonModels: 'Paste references', skus: 'SKUs', modelReferences: 'Model references',
      help: 'Paste one value per line (or separated by commas, semicolons or tabs), straight from a spreadsheet. Up to 100,000 values.',
      count_one: '{{formatted}} distinct value', count_other: '{{formatted}} distinct values', duplicates_one: '{{count}} repeat ignored', duplicates_other: '{{count}} repeats ignored',
      tooMany: '{{count}} values pasted: the limit is {{limit}}. Split the list and filter in several steps.', apply_one: 'Filter on {{count}} value', apply_other: 'Filter on {{count}} values',
    },
    firstSteps: {
      products: { title: 'Your catalogue is empty', lead: 'Three steps take you from an empty catalogue to products your customers can receive.', createTitle: 'Add your first product', createText: 'A SKU and a name are enough to start; its values come next, on its page.' },
      models: { title: 'No model yet', lead: 'A model groups the variants of a product and manages the values they share.', createTitle: 'Create a model', createText: 'A reference and a name; then attach products to it and choose the values it manages.' },
      attributes: { title: 'Describe your products', none: 'Create the attributes your products need: power, colour, dimensions, each with its type and unit.', some: 'Your attributes are ready; add more at any time.', action: 'Open the attributes' },
      import: { title: 'Bring in a file', text: 'Take in a supplier’s Excel, a CSV or an earlier export, mapped column by column.', action: 'Open the imports' },
    },
    columns: { title: 'Attribute columns', button_one: '{{count}} column', button_other: '{{count}} columns', placeholder: 'Add attribute columns', help: 'Saved for you: your columns follow you to any browser you sign in from. Click a column title to sort.' },
    listing: {
      label: 'Listing', selectAll: 'Select every loaded row', selectRow: 'Select {{label}}', loading: 'Loading…', empty: 'No result',
      selectWholeResult_one: 'Select the {{formatted}} result of the filter', selectWholeResult_other: 'Select all {{formatted}} results of the filter',
      wholeResultSelected_one: 'The {{formatted}} result of the filter is selected', wholeResultSelected_other: 'All {{formatted}} results of the filter are selected',
      removeFilter: 'Remove the filter “{{label}}”',
    },
    savedFilters: {
      title: 'Saved filters', none: 'No saved filter yet', unavailable: 'Saved filters unavailable', save: 'Save these filters', saveTitle: 'Save the current filters', saved: 'Filter “{{name}}” saved',
      delete: 'Delete this saved filter', deleteTitle: 'Delete the saved filter “{{name}}”?',
    },
    bulk: {
      onSelection_one: 'Actions on {{count}} selected', onSelection_other: 'Actions on {{count}} selected', onFilter_one: 'Actions on {{formatted}} result', onFilter_other: 'Actions on all {{formatted}} results',
      selected_one: '{{count}} selected', selected_other: '{{count}} selected', target_one: 'This applies to {{count}} product.', target_other: 'This applies to {{count}} products.',
      start_one: 'Apply to {{count}} product', start_other: 'Apply to {{count}} products', deleteOk_one: 'Delete {{count}} product', deleteOk_other: 'Delete {{count}} products',
      deleteWarning_one: '{{count}} product will be deleted with its values. This cannot be undone.', deleteWarning_other: '{{count}} products will be deleted with their values. This cannot be undone.',
      started_one: 'Bulk action started on {{count}} product: follow it in the tasks panel.', started_other: 'Bulk action started on {{count}} products: follow it in the tasks panel.',
      attribute: 'Attribute', jobNote: 'It runs in the background; you can keep working and follow it in the tasks panel.',
      actions: { set_value: 'Set an attribute value', clear_value: 'Clear an attribute value', set_status: 'Change status', add_categories: 'Add to categories', remove_categories: 'Remove from categories', assign_model: 'Assign a model', delete: 'Delete' },
    },
    detail: {
      back: 'Back to the list', discard: 'Discard changes', saved: 'Saved', fixFields: 'Some values were refused: see the fields in red.', notFound: 'Not found', noAttributes: 'No attribute defined yet.',
      managedByModel: 'From model', managedBy: 'Managed by the model {{reference}}: edit it on the model.',
      readOnlyRight: 'Read only', readOnlyRightHelp: 'You may read the values of this attribute but not change them.', computed: 'Computed by its formula, never edited by hand.', openModel: 'Open the model',
      noCategory: 'No category', managedAttributes: 'Attributes managed by the model', managedHelp_one: 'Their values apply to its {{count}} product, read-only there.', managedHelp_other: 'Their values apply to its {{count}} products, read-only there.',
      version: 'Version', deleted: '“{{label}}” deleted',
      deleteProductTitle: 'Delete the product {{label}}?', deleteProductContent: 'Its values, categories and history are deleted. This cannot be undone.',
      deleteModelTitle: 'Delete the model {{label}}?', deleteModelContent: 'Its products stay and no longer have a model. This cannot be undone.',
      tabs: { attributes: 'Attributes', prices: 'Prices', etim: 'ETIM', talk: 'Talk', assets: 'Assets', history: 'History' },
      planned: {
        prices: 'The prices of this product in each price list will be shown and edited here.', etim: 'The ETIM class and feature values of this product will be managed here.',
        talk: 'Discussions about this product with your team will appear here.', assets: 'Images, documents and other assets of this product will be managed here.',
      },
    },
    history: { empty: 'No change recorded yet.', system: 'system', more: 'Older changes', fields: { sku: 'SKU', name: 'Name', status: 'Status', model_id: 'Model', categories: 'Categories', reference: 'Reference', managed_attribute_ids: 'Managed attributes' } },
  },
  fr: {
    products: {
      products: 'Produits', models: 'Modèles', newProduct: 'Nouveau produit', newModel: 'Nouveau modèle', noModel: 'Aucun modèle', loadMore: 'Charger la suite', counting: 'Comptage…',
      countProducts_one: '{{formatted}} produit', countProducts_other: '{{formatted}} produits', countModels_one: '{{formatted}} modèle', countModels_other: '{{formatted}} modèles',
      status: { active: 'Actif', end_of_life: 'Fin de vie', inactive: 'Inactif' },
      fields: { sku: 'SKU', reference: 'Référence', name: 'Nom', status: 'Statut', model: 'Modèle', modelReference: 'Référence du modèle', category: 'Catégorie', categories: 'Catégories', created: 'Créé le', updated: 'Modifié le', productsCount: 'Produits', id: 'Id' },
      rules: { required: 'Obligatoire.' },
    },
    filters: {
      add: 'Ajouter un filtre', clearAll: 'Tout effacer', field: 'Champ', operator: 'Condition', value: 'Valeur', pickField: 'Choisir une colonne ou un attribut', builtIn: 'Colonnes', attributes: 'Attributs',
      pickValues: 'Choisir des valeurs', pickValue: 'Choisir une valeur', typeValues: 'Saisir des valeurs, Entrée après chacune', from: 'De', to: 'À', valueCount_one: '{{count}} valeur', valueCount_other: '{{count}} valeurs',
      operators: operatorsFr,
    },
    paste: {
      title: 'Filtrer par une liste collée', buttonProducts: 'Coller des SKU', buttonModels: 'Coller des références', skus: 'SKU', modelReferences: 'Références de modèles',
      help: 'Collez une valeur par ligne (ou séparées par des virgules, points-virgules ou tabulations), directement depuis un tableur. Jusqu’à 100 000 valeurs.',
      count_one: '{{formatted}} valeur distincte', count_other: '{{formatted}} valeurs distinctes', duplicates_one: '{{count}} doublon ignoré', duplicates_other: '{{count}} doublons ignorés',
      tooMany: '{{count}} valeurs collées : la limite est de {{limit}}. Découpez la liste et filtrez en plusieurs fois.', apply_one: 'Filtrer sur {{count}} valeur', apply_other: 'Filtrer sur {{count}} valeurs',
    },
    firstSteps: {
      products: { title: 'Votre catalogue est vide', lead: 'Trois étapes mènent d’un catalogue vide à des produits que vos clients peuvent recevoir.', createTitle: 'Ajoutez votre premier produit', createText: 'Un SKU et un nom suffisent pour commencer ; ses valeurs viennent ensuite, sur sa page.' },
      models: { title: 'Aucun modèle', lead: 'Un modèle regroupe les variantes d’un produit et gère les valeurs qu’elles partagent.', createTitle: 'Créez un modèle', createText: 'Une référence et un nom ; rattachez-y ensuite des produits et choisissez les valeurs qu’il gère.' },
      attributes: { title: 'Décrivez vos produits', none: 'Créez les attributs dont vos produits ont besoin : puissance, couleur, dimensions, chacun avec son type et son unité.', some: 'Vos attributs sont prêts ; ajoutez-en à tout moment.', action: 'Ouvrir les attributs' },
      import: { title: 'Importez un fichier', text: 'Reprenez l’Excel d’un fournisseur, un CSV ou un export précédent, colonne par colonne.', action: 'Ouvrir les imports' },
    },
    columns: { title: 'Colonnes d’attributs', button_one: '{{count}} colonne', button_other: '{{count}} colonnes', placeholder: 'Ajouter des colonnes d’attributs', help: 'Enregistrées pour vous : vos colonnes vous suivent sur tout navigateur où vous vous connectez. Cliquez sur un titre pour trier.' },
    listing: {
      label: 'Liste', selectAll: 'Sélectionner toutes les lignes chargées', selectRow: 'Sélectionner {{label}}', loading: 'Chargement…', empty: 'Aucun résultat',
      selectWholeResult_one: 'Sélectionner le {{formatted}} résultat du filtre', selectWholeResult_other: 'Sélectionner les {{formatted}} résultats du filtre',
      wholeResultSelected_one: 'Le {{formatted}} résultat du filtre est sélectionné', wholeResultSelected_other: 'Les {{formatted}} résultats du filtre sont sélectionnés',
      removeFilter: 'Retirer le filtre « {{label}} »',
    },
    savedFilters: {
      title: 'Filtres enregistrés', none: 'Aucun filtre enregistré', unavailable: 'Filtres enregistrés indisponibles', save: 'Enregistrer ces filtres', saveTitle: 'Enregistrer les filtres actuels', saved: 'Filtre « {{name}} » enregistré',
      delete: 'Supprimer ce filtre enregistré', deleteTitle: 'Supprimer le filtre enregistré « {{name}} » ?',
    },
    bulk: {
      onSelection_one: 'Actions sur {{count}} sélectionné', onSelection_other: 'Actions sur {{count}} sélectionnés', onFilter_one: 'Actions sur {{formatted}} résultat', onFilter_other: 'Actions sur les {{formatted}} résultats',
      selected_one: '{{count}} sélectionné', selected_other: '{{count}} sélectionnés', target_one: 'Cela concerne {{count}} produit.', target_other: 'Cela concerne {{count}} produits.',
      start_one: 'Appliquer à {{count}} produit', start_other: 'Appliquer à {{count}} produits', deleteOk_one: 'Supprimer {{count}} produit', deleteOk_other: 'Supprimer {{count}} produits',
      deleteWarning_one: '{{count}} produit sera supprimé avec ses valeurs. C’est irréversible.', deleteWarning_other: '{{count}} produits seront supprimés avec leurs valeurs. C’est irréversible.',
      started_one: 'Action groupée lancée sur {{count}} produit : suivez-la dans le panneau des tâches.', started_other: 'Action groupée lancée sur {{count}} produits : suivez-la dans le panneau des tâches.',
      attribute: 'Attribut', jobNote: 'Elle s’exécute en arrière-plan ; vous pouvez continuer à travailler et la suivre dans le panneau des tâches.',
      actions: { set_value: 'Renseigner un attribut', clear_value: 'Vider un attribut', set_status: 'Changer le statut', add_categories: 'Ajouter à des catégories', remove_categories: 'Retirer de catégories', assign_model: 'Affecter un modèle', delete: 'Supprimer' },
    },
    detail: {
      back: 'Retour à la liste', discard: 'Annuler les modifications', saved: 'Enregistré', fixFields: 'Certaines valeurs ont été refusées : voir les champs en rouge.', notFound: 'Introuvable', noAttributes: 'Aucun attribut défini.',
      managedByModel: 'Du modèle', managedBy: 'Géré par le modèle {{reference}} : modifiez-le sur le modèle.',
      readOnlyRight: 'Lecture seule', readOnlyRightHelp: 'Vous pouvez lire les valeurs de cet attribut mais pas les modifier.', computed: 'Calculé par sa formule, jamais saisi à la main.', openModel: 'Ouvrir le modèle',
      noCategory: 'Aucune catégorie', managedAttributes: 'Attributs gérés par le modèle', managedHelp_one: 'Leurs valeurs s’appliquent à son produit, en lecture seule sur celui-ci.', managedHelp_other: 'Leurs valeurs s’appliquent à ses {{count}} produits, en lecture seule sur ceux-ci.',
      version: 'Version', deleted: '« {{label}} » supprimé',
      deleteProductTitle: 'Supprimer le produit {{label}} ?', deleteProductContent: 'Ses valeurs, catégories et son historique sont supprimés. C’est irréversible.',
      deleteModelTitle: 'Supprimer le modèle {{label}} ?', deleteModelContent: 'Ses produits restent et n’ont plus de modèle. C’est irréversible.',
      tabs: { attributes: 'Attributs', prices: 'Prix', etim: 'ETIM', talk: 'Discussion', assets: 'Médias', history: 'Historique' },
      planned: {
        prices: 'Les prix de ce produit dans chaque liste de prix seront affichés et modifiés ici.', etim: 'La classe ETIM et les valeurs de caractéristiques de ce produit seront gérées ici.',
        talk: 'Les discussions de votre équipe sur ce produit apparaîtront ici.', assets: 'Les images, documents et autres médias de ce produit seront gérés ici.',
      },
    },
    history: { empty: 'Aucune modification enregistrée.', system: 'système', more: 'Modifications plus anciennes', fields: { sku: 'SKU', name: 'Nom', status: 'Statut', model_id: 'Modèle', categories: 'Catégories', reference: 'Référence', managed_attribute_ids: 'Attributs gérés' } },
  },
};
