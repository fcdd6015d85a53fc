/** Strings of the typed value editors. */
export const valuesStrings = {
  en: {
    values: {
      yes: 'Yes', no: 'No', notSet: 'Not set', pick: 'Choose…', pickSeveral: 'Choose one or more…', pickObject: 'Search an object…', objectsUnavailable: 'Objects could not be loaded', objectMissing: 'Object #{{id}} (deleted or hidden)',
      addUrl: 'Add a URL', urlAt: 'URL {{position}}', removeUrl: 'Remove URL {{position}}',
      rangeMin: 'Minimum', rangeMax: 'Maximum', rangeOrder: 'The maximum must be larger than the minimum.',
      belowMinimum: '{{value}} is below the minimum of {{limit}}.', aboveMaximum: '{{value}} is above the maximum of {{limit}}.', notInteger: '{{value}} is not a whole number.',
    },
  },
  fr: {
    values: {
      yes: 'Oui', no: 'Non', notSet: 'Non renseigné', pick: 'Choisir…', pickSeveral: 'Choisir une ou plusieurs valeurs…', pickObject: 'Rechercher un objet…', objectsUnavailable: 'Les objets n’ont pas pu être chargés', objectMissing: 'Objet n° {{id}} (supprimé ou masqué)',
      addUrl: 'Ajouter une URL', urlAt: 'URL {{position}}', removeUrl: 'Retirer l’URL {{position}}',
      rangeMin: 'Minimum', rangeMax: 'Maximum', rangeOrder: 'Le maximum doit être supérieur au minimum.',
      belowMinimum: '{{value}} est inférieur au minimum de {{limit}}.', aboveMaximum: '{{value}} est supérieur au maximum de {{limit}}.', notInteger: '{{value}} n’est pas un nombre entier.',
    },
  },
};
