/** The interface language's locale for numbers. */
export const localeOf = (language: 'en' | 'fr'): string => (language === 'fr' ? 'fr-FR' : 'en-GB');
