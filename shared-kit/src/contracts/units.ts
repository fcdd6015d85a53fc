import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * Units of measure (`GET /api/catalogue/unit-type/`). The reference list lives on the server
 * (`server/src/modules/units/catalogue.ts`); an attribute with a unit type stores its values in
 * its own unit, and a value given in another unit of the same type is converted on save.
 */

/** A unit type code: `length`, `mass`, `temperature` … */
export const unitTypeCodeSchema = z.string().regex(/^[a-z][a-z0-9_]*$/).max(30);

export const unitDefinitionSchema = z.strictObject({
  code: z.string().min(1).max(20),
  label_en: z.string(),
  label_fr: z.string(),
  /** Symbol shown after a value, e.g. `mm`, `°C`. */
  symbol: z.string(),
});
export type UnitDefinition = z.infer<typeof unitDefinitionSchema>;

export const unitTypeSchema = z.strictObject({
  code: unitTypeCodeSchema,
  label_en: z.string(),
  label_fr: z.string(),
  /** The unit conversions are expressed in (factor 1). */
  base_unit: z.string(),
  units: z.array(unitDefinitionSchema),
});
export type UnitType = z.infer<typeof unitTypeSchema>;

/** `GET /api/catalogue/unit-type/`. */
export const unitTypeListSchema = z.array(unitTypeSchema);

/** The units endpoint (docs/api.md), declared once for the server and the client. */
export const unitsApi = {
  /** The unit types and units attributes may use. */
  types: defineEndpoint({ method: 'GET', path: '/api/catalogue/unit-type/', response: unitTypeListSchema }),
};
