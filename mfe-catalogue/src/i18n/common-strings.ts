/** Strings every catalogue screen shares (actions, load states, conflicts). */
export const commonStrings = {
  en: {
    actions: { cancel: 'Cancel', save: 'Save', create: 'Create', edit: 'Edit', delete: 'Delete', rename: 'Rename', retry: 'Retry', close: 'Close', apply: 'Apply', clear: 'Clear' },
    common: { name: 'Name', nameIn: 'Name ({{language}})', nameRequired: 'Enter a name.', loadFailed: 'This could not be loaded.', empty: '—' },
    conflict: {
      title: 'Someone else saved first',
      attribute: 'This attribute was changed by someone else since you opened it. Reload it to see their changes, then apply yours again.',
      product: 'This item was saved by someone else since you opened it. Reload to see the latest version; your unsaved changes will be lost.',
      reload: 'Reload',
    },
  },
  fr: {
    actions: { cancel: 'Annuler', save: 'Enregistrer', create: 'Créer', edit: 'Modifier', delete: 'Supprimer', rename: 'Renommer', retry: 'Réessayer', close: 'Fermer', apply: 'Appliquer', clear: 'Effacer' },
    common: { name: 'Nom', nameIn: 'Nom ({{language}})', nameRequired: 'Saisissez un nom.', loadFailed: 'Le chargement a échoué.', empty: '—' },
    conflict: {
      title: 'Quelqu’un a enregistré avant vous',
      attribute: 'Cet attribut a été modifié par quelqu’un d’autre depuis son ouverture. Rechargez-le pour voir ses modifications, puis appliquez à nouveau les vôtres.',
      product: 'Cet élément a été enregistré par quelqu’un d’autre depuis son ouverture. Rechargez pour voir la dernière version ; vos modifications non enregistrées seront perdues.',
      reload: 'Recharger',
    },
  },
};
