import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { validationRulesApi, type RuleViolation, type ValidationRule } from '@pimento/shared-kit/contracts/validation-rules';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';

const rulesPath = endpointPath(validationRulesApi.list, undefined);
const rulePath = (id: number) => endpointPath(validationRulesApi.get, { id });
const violationsPath = (id: number) => endpointPath(validationRulesApi.productViolations, { id });

describe.each(drivers)('validation rules on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Rules Co', { username: 'rules_admin' })).company.id;
    admin = testApp.client();
    await admin.login('rules_admin');
    const created = async (path: string, body: unknown) => {
      const answer = await admin.post(path, body);
      expect([answer.statusCode, answer.json()]).toEqual([201, expect.anything()]);
      return answer.json<{ id: number }>().id;
    };
    const section = await created(endpointPath(attributesApi.createSection, {}), { name: 'Technical' });
    const group = await created(endpointPath(attributesApi.createGroup, {}), { name: 'Cables', section_id: section });
    ids.set = await created(endpointPath(attributesApi.createSet, {}), { name: 'Marketing texts' });
    ids.power = await created(endpointPath(attributesApi.create, {}), { group_id: group, code: 'power', type: 'decimal', labels: { en: 'Power' } });
    ids.title = await created(endpointPath(attributesApi.create, {}), { group_id: group, code: 'title', type: 'text', localizable: true, labels: { en: 'Title' }, set_ids: [ids.set] });
    ids.pitch = await created(endpointPath(attributesApi.create, {}), { group_id: group, code: 'pitch', type: 'text', labels: { en: 'Pitch' }, set_ids: [ids.set] });
    ids.colour = await created(endpointPath(attributesApi.create, {}), {
      group_id: group,
      code: 'colour',
      type: 'dropdown',
      labels: { en: 'Colour' },
      choices: [{ code: 'red', labels: { en: 'Red' } }, { code: 'grey', labels: { en: 'Grey' } }],
    });
    ids.lit = await created(endpointPath(attributesApi.create, {}), { group_id: group, code: 'lit', type: 'boolean', labels: { en: 'Lit' } });
    ids.cables = await created(endpointPath(categoriesApi.create, {}), { name: 'Cables' });
  });
  afterAll(() => testApp.close());

  async function define(body: Record<string, unknown>): Promise<ValidationRule> {
    const answer = await admin.post(rulesPath, body);
    expect([answer.statusCode, answer.json()]).toEqual([201, expect.anything()]);
    return answer.json<ValidationRule>();
  }

  it('defines rules on an attribute or a set, refuses those that cannot work at their field, and keeps them to administrators', async () => {
    const cablesPower = await define({ name: 'Cables need a power', filters: [{ field: 'category', operator: 'among', value: [ids.cables] }], target: { kind: 'attribute', attribute_id: ids.power }, operator: 'mandatory' });
    expect(cablesPower).toMatchObject({ operator: 'mandatory', value: null, blocking: false, enabled: true, problem: null });
    await define({ name: 'Power at most 5000 W', target: { kind: 'attribute', attribute_id: ids.power }, operator: 'max', value: 5000, message: { en: 'No product of ours draws more than 5 kW.' } });
    await define({ name: 'Texts filled', target: { kind: 'attribute_set', set_id: ids.set }, operator: 'mandatory' });
    await define({ name: 'Only red', target: { kind: 'attribute', attribute_id: ids.colour }, operator: 'among', value: ['red'] });

    const refused = async (body: Record<string, unknown>) => {
      const answer = await admin.post(rulesPath, { name: `Refused ${Math.random()}`, target: { kind: 'attribute', attribute_id: ids.power }, operator: 'mandatory', ...body });
      return [answer.statusCode, answer.json().fields];
    };
    expect(await refused({ target: { kind: 'attribute', attribute_id: ids.colour }, operator: 'among', value: ['purple'] })).toEqual([422, { value: ['rule.unknown_choice'] }]);
    expect(await refused({ target: { kind: 'attribute', attribute_id: ids.lit }, operator: 'min', value: 1 })).toEqual([422, { operator: ['rule.operator_not_for_type'] }]);
    expect(await refused({ operator: 'min', value: 'ten' })).toEqual([422, { value: ['rule.value_invalid'] }]);
    expect(await refused({ target: { kind: 'attribute_set', set_id: ids.set }, operator: 'max', value: 3 })).toEqual([422, { operator: ['rule.set_only_mandatory'] }]);
    expect(await refused({ target: { kind: 'attribute', attribute_id: 999_999 } })).toEqual([422, { 'target.attribute_id': ['rule.attribute_not_found'] }]);
    expect(await refused({ language: 'de' })).toEqual([422, { language: ['rule.language_unknown'] }]);
    expect(await refused({ filters: [{ field: 'attribute:999999', operator: 'empty' }] })).toEqual([400, { 'filters.0': ['filter.unknown_attribute'] }]);
    expect(await refused({ name: 'cables NEED a power' })).toEqual([409, { name: ['rule.name_taken'] }]);

    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'rules_member', email: 'rules_member@example.com', password: TEST_PASSWORD }));
    const [memberGroup] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Rule readers') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name, can_create, can_edit, can_delete) VALUES ($1, 'Everything but structure', true, true, true) RETURNING id", [companyId]);
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, memberGroup!.id, member.id, role!.id]);
    const reader = testApp.client();
    await reader.login('rules_member');
    expect(((await reader.get(rulesPath)).json().results as ValidationRule[]).map((rule) => rule.name)).toEqual(['Cables need a power', 'Only red', 'Power at most 5000 W', 'Texts filled']);
    const denied = await reader.post(rulesPath, { name: 'Mine', target: { kind: 'attribute', attribute_id: ids.power }, operator: 'mandatory' });
    expect([denied.statusCode, denied.json().code]).toEqual([403, 'rights.administrator_required']);
    expect((await reader.request('DELETE', rulePath(cablesPower.id))).statusCode).toBe(403);
  });

  it("lists what a product breaks: the rules whose filters it matches, at each attribute and language, in the rule's words or the operator's", async () => {
    const product = async (body: Record<string, unknown>) => {
      const answer = await admin.post(endpointPath(productsApi.create, {}), body);
      expect(answer.statusCode).toBe(201);
      return answer.json<{ id: number }>().id;
    };
    const cable = await product({ sku: 'CBL-1', name: 'Cable', categories: [ids.cables], values: { [ids.title!]: { en: 'Cable' }, [ids.pitch!]: 'Strong', [ids.colour!]: 'grey' } });
    const heater = await product({ sku: 'HEAT-1', name: 'Heater', values: { [ids.power!]: 6000, [ids.title!]: { en: 'Heater', fr: 'Radiateur' }, [ids.pitch!]: 'Warm', [ids.colour!]: 'red' } });
    const view = (violations: RuleViolation[]) => violations.map((violation) => [violation.rule_name, violation.attribute_id, violation.language, violation.message]);

    expect(view((await admin.get(violationsPath(cable))).json().results)).toEqual([
      ['Cables need a power', ids.power, null, 'Required by the rule “Cables need a power”.'],
      ['Only red', ids.colour, null, 'The rule “Only red” allows only: red.'],
      ['Texts filled', ids.title, 'fr', 'Required by the rule “Texts filled”.'],
    ]);
    expect(view((await admin.get(violationsPath(heater))).json().results)).toEqual([['Power at most 5000 W', ids.power, null, 'No product of ours draws more than 5 kW.']]);

    // Made blocking, the colour rule refuses a save that keeps a grey cable, at the colour, and nothing is written.
    const colourRule = ((await admin.get(rulesPath)).json().results as ValidationRule[]).find((rule) => rule.name === 'Only red')!;
    const blockingInput = { name: colourRule.name, target: colourRule.target, operator: colourRule.operator, value: colourRule.value, blocking: true };
    expect((await admin.request('PUT', rulePath(colourRule.id), { body: blockingInput })).json().blocking).toBe(true);
    const before = (await admin.get(endpointPath(productsApi.get, { id: cable }))).json();
    const blocked = await admin.request('PATCH', endpointPath(productsApi.update, { id: cable }), { body: { version: before.version, name: 'Grey cable' } });
    expect([blocked.statusCode, blocked.json().code, blocked.json().fields]).toEqual([422, 'rule.among', { [`values.${ids.colour}`]: ['rule.among'] }]);
    expect((await admin.get(endpointPath(productsApi.get, { id: cable }))).json().name).toBe('Cable');
    const fixed = await admin.request('PATCH', endpointPath(productsApi.update, { id: cable }), { body: { version: before.version, values: { [ids.colour!]: 'red' } } });
    expect(fixed.statusCode).toBe(200);
    // The others never block: the cable still has no power.
    expect(view((await admin.get(violationsPath(cable))).json().results).map(([name]) => name)).toEqual(['Cables need a power', 'Texts filled']);

    // A rule whose attribute goes is kept, checks nothing, and says why.
    const rules = (await admin.get(rulesPath)).json().results as ValidationRule[];
    expect((await admin.request('DELETE', endpointPath(attributesApi.delete, { id: ids.colour! }))).statusCode).toBe(204);
    expect((await admin.get(rulePath(colourRule.id))).json().problem).toBe('rule.attribute_deleted');
    expect(view((await admin.get(violationsPath(cable))).json().results).map(([name]) => name)).toEqual(['Cables need a power', 'Texts filled']);
    // (The attribute's deletion took its value from the cable: a new version.)
    const current = (await admin.get(endpointPath(productsApi.get, { id: cable }))).json();
    expect((await admin.request('PATCH', endpointPath(productsApi.update, { id: cable }), { body: { version: current.version, values: { [ids.power!]: 120 } } })).statusCode).toBe(200);
    expect(view((await admin.get(violationsPath(cable))).json().results).map(([name]) => name)).toEqual(['Texts filled']);

    // Disabled, a rule is not checked; another company sees neither the rules nor the product.
    await admin.request('PUT', rulePath(rules.find((rule) => rule.name === 'Texts filled')!.id), { body: { name: 'Texts filled', target: { kind: 'attribute_set', set_id: ids.set }, operator: 'mandatory', enabled: false } });
    expect((await admin.get(violationsPath(cable))).json().results).toEqual([]);
    await testApp.createCompany('Other Rules Co', { username: 'other_rules_admin' });
    const stranger = testApp.client();
    await stranger.login('other_rules_admin');
    expect((await stranger.get(rulesPath)).json().results).toEqual([]);
    expect((await stranger.get(violationsPath(cable))).statusCode).toBe(404);
    expect((await stranger.get(rulePath(colourRule.id))).statusCode).toBe(404);
    expect((await stranger.request('PUT', rulePath(colourRule.id), { body: { name: 'Taken over', target: { kind: 'attribute', attribute_id: ids.power }, operator: 'mandatory' } })).statusCode).toBe(404);
    expect((await stranger.request('DELETE', rulePath(colourRule.id))).statusCode).toBe(404);
  });
});
