/**
 * Attribute definitions under `/api/catalogue/` (docs/api.md "Attributes"): attributes, the
 * id/label list, reordering, sections, groups, sets, shared choice lists and the formula check.
 * Every route runs in the caller's tenant transaction through the authorization layer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { wakeWorkers } from '../../jobs/enqueue.ts';
import { publishTaskEvent } from '../tasks/task-events.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import * as languages from './attribute-languages.ts';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import * as choiceLists from './choice-lists-service.ts';
import { checkFormulaForCompany } from './formula-check.ts';
import * as attributes from './service.ts';
import * as structure from './structure-service.ts';

export const attributesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const publisher = createRealtimePublisher(app.deps.db);
  /** Every open browser of the company refetches `only-id-label` (spec §7). */
  const idLabelsChanged = (companyId: string) =>
    publisher.publishToCompany(companyId, { type: 'attribute_id_label_updated' }).catch((error: unknown) => app.log.warn({ err: error }, 'attribute_id_label_updated not published'));

  /** The recompute job was created with the formula change: tell its owner and wake a worker. */
  const startRecompute = async (task: TaskRow | null) => {
    if (task === null) return;
    await publishTaskEvent(publisher, 'new_task', task);
    await wakeWorkers(app.deps.db);
  };

  const route = endpointRoutes(app, { tags: ['attributes'] });
  const api = attributesApi;

  // ── Attributes ──────────────────────────────────────────────────────────────────────────
  route(api.tree, (request) => inTenantAs(request, (tx, actor) => attributes.attributeTree(tx, actor, { setId: request.query.set_id })));

  route(api.idLabels, (request) => inTenantAs(request, (tx, actor) => attributes.attributeIdLabels(tx, actor)));

  route(api.create, async (request) => {
    const change = await inTenantAs(request, (tx, actor) => attributes.createAttribute(tx, actor, request.body));
    await idLabelsChanged(principalOf(request).companyId);
    await startRecompute(change.recompute);
    return change.attribute;
  });

  route(api.get, (request) => inTenantAs(request, (tx, actor) => attributes.getAttribute(tx, actor, request.params.id)));

  route(api.update, async (request) => {
    const change = await inTenantAs(request, (tx, actor) => attributes.updateAttribute(tx, actor, request.params.id, request.body));
    if (change.idLabelChanged) await idLabelsChanged(principalOf(request).companyId);
    await startRecompute(change.recompute);
    return change.attribute;
  });

  route(api.delete, async (request) => {
    await inTenantAs(request, (tx, actor) => attributes.deleteAttribute(tx, actor, request.params.id));
    await idLabelsChanged(principalOf(request).companyId);
  });

  route(api.reorder, async (request) => {
    const group = await inTenantAs(request, (tx, actor) => structure.reorderAttributes(tx, actor, request.body));
    await idLabelsChanged(principalOf(request).companyId);
    return group;
  });

  route(api.formulaCheck, (request) => inTenantAs(request, (tx, actor) => checkFormulaForCompany(tx, actor, request.body)));

  // ── Sections ────────────────────────────────────────────────────────────────────────────
  route(api.sections, (request) => inTenantAs(request, (tx) => structure.sections(tx)));
  route(api.createSection, (request) => inTenantAs(request, (tx, actor) => structure.createSection(tx, actor, request.body)));
  route(api.reorderSections, async (request) => {
    const sections = await inTenantAs(request, (tx, actor) => structure.reorderSections(tx, actor, request.body.section_ids));
    await idLabelsChanged(principalOf(request).companyId);
    return sections;
  });
  route(api.getSection, (request) => inTenantAs(request, (tx) => structure.getSection(tx, request.params.id)));
  route(api.updateSection, (request) => inTenantAs(request, (tx, actor) => structure.updateSection(tx, actor, request.params.id, request.body)));
  route(api.deleteSection, (request) => inTenantAs(request, (tx, actor) => structure.deleteSection(tx, actor, request.params.id)));

  // ── Groups ──────────────────────────────────────────────────────────────────────────────
  route(api.groups, (request) => inTenantAs(request, (tx) => structure.groups(tx)));
  route(api.createGroup, (request) => inTenantAs(request, (tx, actor) => structure.createGroup(tx, actor, request.body)));
  route(api.reorderGroups, async (request) => {
    const section = await inTenantAs(request, (tx, actor) => structure.reorderGroups(tx, actor, request.body));
    await idLabelsChanged(principalOf(request).companyId);
    return section;
  });
  route(api.getGroup, (request) => inTenantAs(request, (tx) => structure.getGroup(tx, request.params.id)));
  route(api.updateGroup, (request) => inTenantAs(request, (tx, actor) => structure.updateGroup(tx, actor, request.params.id, request.body)));
  route(api.deleteGroup, (request) => inTenantAs(request, (tx, actor) => structure.deleteGroup(tx, actor, request.params.id)));

  // ── Sets ────────────────────────────────────────────────────────────────────────────────
  route(api.sets, (request) => inTenantAs(request, (tx, actor) => structure.sets(tx, actor)));
  route(api.createSet, (request) => inTenantAs(request, (tx, actor) => structure.createSet(tx, actor, request.body)));
  route(api.reorderSets, (request) => inTenantAs(request, (tx, actor) => structure.reorderSets(tx, actor, request.body.set_ids)));
  route(api.getSet, (request) => inTenantAs(request, (tx, actor) => structure.getSet(tx, actor, request.params.id)));
  route(api.updateSet, (request) => inTenantAs(request, (tx, actor) => structure.updateSet(tx, actor, request.params.id, request.body)));
  route(api.deleteSet, (request) => inTenantAs(request, (tx, actor) => structure.deleteSet(tx, actor, request.params.id)));

  // ── Choice lists ────────────────────────────────────────────────────────────────────────
  route(api.choiceLists, (request) => inTenantAs(request, (tx) => choiceLists.choiceLists(tx)));
  route(api.createChoiceList, (request) => inTenantAs(request, (tx, actor) => choiceLists.createChoiceList(tx, actor, request.body)));
  route(api.getChoiceList, (request) => inTenantAs(request, (tx) => choiceLists.getChoiceList(tx, request.params.id)));
  route(api.updateChoiceList, (request) => inTenantAs(request, (tx, actor) => choiceLists.updateChoiceList(tx, actor, request.params.id, request.body)));
  route(api.deleteChoiceList, (request) => inTenantAs(request, (tx, actor) => choiceLists.deleteChoiceList(tx, actor, request.params.id)));

  // ── Attribute languages (company settings) ──────────────────────────────────────────────
  route(api.addLanguage, async (request) => {
    const next = await inTenantAs(request, (tx, actor) => languages.addLanguage(tx, actor, 'attribute_languages', request.body.code));
    await publisher.publishToCompany(principalOf(request).companyId, { type: 'possible_languages_changed', languages: next });
    return { languages: next };
  });
  route(api.languageRemovalImpact, (request) => inTenantAs(request, (tx, actor) => languages.languageRemovalImpact(tx, actor, request.params.code)));
  route(api.removeLanguage, async (request, reply) => {
    const removal = await inTenantAs(request, (tx, actor) => languages.removeLanguage(tx, actor, request.params.code));
    const companyId = principalOf(request).companyId;
    await publisher.publishToCompany(companyId, { type: 'possible_languages_changed', languages: removal.languages });
    if (removal.kind === 'done') return removal.impact;
    await publishTaskEvent(publisher, 'new_task', removal.task);
    await wakeWorkers(app.deps.db);
    reply.code(202);
    return { task_id: removal.task.id };
  });
  route(api.addLabelLanguage, async (request) => {
    const next = await inTenantAs(request, (tx, actor) => languages.addLanguage(tx, actor, 'attribute_label_languages', request.body.code));
    await publisher.publishToCompany(principalOf(request).companyId, { type: 'attribute_label_language_updated', languages: next });
    return { languages: next };
  });
  route(api.removeLabelLanguage, async (request) => {
    const next = await inTenantAs(request, (tx, actor) => languages.removeLabelLanguage(tx, actor, request.params.code));
    const companyId = principalOf(request).companyId;
    await publisher.publishToCompany(companyId, { type: 'attribute_label_language_updated', languages: next });
    await idLabelsChanged(companyId);
    return { languages: next };
  });
};
