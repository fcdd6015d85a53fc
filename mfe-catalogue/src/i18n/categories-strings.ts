/** Strings of the category trees (`/category/`). */
export const categoriesStrings = { en: {}, fr: {} };
