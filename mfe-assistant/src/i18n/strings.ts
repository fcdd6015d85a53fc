import { defineRemoteStrings } from '@pimento/shared-kit/i18n/remote-strings';

/** The `assistant` namespace, registered when this module loads. Assistant remote: agent chat page and AI bar content. */
defineRemoteStrings('assistant', {
  en: {
    area: 'Assistant',
    pages: {
      chat: { title: 'Assistant', description: 'Chat with the Pimento agent about your catalogue; AI prompts, translation and generation will live here.' },
      notFound: { title: 'Page not found', description: 'This assistant page does not exist.' },
    },
    bar: {
      welcome: 'Hello! I will help you translate and enrich your product data.',
      placeholder: 'Ask the assistant…',
      send: 'Send',
      soon: 'The assistant will answer here once AI features are connected.',
      credits: 'AI credits',
    },
  },
  fr: {
    area: 'Assistant',
    pages: {
      chat: { title: 'Assistant', description: "Discutez avec l'agent Pimento de votre catalogue ; les prompts IA, la traduction et la génération seront ici." },
      notFound: { title: 'Page introuvable', description: "Cette page de l'assistant n'existe pas." },
    },
    bar: {
      welcome: 'Bonjour ! Je vous aide à traduire et enrichir vos données produits.',
      placeholder: "Posez une question à l'assistant…",
      send: 'Envoyer',
      soon: "L'assistant répondra ici dès que les fonctions IA seront connectées.",
      credits: 'Crédits IA',
    },
  },
});
