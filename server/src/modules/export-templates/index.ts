/**
 * The export templates' door for other modules (the export runs, feeds, the operator command):
 * the layout a run writes with a template, broken columns left out and named.
 */
export type { ResolvedTemplate } from './service.ts';
export { resolveTemplateLayout } from './service.ts';
