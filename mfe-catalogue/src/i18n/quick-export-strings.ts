/** Strings of the product listing's quick export dialog. */
export const quickExportStrings = {
  en: {
    quickExport: {
      action: 'Export', title: 'Export products',
      whatSelected_one: 'The {{count, number}} selected product will be exported.', whatSelected_other: 'The {{count, number}} selected products will be exported.',
      whatFiltered_one: 'The {{count, number}} product of the current filters will be exported.', whatFiltered_other: 'The {{count, number}} products of the current filters will be exported.',
      whatAll_one: 'The {{count, number}} product of the catalogue will be exported.', whatAll_other: 'All {{count, number}} products of the catalogue will be exported.',
      format: 'Format', formats: { xlsx: 'Excel', csv: 'CSV', json: 'JSON' },
      language: 'Language of the values', columnsNote: 'The file has the listing’s columns, in their order.',
      start: 'Start the export', started: 'Export started: follow it in the tasks panel, which offers the file once it is written.',
      jobNote: 'It runs in the background; you can keep working.',
    },
  },
  fr: {
    quickExport: {
      action: 'Exporter', title: 'Exporter des produits',
      whatSelected_one: 'Le produit sélectionné sera exporté.', whatSelected_other: 'Les {{count, number}} produits sélectionnés seront exportés.',
      whatFiltered_one: 'Le produit des filtres actuels sera exporté.', whatFiltered_other: 'Les {{count, number}} produits des filtres actuels seront exportés.',
      whatAll_one: 'Le produit du catalogue sera exporté.', whatAll_other: 'Les {{count, number}} produits du catalogue seront exportés.',
      format: 'Format', formats: { xlsx: 'Excel', csv: 'CSV', json: 'JSON' },
      language: 'Langue des valeurs', columnsNote: 'Le fichier reprend les colonnes de la liste, dans leur ordre.',
      start: 'Lancer l’export', started: 'Export lancé : suivez-le dans le panneau des tâches, qui propose le fichier une fois écrit.',
      jobNote: 'Il s’exécute en arrière-plan ; vous pouvez continuer à travailler.',
    },
  },
};
