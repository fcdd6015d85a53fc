/** Strings of the validation rules (the rules tab of `/attributes/`, the product page's rule notices). */
export const validationRulesStrings = {
  en: {
    rules: {
      new: 'New rule', help: 'What your products must hold: a value required, within bounds or among choices, for every product or only those matching filters (a category, a client, a value). The product page shows each broken rule at its field; a blocking rule also refuses the save.',
      administratorsOnly: 'Only administrators define validation rules; the product pages show what they find.', empty: 'No validation rule yet.',
      fields: { name: 'Name', appliesTo: 'Applies to', checks: 'Checks', attribute: 'Attribute', set: 'Attribute set', operator: 'Check', language: 'Language', value: 'Value', message: 'Message at the field', state: 'State' },
      kinds: { attribute: 'One attribute', attribute_set: 'Every attribute of a set' },
      operators: { mandatory: 'is filled', min: 'is at least', max: 'is at most', among: 'is among', not_among: 'is not among', equals: 'equals', not_equals: 'does not equal' },
      check: {
        set: 'Every attribute of {{set}} is filled', mandatory: '{{attribute}} is filled', min: '{{attribute}} is at least {{value}}', max: '{{attribute}} is at most {{value}}',
        among: '{{attribute}} is among {{value}}', not_among: '{{attribute}} is not among {{value}}', equals: '{{attribute}} equals {{value}}', not_equals: '{{attribute}} does not equal {{value}}',
      },
      everyProduct: 'Every product', appliesHelp: 'Products matching every filter below.', conditions_one: 'Products matching {{count}} filter', conditions_other: 'Products matching {{count}} filters',
      everyLanguage: 'Every language', pickChoices: 'Pick the choices', typeValues: 'Type a value, then Enter',
      messageHelp: 'Optional: what the product page says at the field instead of the check’s own words.', messageIn: 'Message ({{language}})',
      blockingHelp: 'Blocking: a product breaking this rule cannot be saved', enabledHelp: 'Enabled', blocking: 'Blocks the save', disabled: 'Disabled',
      nameRequired: 'Enter a name.', attributeRequired: 'Choose an attribute.', setRequired: 'Choose an attribute set.', valueRequired: 'Enter the value to compare with.', fixFields: 'Fix the fields shown in red.',
      created: 'Rule “{{name}}” created', saved: 'Rule “{{name}}” saved', deleted: 'Rule “{{name}}” deleted', editTitle: 'Rule “{{name}}”', editNamed: 'Edit {{name}}', deleteNamed: 'Delete {{name}}',
      deleteTitle: 'Delete the rule “{{name}}”?', deleteContent: 'Products are no longer checked against it.',
      broken_one: 'This product breaks {{count}} validation rule: see the field below.', broken_other: 'This product breaks {{count}} validation rules: see the fields below.',
    },
  },
  fr: {
    rules: {
      new: 'Nouvelle règle', help: 'Ce que vos produits doivent respecter : une valeur obligatoire, bornée ou parmi des choix, pour tous les produits ou ceux qui correspondent à des filtres (une catégorie, un client, une valeur). La fiche produit montre chaque règle non respectée à son champ ; une règle bloquante refuse aussi l’enregistrement.',
      administratorsOnly: 'Seuls les administrateurs définissent les règles de validation ; les fiches produits montrent ce qu’elles relèvent.', empty: 'Aucune règle de validation pour l’instant.',
      fields: { name: 'Nom', appliesTo: 'S’applique à', checks: 'Vérifie', attribute: 'Attribut', set: 'Ensemble d’attributs', operator: 'Vérification', language: 'Langue', value: 'Valeur', message: 'Message au champ', state: 'État' },
      kinds: { attribute: 'Un attribut', attribute_set: 'Chaque attribut d’un ensemble' },
      operators: { mandatory: 'est renseigné', min: 'vaut au moins', max: 'vaut au plus', among: 'est parmi', not_among: 'n’est pas parmi', equals: 'est égal à', not_equals: 'est différent de' },
      check: {
        set: 'Chaque attribut de {{set}} est renseigné', mandatory: '{{attribute}} est renseigné', min: '{{attribute}} vaut au moins {{value}}', max: '{{attribute}} vaut au plus {{value}}',
        among: '{{attribute}} est parmi {{value}}', not_among: '{{attribute}} n’est pas parmi {{value}}', equals: '{{attribute}} est égal à {{value}}', not_equals: '{{attribute}} est différent de {{value}}',
      },
      everyProduct: 'Tous les produits', appliesHelp: 'Les produits qui correspondent à chacun des filtres ci-dessous.', conditions_one: 'Produits correspondant à {{count}} filtre', conditions_other: 'Produits correspondant à {{count}} filtres',
      everyLanguage: 'Toutes les langues', pickChoices: 'Choisissez les choix', typeValues: 'Saisissez une valeur, puis Entrée',
      messageHelp: 'Facultatif : ce que la fiche produit affiche au champ à la place des mots de la vérification.', messageIn: 'Message ({{language}})',
      blockingHelp: 'Bloquante : un produit qui ne respecte pas cette règle ne peut pas être enregistré', enabledHelp: 'Active', blocking: 'Bloque l’enregistrement', disabled: 'Désactivée',
      nameRequired: 'Saisissez un nom.', attributeRequired: 'Choisissez un attribut.', setRequired: 'Choisissez un ensemble d’attributs.', valueRequired: 'Saisissez la valeur de comparaison.', fixFields: 'Corrigez les champs en rouge.',
      created: 'Règle « {{name}} » créée', saved: 'Règle « {{name}} » enregistrée', deleted: 'Règle « {{name}} » supprimée', editTitle: 'Règle « {{name}} »', editNamed: 'Modifier {{name}}', deleteNamed: 'Supprimer {{name}}',
      deleteTitle: 'Supprimer la règle « {{name}} » ?', deleteContent: 'Les produits ne sont plus vérifiés selon elle.',
      broken_one: 'Ce produit ne respecte pas {{count}} règle de validation : voyez le champ ci-dessous.', broken_other: 'Ce produit ne respecte pas {{count}} règles de validation : voyez les champs ci-dessous.',
    },
  },
};
