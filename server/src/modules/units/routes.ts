/** `GET /api/catalogue/unit-type/`: the unit types and units attributes may use (spec §3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unitTypeListSchema } from '@pimento/shared-kit/contracts/units';
import type { UnitType } from '@pimento/shared-kit/contracts/units';
import { requireSession } from '../auth/session.ts';
import { unitCatalogue } from './catalogue.ts';

export function unitTypes(): UnitType[] {
  return unitCatalogue.map((type) => ({
    code: type.code,
    label_en: type.label_en,
    label_fr: type.label_fr,
    base_unit: type.base_unit,
    units: type.units.map((unit) => ({ code: unit.code, label_en: unit.label_en, label_fr: unit.label_fr, symbol: unit.symbol })),
  }));
}

export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const answer = unitTypes();
  app.get('/unit-type/', { schema: { tags: ['attributes'], response: { 200: unitTypeListSchema } } }, () => answer);
};
