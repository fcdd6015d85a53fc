/**
 * `injectStyles` for the other packages: the package exports `ui/*` as `.tsx` files, so they import it
 * from here (`@pimento/shared-kit/ui/plain/inject-styles`); shared-kit's own files import `./style-sheet.ts`.
 */
export { injectStyles } from './style-sheet.ts';
