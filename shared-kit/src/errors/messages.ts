/** An error message in every interface language. */
export type ErrorMessage = { readonly en: string; readonly fr: string };

/** The interface languages of the suite. */
export type InterfaceLanguage = 'en' | 'fr';
