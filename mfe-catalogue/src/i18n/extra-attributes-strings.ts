/** Strings of the extra attribute screens (`/attributes/client/`, `/attributes/price/`): what they share, then each kind of record's own. */
export const extraAttributesStrings = {
  en: {
    extraAttributes: {
      valueRequired: 'This value is required.', fields: { label: 'Label', code: 'Code', type: 'Type', choices: 'Choices', required: 'Required' }, labelIn: 'Label ({{language}})', labelRequired: 'Enter a label.',
      fixed: 'Fixed once created: the values are stored by it.', addChoice: 'Add a choice', removeChoice: 'Remove the choice {{index}}', fixFields: 'Fix the fields shown in red.',
      created: '“{{label}}” created', saved: '“{{label}}” saved', deleted: '“{{label}}” deleted', editNamed: 'Edit {{label}}', deleteNamed: 'Delete {{label}}', deleteTitle: 'Delete “{{label}}”?',
      client: {
        new: 'New client attribute', help: 'The fields every client page offers: a customer number, a region, an ordering portal. Values are kept per client.',
        administratorsOnly: 'Only administrators define client attributes; you can fill them in on each client’s page.', empty: 'No client attribute yet.',
        requiredHelp: 'Required: a client’s details cannot be saved without it', choiceRemoval: 'A choice taken away clears it on the clients that had it.',
        editTitle: 'Client attribute “{{label}}”', deleteContent: 'Its value goes from every client. This cannot be undone.',
      },
      price: {
        new: 'New price attribute', help: 'Fields of your own on every price: a price type, a minimum order, a sales channel. Values are kept per price and can be shown as columns of the price list.',
        administratorsOnly: 'Only administrators define price attributes; you can fill them in on each price.', empty: 'No price attribute yet.',
        requiredHelp: 'Required: a price cannot be saved without it', choiceRemoval: 'A choice taken away clears it on the prices that had it.',
        editTitle: 'Price attribute “{{label}}”', deleteContent: 'Its value goes from every price. This cannot be undone.',
      },
    },
  },
  fr: {
    extraAttributes: {
      valueRequired: 'Cette valeur est obligatoire.', fields: { label: 'Libellé', code: 'Code', type: 'Type', choices: 'Choix', required: 'Obligatoire' }, labelIn: 'Libellé ({{language}})', labelRequired: 'Saisissez un libellé.',
      fixed: 'Fixé à la création : les valeurs sont enregistrées selon lui.', addChoice: 'Ajouter un choix', removeChoice: 'Retirer le choix {{index}}', fixFields: 'Corrigez les champs en rouge.',
      created: '« {{label}} » créé', saved: '« {{label}} » enregistré', deleted: '« {{label}} » supprimé', editNamed: 'Modifier {{label}}', deleteNamed: 'Supprimer {{label}}', deleteTitle: 'Supprimer « {{label}} » ?',
      client: {
        new: 'Nouvel attribut client', help: 'Les champs proposés sur chaque fiche client : un numéro client, une région, un portail de commande. Les valeurs sont propres à chaque client.',
        administratorsOnly: 'Seuls les administrateurs définissent les attributs clients ; vous pouvez les renseigner sur la fiche de chaque client.', empty: 'Aucun attribut client pour l’instant.',
        requiredHelp: 'Obligatoire : les détails d’un client ne peuvent pas être enregistrés sans lui', choiceRemoval: 'Un choix retiré est effacé chez les clients qui l’avaient.',
        editTitle: 'Attribut client « {{label}} »', deleteContent: 'Sa valeur disparaît de tous les clients. Cette action est irréversible.',
      },
      price: {
        new: 'Nouvel attribut de prix', help: 'Vos propres champs sur chaque prix : un type de prix, un minimum de commande, un canal de vente. Les valeurs sont propres à chaque prix et peuvent s’afficher en colonnes de la liste de prix.',
        administratorsOnly: 'Seuls les administrateurs définissent les attributs de prix ; vous pouvez les renseigner sur chaque prix.', empty: 'Aucun attribut de prix pour l’instant.',
        requiredHelp: 'Obligatoire : un prix ne peut pas être enregistré sans lui', choiceRemoval: 'Un choix retiré est effacé sur les prix qui l’avaient.',
        editTitle: 'Attribut de prix « {{label}} »', deleteContent: 'Sa valeur disparaît de tous les prix. Cette action est irréversible.',
      },
    },
  },
};
