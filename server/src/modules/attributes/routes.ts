/**
 * Attribute definitions under `/api/catalogue/` (docs/api.md "Attributes"): attributes, the
 * id/label list, reordering, sections, groups, sets, shared choice lists and the formula check.
 * Every route runs in the caller's tenant transaction through the authorization layer.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attributeCreateSchema,
  attributeLanguageAddSchema,
  attributeLanguagesSchema,
  languageRemovalImpactSchema,
  languageRemovalTaskSchema,
  attributeGroupCreateSchema,
  attributeGroupReorderSchema,
  attributeGroupSchema,
  attributeGroupUpdateSchema,
  attributeIdLabelListSchema,
  attributeListQuerySchema,
  attributeReorderSchema,
  attributeSchema,
  attributeSectionCreateSchema,
  attributeSectionReorderSchema,
  attributeSectionSchema,
  attributeSectionUpdateSchema,
  attributeSetCreateSchema,
  attributeSetReorderSchema,
  attributeSetSchema,
  attributeSetUpdateSchema,
  attributeTreeSchema,
  attributeUpdateSchema,
  choiceListCreateSchema,
  choiceListSchema,
  choiceListUpdateSchema,
  formulaCheckRequestSchema,
  formulaCheckResponseSchema,
} from '@pimento/shared-kit/contracts/attributes';
import { languageCodeSchema } from '@pimento/shared-kit/contracts/common';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import { wakeWorkers } from '../../jobs/enqueue.ts';
import { publishTaskEvent } from '../tasks/task-events.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import * as languages from './attribute-languages.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import * as choiceLists from './choice-lists-service.ts';
import { checkFormulaForCompany } from './formula-check.ts';
import * as attributes from './service.ts';
import * as structure from './structure-service.ts';

const languageParams = z.object({ code: languageCodeSchema });
const idParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
const noContent = z.null().describe('No content');
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const attributesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const publisher = createRealtimePublisher(app.deps.db);
  const tags = ['attributes'];
  /** Every open browser of the company refetches `only-id-label` (spec §7). */
  const idLabelsChanged = (companyId: string) =>
    publisher.publishToCompany(companyId, { type: 'attribute_id_label_updated' }).catch((error: unknown) => app.log.warn({ err: error }, 'attribute_id_label_updated not published'));

  /** The recompute job was created with the formula change: tell its owner and wake a worker. */
  const startRecompute = async (task: TaskRow | null) => {
    if (task === null) return;
    await publishTaskEvent(publisher, 'new_task', task);
    await wakeWorkers(app.deps.db);
  };

  // ── Attributes ──────────────────────────────────────────────────────────────────────────
  app.get('/attribute/', { schema: { tags, querystring: attributeListQuerySchema, response: { 200: attributeTreeSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => attributes.attributeTree(tx, actor, { setId: request.query.set_id })),
  );

  app.get('/attribute/only-id-label/', { schema: { tags, response: { 200: attributeIdLabelListSchema } } }, (request) =>
    inTenantAs(request, (tx, actor) => attributes.attributeIdLabels(tx, actor)),
  );

  app.post('/attribute/', { schema: { tags, body: attributeCreateSchema, response: { 201: attributeSchema, ...errors } } }, async (request, reply) => {
    const change = await inTenantAs(request, (tx, actor) => attributes.createAttribute(tx, actor, request.body));
    await idLabelsChanged(principalOf(request).companyId);
    await startRecompute(change.recompute);
    return reply.code(201).send(change.attribute);
  });

  app.get('/attribute/:id/', { schema: { tags, params: idParams, response: { 200: attributeSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => attributes.getAttribute(tx, actor, request.params.id)),
  );

  app.patch('/attribute/:id/', { schema: { tags, params: idParams, body: attributeUpdateSchema, response: { 200: attributeSchema, ...errors } } }, async (request) => {
    const change = await inTenantAs(request, (tx, actor) => attributes.updateAttribute(tx, actor, request.params.id, request.body));
    if (change.idLabelChanged) await idLabelsChanged(principalOf(request).companyId);
    await startRecompute(change.recompute);
    return change.attribute;
  });

  app.delete('/attribute/:id/', { schema: { tags, params: idParams, response: { 204: noContent, ...errors } } }, async (request, reply) => {
    await inTenantAs(request, (tx, actor) => attributes.deleteAttribute(tx, actor, request.params.id));
    await idLabelsChanged(principalOf(request).companyId);
    return reply.code(204).send(null);
  });

  app.post('/attribute/reorder/', { schema: { tags, body: attributeReorderSchema, response: { 200: attributeGroupSchema, ...errors } } }, async (request) => {
    const group = await inTenantAs(request, (tx, actor) => structure.reorderAttributes(tx, actor, request.body));
    await idLabelsChanged(principalOf(request).companyId);
    return group;
  });

  app.post(
    '/attribute/formula-check/',
    { schema: { tags, body: formulaCheckRequestSchema, response: { 200: formulaCheckResponseSchema, ...errors } } },
    (request) => inTenantAs(request, (tx, actor) => checkFormulaForCompany(tx, actor, request.body)),
  );

  // ── Sections ────────────────────────────────────────────────────────────────────────────
  app.get('/attribute-section/', { schema: { tags, response: { 200: z.array(attributeSectionSchema) } } }, (request) =>
    inTenantAs(request, (tx) => structure.sections(tx)),
  );
  app.post('/attribute-section/', { schema: { tags, body: attributeSectionCreateSchema, response: { 201: attributeSectionSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await inTenantAs(request, (tx, actor) => structure.createSection(tx, actor, request.body))),
  );
  app.post('/attribute-section/reorder/', { schema: { tags, body: attributeSectionReorderSchema, response: { 200: z.array(attributeSectionSchema), ...errors } } }, async (request) => {
    const sections = await inTenantAs(request, (tx, actor) => structure.reorderSections(tx, actor, request.body.section_ids));
    await idLabelsChanged(principalOf(request).companyId);
    return sections;
  });
  app.get('/attribute-section/:id/', { schema: { tags, params: idParams, response: { 200: attributeSectionSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx) => structure.getSection(tx, request.params.id)),
  );
  app.patch('/attribute-section/:id/', { schema: { tags, params: idParams, body: attributeSectionUpdateSchema, response: { 200: attributeSectionSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => structure.updateSection(tx, actor, request.params.id, request.body)),
  );
  app.delete('/attribute-section/:id/', { schema: { tags, params: idParams, response: { 204: noContent, ...errors } } }, async (request, reply) => {
    await inTenantAs(request, (tx, actor) => structure.deleteSection(tx, actor, request.params.id));
    return reply.code(204).send(null);
  });

  // ── Groups ──────────────────────────────────────────────────────────────────────────────
  app.get('/attribute-group/', { schema: { tags, response: { 200: z.array(attributeGroupSchema) } } }, (request) =>
    inTenantAs(request, (tx) => structure.groups(tx)),
  );
  app.post('/attribute-group/', { schema: { tags, body: attributeGroupCreateSchema, response: { 201: attributeGroupSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await inTenantAs(request, (tx, actor) => structure.createGroup(tx, actor, request.body))),
  );
  app.post('/attribute-group/reorder/', { schema: { tags, body: attributeGroupReorderSchema, response: { 200: attributeSectionSchema, ...errors } } }, async (request) => {
    const section = await inTenantAs(request, (tx, actor) => structure.reorderGroups(tx, actor, request.body));
    await idLabelsChanged(principalOf(request).companyId);
    return section;
  });
  app.get('/attribute-group/:id/', { schema: { tags, params: idParams, response: { 200: attributeGroupSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx) => structure.getGroup(tx, request.params.id)),
  );
  app.patch('/attribute-group/:id/', { schema: { tags, params: idParams, body: attributeGroupUpdateSchema, response: { 200: attributeGroupSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => structure.updateGroup(tx, actor, request.params.id, request.body)),
  );
  app.delete('/attribute-group/:id/', { schema: { tags, params: idParams, response: { 204: noContent, ...errors } } }, async (request, reply) => {
    await inTenantAs(request, (tx, actor) => structure.deleteGroup(tx, actor, request.params.id));
    return reply.code(204).send(null);
  });

  // ── Sets ────────────────────────────────────────────────────────────────────────────────
  app.get('/attribute-set/', { schema: { tags, response: { 200: z.array(attributeSetSchema), ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => structure.sets(tx, actor)),
  );
  app.post('/attribute-set/', { schema: { tags, body: attributeSetCreateSchema, response: { 201: attributeSetSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await inTenantAs(request, (tx, actor) => structure.createSet(tx, actor, request.body))),
  );
  app.post('/attribute-set/reorder/', { schema: { tags, body: attributeSetReorderSchema, response: { 200: z.array(attributeSetSchema), ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => structure.reorderSets(tx, actor, request.body.set_ids)),
  );
  app.get('/attribute-set/:id/', { schema: { tags, params: idParams, response: { 200: attributeSetSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => structure.getSet(tx, actor, request.params.id)),
  );
  app.patch('/attribute-set/:id/', { schema: { tags, params: idParams, body: attributeSetUpdateSchema, response: { 200: attributeSetSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => structure.updateSet(tx, actor, request.params.id, request.body)),
  );
  app.delete('/attribute-set/:id/', { schema: { tags, params: idParams, response: { 204: noContent, ...errors } } }, async (request, reply) => {
    await inTenantAs(request, (tx, actor) => structure.deleteSet(tx, actor, request.params.id));
    return reply.code(204).send(null);
  });

  // ── Choice lists ────────────────────────────────────────────────────────────────────────
  app.get('/choice-list/', { schema: { tags, response: { 200: z.array(choiceListSchema) } } }, (request) =>
    inTenantAs(request, (tx) => choiceLists.choiceLists(tx)),
  );
  app.post('/choice-list/', { schema: { tags, body: choiceListCreateSchema, response: { 201: choiceListSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await inTenantAs(request, (tx, actor) => choiceLists.createChoiceList(tx, actor, request.body))),
  );
  app.get('/choice-list/:id/', { schema: { tags, params: idParams, response: { 200: choiceListSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx) => choiceLists.getChoiceList(tx, request.params.id)),
  );
  app.patch('/choice-list/:id/', { schema: { tags, params: idParams, body: choiceListUpdateSchema, response: { 200: choiceListSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => choiceLists.updateChoiceList(tx, actor, request.params.id, request.body)),
  );
  app.delete('/choice-list/:id/', { schema: { tags, params: idParams, response: { 204: noContent, ...errors } } }, async (request, reply) => {
    await inTenantAs(request, (tx, actor) => choiceLists.deleteChoiceList(tx, actor, request.params.id));
    return reply.code(204).send(null);
  });

  // ── Attribute languages (company settings) ──────────────────────────────────────────────
  app.post('/attribute-language/', { schema: { tags, body: attributeLanguageAddSchema, response: { 200: attributeLanguagesSchema, ...errors } } }, async (request) => {
    const next = await inTenantAs(request, (tx, actor) => languages.addLanguage(tx, actor, 'attribute_languages', request.body.code));
    await publisher.publishToCompany(principalOf(request).companyId, { type: 'possible_languages_changed', languages: next });
    return { languages: next };
  });
  app.get('/attribute-language/:code/impact/', { schema: { tags, params: languageParams, response: { 200: languageRemovalImpactSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => languages.languageRemovalImpact(tx, actor, request.params.code)),
  );
  app.delete(
    '/attribute-language/:code/',
    { schema: { tags, params: languageParams, response: { 200: languageRemovalImpactSchema, 202: languageRemovalTaskSchema, ...errors } } },
    async (request, reply) => {
      const removal = await inTenantAs(request, (tx, actor) => languages.removeLanguage(tx, actor, request.params.code));
      const companyId = principalOf(request).companyId;
      await publisher.publishToCompany(companyId, { type: 'possible_languages_changed', languages: removal.languages });
      if (removal.kind === 'done') return reply.code(200).send(removal.impact);
      await publishTaskEvent(publisher, 'new_task', removal.task);
      await wakeWorkers(app.deps.db);
      return reply.code(202).send({ task_id: removal.task.id });
    },
  );
  app.post('/attribute-label-language/', { schema: { tags, body: attributeLanguageAddSchema, response: { 200: attributeLanguagesSchema, ...errors } } }, async (request) => {
    const next = await inTenantAs(request, (tx, actor) => languages.addLanguage(tx, actor, 'attribute_label_languages', request.body.code));
    await publisher.publishToCompany(principalOf(request).companyId, { type: 'attribute_label_language_updated', languages: next });
    return { languages: next };
  });
  app.delete('/attribute-label-language/:code/', { schema: { tags, params: languageParams, response: { 200: attributeLanguagesSchema, ...errors } } }, async (request) => {
    const next = await inTenantAs(request, (tx, actor) => languages.removeLabelLanguage(tx, actor, request.params.code));
    const companyId = principalOf(request).companyId;
    await publisher.publishToCompany(companyId, { type: 'attribute_label_language_updated', languages: next });
    await idLabelsChanged(companyId);
    return { languages: next };
  });
};
