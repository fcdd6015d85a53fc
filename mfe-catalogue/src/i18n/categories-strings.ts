/** Strings of the category trees (`/category/`). */
export const categoriesStrings = {
  en: {
    categories: {
      newTree: 'New category tree', search: 'Find a category', treeCount_one: '{{count}} tree', treeCount_other: '{{count}} trees', categoryCount_one: '{{count}} category', categoryCount_other: '{{count}} categories', dragHint: 'Drag a category onto the middle of another to put it inside, or onto its top or bottom edge to place it before or after.',
      empty: 'No category tree yet.', addChild: 'Add a subcategory', addChildTo: 'Add a subcategory to {{name}}', renameNamed: 'Rename {{name}}', deleteNamed: 'Delete {{name}}',
      renameTitle: 'Rename the category', newChildTitle: 'New subcategory of “{{name}}”', moved: '“{{name}}” moved', movedInto: '“{{name}}” moved into “{{parent}}”',
      moveTo: 'Move to…', moveNamed: 'Move {{name}}', moveTitle: 'Move “{{name}}”', move: 'Move', pickDestination: 'Choose where it goes', ownTree: 'A tree of its own (top level)',
      moveHelp: 'It goes last under the category you choose, with all its subcategories. Its products keep their classification.', deleted: '“{{name}}” deleted',
      products_one: '{{count}} product', products_other: '{{count}} products',
      deleteTitle: 'Delete the category “{{name}}”?', deleteCategories_one: 'This deletes this category.', deleteCategories_other: 'This deletes this category and its subcategories ({{count}} categories in all).',
      deleteNoProducts: 'No product is classified in it.', deleteProducts_one: '{{count}} product classified in it stays in the catalogue and only loses this classification.',
      deleteProducts_other: '{{count}} products classified in it stay in the catalogue and only lose this classification.',
      deleteUnclassified_one: '{{count}} of them will then be in no category at all.', deleteUnclassified_other: '{{count}} of them will then be in no category at all.',
    },
  },
  fr: {
    categories: {
      newTree: 'Nouvel arbre de catégories', search: 'Trouver une catégorie', treeCount_one: '{{count}} arbre', treeCount_other: '{{count}} arbres', categoryCount_one: '{{count}} catégorie', categoryCount_other: '{{count}} catégories', dragHint: 'Glissez une catégorie au milieu d’une autre pour l’y ranger, ou sur son bord haut ou bas pour la placer avant ou après.',
      empty: 'Aucun arbre de catégories.', addChild: 'Ajouter une sous-catégorie', addChildTo: 'Ajouter une sous-catégorie à {{name}}', renameNamed: 'Renommer {{name}}', deleteNamed: 'Supprimer {{name}}',
      renameTitle: 'Renommer la catégorie', newChildTitle: 'Nouvelle sous-catégorie de « {{name}} »', moved: '« {{name}} » déplacée', movedInto: '« {{name}} » déplacée dans « {{parent}} »',
      moveTo: 'Déplacer vers…', moveNamed: 'Déplacer {{name}}', moveTitle: 'Déplacer « {{name}} »', move: 'Déplacer', pickDestination: 'Choisissez sa destination', ownTree: 'Un arbre à part (premier niveau)',
      moveHelp: 'Elle se place en dernier sous la catégorie choisie, avec toutes ses sous-catégories. Ses produits gardent leur classement.', deleted: '« {{name}} » supprimée',
      products_one: '{{count}} produit', products_other: '{{count}} produits',
      deleteTitle: 'Supprimer la catégorie « {{name}} » ?', deleteCategories_one: 'Cette catégorie sera supprimée.', deleteCategories_other: 'Cette catégorie et ses sous-catégories seront supprimées ({{count}} catégories au total).',
      deleteNoProducts: 'Aucun produit n’y est classé.', deleteProducts_one: '{{count}} produit qui y est classé reste dans le catalogue et perd seulement ce classement.',
      deleteProducts_other: '{{count}} produits qui y sont classés restent dans le catalogue et perdent seulement ce classement.',
      deleteUnclassified_one: '{{count}} d’entre eux ne sera plus dans aucune catégorie.', deleteUnclassified_other: '{{count}} d’entre eux ne seront plus dans aucune catégorie.',
    },
  },
};
