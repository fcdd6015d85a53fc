import { defineRemoteStrings } from '@pimento/shared-kit/i18n/remote-strings';

/** The `settings` namespace, registered when this module loads. Settings remote: user, company, rights, connectors, help centre. */
export const settingsStrings = defineRemoteStrings('settings', {
  en: {
    area: 'Settings',
    pages: {
      user: { title: 'My settings', description: 'Your personal data, preferences and authentication will be managed here.' },
      company: { title: 'Company settings', description: 'Attribute languages, Fabdis URL rule, default units and single sign-on will be configured here.' },
      rights: { title: 'Advanced rights', description: 'Groups, roles and their read, create, edit and delete rights will be managed here.' },
      connectors: { title: 'Connectors', description: 'Connections to your other systems will be configured here.' },
      help: { title: 'Help centre', description: 'Guides and articles about Pimento will be listed here.' },
      helpArticle: { title: 'Help article', description: 'Article {{id}} will be displayed here with its attachments.' },
      notFound: { title: 'Page not found', description: 'This settings page does not exist.' },
    },
    tabs: { company: 'Company', languages: 'Languages', units: 'Units', sso: 'Single sign-on' },
  },
  fr: {
    area: 'Paramètres',
    pages: {
      user: { title: 'Mes paramètres', description: 'Vos données personnelles, préférences et authentification seront gérées ici.' },
      company: { title: "Paramètres de l'entreprise", description: "Les langues d'attributs, la règle d'URL Fabdis, les unités par défaut et l'authentification unique seront configurées ici." },
      rights: { title: 'Droits avancés', description: 'Les groupes, rôles et leurs droits de lecture, création, modification et suppression seront gérés ici.' },
      connectors: { title: 'Connecteurs', description: 'Les connexions à vos autres systèmes seront configurées ici.' },
      help: { title: "Centre d'aide", description: 'Les guides et articles sur Pimento seront listés ici.' },
      helpArticle: { title: "Article d'aide", description: "L'article {{id}} sera affiché ici avec ses pièces jointes." },
      notFound: { title: 'Page introuvable', description: "Cette page des paramètres n'existe pas." },
    },
    tabs: { company: 'Entreprise', languages: 'Langues', units: 'Unités', sso: 'Authentification unique' },
  },
});
