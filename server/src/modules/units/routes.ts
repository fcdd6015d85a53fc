/** `GET /api/catalogue/unit-type/`: the unit types and units attributes may use (spec §3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unitsApi } from '@pimento/shared-kit/contracts/units';
import { endpointRoutes } from '../../http/endpoint-route.ts';
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
  endpointRoutes(app, { tags: ['attributes'] })(unitsApi.types, () => answer);
};
