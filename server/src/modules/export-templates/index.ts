/**
 * The export templates' door for other modules (the export runs, feeds, the operator command):
 * the layout a run writes with a template, broken columns left out and named; the templates a
 * user may read (the command finds one by name).
 */
export type { ResolvedTemplate } from './service.ts';
export { getTemplate, listTemplates, resolveTemplateLayout } from './service.ts';
