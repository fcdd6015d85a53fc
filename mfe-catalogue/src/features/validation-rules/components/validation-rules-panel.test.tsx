import '../../../lib/jsdom-message-channel';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { attributesApi, type Attribute } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { validationRulesApi, type ValidationRule } from '@pimento/shared-kit/contracts/validation-rules';
import type { SessionInfo } from '@pimento/shared-kit/remote/remote-props';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { ValidationRulesPanel } from './validation-rules-panel';

registerCatalogueStrings();

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's drawer and selects on a busy 2-core machine. */
const journey = 60_000;
const administrator: SessionInfo = { username: 'admin', firstName: 'Ada', lastName: 'Admin', isSuperuser: false, isAdministrator: true, isConsultant: false };

const attribute = (id: number, code: string, type: Attribute['type'], label: string): Attribute => ({
  id, code, type, labels: { en: label }, group_id: 10, section_id: 1, position: id, unit_type: null, unit: null, min: null, max: null, max_length: null,
  localizable: false, unique: false, choices: [], choice_list_id: null, object_type_id: null, suggestions: [], default_value: null, formula: null, formula_inputs: [],
  computed: false, set_ids: [], user_groups: [], version: 1, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z',
});
const power = attribute(3, 'power', 'decimal', 'Power');
const lit = attribute(4, 'lit', 'boolean', 'Lit');
const tree = {
  sections: [{ id: 1, name: 'Technical', names: { en: 'Technical' }, position: 0, group_count: 1, version: 1, groups: [{ id: 10, name: 'Lamps', names: { en: 'Lamps' }, section_id: 1, position: 0, attribute_count: 2, version: 1, attributes: [power, lit] }] }],
};
const broken: ValidationRule = {
  id: 8, name: 'Old colours', filters: [], target: { kind: 'attribute', attribute_id: 99 }, language: null, operator: 'mandatory', value: null, message: {},
  blocking: false, enabled: true, problem: 'rule.attribute_deleted', created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z',
};

function serve() {
  return fakeApi()
    .on(validationRulesApi.list, () => ({ results: [broken] }))
    .on(validationRulesApi.create, (call) => {
      const body = call.body as { name: string };
      if (body.name === 'Old colours') return reply(409, { code: 'rule.name_taken', message: 'taken', fields: { name: ['rule.name_taken'] } });
      return { ...broken, ...(call.body as object), id: 9, problem: null };
    })
    .on(attributesApi.tree, () => tree)
    .on(attributesApi.idLabels, () => [power, lit].map(({ id, code, type, labels }) => ({ id, code, type, labels })))
    .on(categoriesApi.tree, () => ({ results: [] }));
}

describe('the validation rules tab', () => {
  beforeEach(() => signInForTests());

  it('names a rule that checks nothing and why, and offers a member no way to change the rules', async () => {
    serve();
    renderWithProviders(<ValidationRulesPanel />, { remoteProps: { session: { ...administrator, isAdministrator: false } } });
    expect(await screen.findByTestId('rule-problem-8')).toHaveTextContent('This rule checks nothing: its attribute was deleted.');
    expect(screen.getByTestId('rule-row-Old colours')).toHaveTextContent('Every product');
    expect(screen.queryByTestId('new-rule')).not.toBeInTheDocument();
  });

  it(
    'lets an administrator make a blocking bound on an attribute, offering only the checks its type takes, and shows a refused name at its field',
    async () => {
      const api = serve();
      renderWithProviders(<ValidationRulesPanel />, { remoteProps: { session: administrator } });
      await userEvent.click(await screen.findByTestId('new-rule'));
      const drawer = await screen.findByRole('dialog', { name: 'New rule' });
      await userEvent.type(within(drawer).getByTestId('rule-name'), 'Old colours');
      await userEvent.click(within(drawer).getByLabelText('Attribute'));
      await userEvent.click(await screen.findByTitle('Lit (lit)'));
      // A boolean has no bounds.
      await userEvent.click(within(drawer).getByLabelText(/^Check/));
      expect(screen.queryByTitle('is at most')).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await userEvent.click(within(drawer).getByLabelText('Attribute'));
      await userEvent.click(await screen.findByTitle('Power (power)'));
      await userEvent.click(within(drawer).getByLabelText(/^Check/));
      await userEvent.click(await screen.findByTitle('is at most'));
      await userEvent.type(await within(drawer).findByLabelText('Value'), '5000');
      await userEvent.click(within(drawer).getByTestId('rule-blocking'));
      await userEvent.click(within(drawer).getByTestId('rule-save'));
      expect(await within(drawer).findByText('A rule with this name already exists.')).toBeInTheDocument();

      await userEvent.clear(within(drawer).getByTestId('rule-name'));
      await userEvent.type(within(drawer).getByTestId('rule-name'), 'Power at most 5 kW');
      await userEvent.click(within(drawer).getByTestId('rule-save'));
      await waitFor(() => expect(api.callsOf(validationRulesApi.create)).toHaveLength(2));
      expect(api.callsOf(validationRulesApi.create)[1]!.body).toEqual({
        name: 'Power at most 5 kW', filters: [], target: { kind: 'attribute', attribute_id: 3 }, language: null, operator: 'max', value: 5000, message: {}, blocking: true, enabled: true,
      });
    },
    journey,
  );
});
