const typesEn = {
  text: 'Text', integer: 'Integer', decimal: 'Decimal', long_text: 'Long text', boolean: 'True/false', date: 'Date', time: 'Time', url: 'URL', url_list: 'URL list',
  dropdown: 'Dropdown', multi_dropdown: 'Multiple choice dropdown', email: 'E-mail', object_link: 'Object link', range: 'Range',
};
const typesFr = {
  text: 'Texte', integer: 'Entier', decimal: 'Décimal', long_text: 'Texte long', boolean: 'Vrai/faux', date: 'Date', time: 'Heure', url: 'URL', url_list: 'Liste d’URL',
  dropdown: 'Liste déroulante', multi_dropdown: 'Liste déroulante à choix multiple', email: 'E-mail', object_link: 'Lien vers un objet', range: 'Plage',
};

/** Strings of the attribute screens (`/attributes/`, `/attributes/compute/`). */
export const attributesStrings = {
  en: {
    attributes: {
      types: typesEn,
      newAttribute: 'New attribute', newSection: 'New section', newGroup: 'New group', addAttribute: 'Attribute', section: 'Section',
      newTitle: 'New attribute', editTitle: 'Edit attribute {{code}}', created: 'Attribute created', saved: 'Attribute saved', deleted: '“{{label}}” deleted',
      fixFields: 'Some fields need your attention.', fixedAtCreation: 'Set at creation, cannot change.', codeHelp: 'Letters, digits, _ - and . only; it cannot change later.',
      labelIn: 'Label ({{language}})', pickGroup: 'Choose a group', rulesSection: 'Rules', noUnit: 'No unit',
      localizableHelp: 'One value per attribute language (e.g. English and French descriptions).', uniqueHelp: 'Two products cannot share a value.',
      ownChoices: 'Its own choices', sharedList: 'A shared dropdown list', choiceCount_one: '{{count}} choice', choiceCount_other: '{{count}} choices',
      choiceCode: 'Code', addChoice: 'Add a choice', removeChoice: 'Remove this choice', moveChoiceUp: 'Move up', moveChoiceDown: 'Move down',
      choiceCodeOf: 'Code of choice {{index}}', choiceLabelOf: 'Label ({{language}}) of choice {{index}}', manageLists: 'Manage the dropdown lists', suggestionsHelp: 'Values proposed while typing; press Enter after each.',
      noObjectTypes: 'No object type yet', searchPlaceholder: 'Search by label or code', allSets: 'All attribute sets', count_one: '{{count}} attribute', count_other: '{{count}} attributes',
      emptySections: 'No section yet. Start with a section, then add groups and attributes to it.', emptySection: 'No group in this section yet.', emptyGroup: 'Drop attributes here or add one.',
      dragAttribute: 'Move attribute {{label}}', dragGroup: 'Move group {{name}}', groupMenu: 'More actions for group {{name}}', sectionMenu: 'More actions for section {{name}}',
      moveSectionUp: 'Move section {{name}} up', moveSectionDown: 'Move section {{name}} down', editAttribute: 'Edit {{label}}', deleteAttribute: 'Delete {{label}}',
      deleteTitle: 'Delete the attribute “{{label}}”?', deleteContent: 'Its values on every product and model are deleted too. This cannot be undone.',
      deleteGroupTitle: 'Delete the group “{{name}}”?', deleteSectionTitle: 'Delete the section “{{name}}”?',
      groupNotEmpty: 'Move or delete the attributes of “{{name}}” first.', sectionNotEmpty: 'Move or delete the groups of “{{name}}” first.',
      prompts: { 'new-section': 'New section', 'new-group': 'New group', 'rename-section': 'Rename the section', 'rename-group': 'Rename the group' },
      badges: { computed: 'Computed', localizable: 'Per language', unique: 'Unique' },
      fields: {
        type: 'Type', code: 'Code', labels: 'Labels', label: 'Attribute', group: 'Group', sets: 'Attribute sets', unitType: 'Unit type', unit: 'Unit', min: 'Minimum', max: 'Maximum',
        maxLength: 'Maximum length', localizable: 'Localizable', unique: 'Unique', choices: 'Choices', choiceList: 'Dropdown list', objectType: 'Object type',
        suggestions: 'Suggestions', default: 'Default value', formula: 'Formula',
      },
      rules: {
        codeRequired: 'Enter a code.', codeCharacters: 'Use letters, digits, _ - and . only.', tooLong: 'At most {{max}} characters.', labelRequired: 'Enter a label.',
        noPipe: 'The | character is not allowed.', groupRequired: 'Choose a group.', unitRequired: 'Choose a unit of this unit type.', minAboveMax: 'The minimum cannot be above the maximum.',
        choicesRequired: 'Add at least one choice.', choiceCodeRequired: 'Enter a code.', choiceCodeTaken: 'Two choices cannot share a code.', choiceListRequired: 'Choose a dropdown list.',
        objectTypeRequired: 'Choose an object type.',
      },
    },
    computed: {
      link: 'Computed attributes', back: 'All attributes', new: 'New computed attribute', newTitle: 'New computed attribute', empty: 'No computed attribute yet.',
      intro: 'A computed attribute takes its value from a formula over other attributes. It is recalculated whenever an input changes and is never edited by hand.',
      needsGroup: 'Create a section and a group on the attributes screen first.', inputs: 'Reads', formulaRequired: 'Enter a formula.',
      formulaHelp: 'Reference attributes by their code in braces, e.g. {weight_g} / 1000. Functions: IF, AND, OR, NOT, CONCAT, ROUND, UPPER, LOWER, TRIM, LEN, ISEMPTY, MIN, MAX, ABS.',
    },
    formula: {
      at: '(at character {{start}}: “{{text}}”)', valid: 'Formula is valid', resultType: 'Gives a {{type}}', previewWith: 'Try it with sample values:', sampleFor: 'Sample value of {{code}}',
      preview: 'Result:', emptyResult: '(empty)', types: { number: 'number', text: 'text', boolean: 'true/false' },
    },
  },
  fr: {
    attributes: {
      types: typesFr,
      newAttribute: 'Nouvel attribut', newSection: 'Nouvelle section', newGroup: 'Nouveau groupe', addAttribute: 'Attribut', section: 'Section',
      newTitle: 'Nouvel attribut', editTitle: 'Modifier l’attribut {{code}}', created: 'Attribut créé', saved: 'Attribut enregistré', deleted: '« {{label}} » supprimé',
      fixFields: 'Certains champs demandent votre attention.', fixedAtCreation: 'Défini à la création, non modifiable.', codeHelp: 'Lettres, chiffres, _ - et . uniquement ; non modifiable ensuite.',
      labelIn: 'Libellé ({{language}})', pickGroup: 'Choisir un groupe', rulesSection: 'Règles', noUnit: 'Sans unité',
      localizableHelp: 'Une valeur par langue d’attribut (par exemple descriptions anglaise et française).', uniqueHelp: 'Deux produits ne peuvent pas partager une valeur.',
      ownChoices: 'Ses propres choix', sharedList: 'Une liste déroulante partagée', choiceCount_one: '{{count}} choix', choiceCount_other: '{{count}} choix',
      choiceCode: 'Code', addChoice: 'Ajouter un choix', removeChoice: 'Retirer ce choix', moveChoiceUp: 'Monter', moveChoiceDown: 'Descendre',
      choiceCodeOf: 'Code du choix {{index}}', choiceLabelOf: 'Libellé ({{language}}) du choix {{index}}', manageLists: 'Gérer les listes déroulantes', suggestionsHelp: 'Valeurs proposées pendant la saisie ; Entrée après chacune.',
      noObjectTypes: 'Aucun type d’objet', searchPlaceholder: 'Rechercher par libellé ou code', allSets: 'Tous les ensembles d’attributs', count_one: '{{count}} attribut', count_other: '{{count}} attributs',
      emptySections: 'Aucune section. Commencez par une section, puis ajoutez-y des groupes et des attributs.', emptySection: 'Aucun groupe dans cette section.', emptyGroup: 'Déposez des attributs ici ou ajoutez-en un.',
      dragAttribute: 'Déplacer l’attribut {{label}}', dragGroup: 'Déplacer le groupe {{name}}', groupMenu: 'Autres actions du groupe {{name}}', sectionMenu: 'Autres actions de la section {{name}}',
      moveSectionUp: 'Monter la section {{name}}', moveSectionDown: 'Descendre la section {{name}}', editAttribute: 'Modifier {{label}}', deleteAttribute: 'Supprimer {{label}}',
      deleteTitle: 'Supprimer l’attribut « {{label}} » ?', deleteContent: 'Ses valeurs sur tous les produits et modèles sont supprimées aussi. C’est irréversible.',
      deleteGroupTitle: 'Supprimer le groupe « {{name}} » ?', deleteSectionTitle: 'Supprimer la section « {{name}} » ?',
      groupNotEmpty: 'Déplacez ou supprimez d’abord les attributs de « {{name}} ».', sectionNotEmpty: 'Déplacez ou supprimez d’abord les groupes de « {{name}} ».',
      prompts: { 'new-section': 'Nouvelle section', 'new-group': 'Nouveau groupe', 'rename-section': 'Renommer la section', 'rename-group': 'Renommer le groupe' },
      badges: { computed: 'Calculé', localizable: 'Par langue', unique: 'Unique' },
      fields: {
        type: 'Type', code: 'Code', labels: 'Libellés', label: 'Attribut', group: 'Groupe', sets: 'Ensembles d’attributs', unitType: 'Type d’unité', unit: 'Unité', min: 'Minimum', max: 'Maximum',
        maxLength: 'Longueur maximale', localizable: 'Traduisible', unique: 'Unique', choices: 'Choix', choiceList: 'Liste déroulante', objectType: 'Type d’objet',
        suggestions: 'Suggestions', default: 'Valeur par défaut', formula: 'Formule',
      },
      rules: {
        codeRequired: 'Saisissez un code.', codeCharacters: 'Lettres, chiffres, _ - et . uniquement.', tooLong: '{{max}} caractères au plus.', labelRequired: 'Saisissez un libellé.',
        noPipe: 'Le caractère | est interdit.', groupRequired: 'Choisissez un groupe.', unitRequired: 'Choisissez une unité de ce type.', minAboveMax: 'Le minimum ne peut pas dépasser le maximum.',
        choicesRequired: 'Ajoutez au moins un choix.', choiceCodeRequired: 'Saisissez un code.', choiceCodeTaken: 'Deux choix ne peuvent pas avoir le même code.', choiceListRequired: 'Choisissez une liste déroulante.',
        objectTypeRequired: 'Choisissez un type d’objet.',
      },
    },
    computed: {
      link: 'Attributs calculés', back: 'Tous les attributs', new: 'Nouvel attribut calculé', newTitle: 'Nouvel attribut calculé', empty: 'Aucun attribut calculé.',
      intro: 'Un attribut calculé tire sa valeur d’une formule sur d’autres attributs. Il est recalculé dès qu’une donnée change et n’est jamais saisi à la main.',
      needsGroup: 'Créez d’abord une section et un groupe sur l’écran des attributs.', inputs: 'Lit', formulaRequired: 'Saisissez une formule.',
      formulaHelp: 'Désignez les attributs par leur code entre accolades, par exemple {weight_g} / 1000. Fonctions : IF, AND, OR, NOT, CONCAT, ROUND, UPPER, LOWER, TRIM, LEN, ISEMPTY, MIN, MAX, ABS.',
    },
    formula: {
      at: '(au caractère {{start}} : « {{text}} »)', valid: 'Formule valide', resultType: 'Donne un {{type}}', previewWith: 'Essayez avec des valeurs d’exemple :', sampleFor: 'Valeur d’exemple de {{code}}',
      preview: 'Résultat :', emptyResult: '(vide)', types: { number: 'nombre', text: 'texte', boolean: 'vrai/faux' },
    },
  },
};
