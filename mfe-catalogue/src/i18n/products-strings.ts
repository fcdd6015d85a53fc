/** Strings of the product and model screens (`/products/`). */
export const productsStrings = { en: {}, fr: {} };
