import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * The demo catalogue (README "The demo catalogue"): about 1,000 electrical products with their
 * attributes, models and two category trees, loaded into a company by a job through the
 * structure import and the import engine.
 */
export const demoCatalogueStartedSchema = z.strictObject({ task_id: z.string() });

export const demoCatalogueApi = {
  /**
   * Loads the demo catalogue into the caller's company: administrators only (403), into a
   * catalogue without products (409 `demo_catalogue.catalogue_not_empty`), one load at a time
   * (409 `demo_catalogue.already_loading`). Answers the task to follow.
   */
  load: defineEndpoint({ method: 'POST', path: '/api/catalogue/demo-catalogue/', status: 202, response: demoCatalogueStartedSchema, errors: [403, 409] }),
};
