import { errorCatalogue } from './catalogue.ts';

/**
 * Every error code the API can send, without its messages. The browser bundle holds this list
 * computed at build time (`webpack/build-time-module-loader.js`): a few KB instead of the 52 KB of
 * English and French messages, which load on first use (`toasts/error-toast`).
 */
export const errorCodes: readonly string[] = Object.keys(errorCatalogue);
