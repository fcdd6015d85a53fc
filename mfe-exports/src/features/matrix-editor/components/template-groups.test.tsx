import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { exportRunsApi } from '@pimento/shared-kit/contracts/exports';
import { groupsApi } from '@pimento/shared-kit/contracts/groups';
import { signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import '../../../i18n/strings';
import { fakeEditorApi } from '../testing/fake-editor-api';
import { MatrixEditor } from './matrix-editor';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's select and the editor on a 2-core machine busy with other suites. */
const journey = 120_000;

const template = {
  id: 7,
  name: 'Retail',
  type: 'matrix',
  standard_version: null,
  groups: ['g-sales'],
  version: 3,
  definition: { sheets: [{ name: 'Sheet', visible: true, columns: [{ id: '00000000-0000-4000-8000-000000000001', source: { kind: 'sku' }, header: {} }] }] },
  broken_columns: [],
  rights: { edit: true, delete: true, duplicate: true },
  created_by: null,
  updated_by: null,
  created: '2026-11-27T10:00:00.000Z',
  updated: '2026-11-27T10:00:00.000Z',
};

function serve() {
  return fakeEditorApi()
    .on(exportRunsApi.preview, () => ({ language: 'en', warnings: [], sheets: [] }))
    .on(exportTemplatesApi.get, () => template)
    .on(groupsApi.pickable, () => [
      { id: 'g-buyers', name: 'Buyers', can_add: false, can_remove: false },
      { id: 'g-marketing', name: 'Marketing', can_add: true, can_remove: true },
      { id: 'g-sales', name: 'Sales', can_add: true, can_remove: true },
    ])
    .on(exportTemplatesApi.update, (call) => ({ ...template, ...(call.body as object), version: 4 }));
}

describe('a template’s user groups', () => {
  beforeEach(() => signInForTests());

  it(
    'offers the groups the user may add, greys out the others, and saves the groups chosen with the template',
    async () => {
      const api = serve();
      renderWithProviders(<MatrixEditor id={7} />);
      const picker = await screen.findByRole('combobox', { name: 'User groups' });
      const chosen = picker.closest('.ant-select') as HTMLElement;
      await waitFor(() => expect(chosen).toHaveTextContent('Sales'));
      expect(chosen).not.toHaveTextContent('A group you cannot see');
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await userEvent.click(picker);
      const buyers = await screen.findByTitle('You may not add templates to this group.');
      expect(buyers).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(await screen.findByTitle('Marketing'));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.callsOf(exportTemplatesApi.update)).toHaveLength(1));
      expect(api.callsOf(exportTemplatesApi.update)[0]!.body).toMatchObject({ type: 'matrix', name: 'Retail', version: 3, groups: ['g-sales', 'g-marketing'] });
      expect(within(chosen).getByText('Marketing')).toBeInTheDocument();
    },
    journey,
  );
});
