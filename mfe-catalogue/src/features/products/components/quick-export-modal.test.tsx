import '../../../lib/jsdom-message-channel';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BusEvent } from '@pimento/shared-kit/bus/bus';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportRunsApi } from '@pimento/shared-kit/contracts/exports';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { recordTaskAnnouncements } from '@pimento/shared-kit/testing/record-task-announcements';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { signInForTests } from '@pimento/shared-kit/testing/sign-in-for-tests';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { QuickExportModal, type QuickExportModalProps } from './quick-export-modal';

registerCatalogueStrings();

/** What the API client reads of a fetch answer (jsdom has no `Response`). */
const json = (body: unknown, status = 200) => ({ status, ok: status < 300, headers: new Headers(), json: async () => body }) as unknown as Response;

const started = {
  run: { id: 8, kind: 'quick', template: null, status: 'waiting', format: 'xlsx', language: 'en', file_name: 'quick-export.xlsx', products: null, size: null, warnings: [], failure: null, task_id: 'task-export', created: '2026-11-27T10:00:00.000Z', finished: null },
  task_id: 'task-export',
};
const columns = ['sku', 'name', 'status', 'model', 'attribute:12', 'updated'];

describe('the listing’s quick export dialog', () => {
  let answer: () => Response;
  let sent: unknown[];
  let events: BusEvent[];
  let unsubscribe: () => void;

  beforeEach(async () => {
    queryClient.clear();
    await act(() => i18n.changeLanguage('en'));
    sent = [];
    answer = () => json(started, 202);
    signInForTests();
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === endpointPath(companyApi.possibleLanguages, {})) {
        return json([
          { code: 'en', label_en: 'English', label_fr: 'Anglais' },
          { code: 'fr', label_en: 'French', label_fr: 'Français' },
        ]);
      }
      if (path === endpointPath(exportRunsApi.quick, {})) {
        sent.push(JSON.parse(String(init?.body)));
        return answer();
      }
      throw new Error(`unexpected call ${path}`);
    }) as typeof fetch;
    ({ events, stop: unsubscribe } = recordTaskAnnouncements());
  });
  afterEach(() => {
    unsubscribe();
    cleanup();
  });

  const renderDialog = (props: Partial<QuickExportModalProps> = {}, language: 'en' | 'fr' = 'en') => {
    const onClose = jest.fn();
    renderWithProviders(<QuickExportModal open selection={{ ids: [3, 7, 9] }} targetCount={3} columns={columns} onClose={onClose} {...props} />, { remoteProps: { language } });
    return { onClose, dialog: screen.getByRole('dialog') };
  };

  it('exports the selected products to CSV with the listing’s columns, then hands the task to the tasks panel', async () => {
    const { onClose, dialog } = renderDialog();
    expect(within(dialog).getByTestId('quick-export-what')).toHaveTextContent('The 3 selected products will be exported.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    // The language is known once the company's languages are read: the interface's, English here.
    await waitFor(() => expect(within(dialog).getByTestId('quick-export-language')).toHaveTextContent('English'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ selection: { ids: [3, 7, 9] }, columns, format: 'csv', language: 'en' }]);
    expect(events).toEqual([
      { type: 'task-started', taskId: 'task-export' },
      { type: 'open-panel', panel: 'tasks' },
    ]);
  });

  it('exports the products of the current filters to Excel, in the language of values chosen', async () => {
    const filters = [{ field: 'status', operator: 'equals' as const, value: 'active' }];
    const { dialog } = renderDialog({ selection: { filters }, targetCount: 1234 });
    expect(within(dialog).getByTestId('quick-export-what')).toHaveTextContent('The 1,234 products of the current filters will be exported.');
    expect(within(dialog).getByRole('radio', { name: 'Excel' })).toBeChecked();
    await waitFor(() => expect(within(dialog).getByTestId('quick-export-language')).toHaveTextContent('English'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Language of the values' }));
    await userEvent.click(await screen.findByTitle('French'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ selection: { filters }, columns, format: 'xlsx', language: 'fr' });
  });

  it('says in French why the server refused, and stays open', async () => {
    answer = () => json({ code: 'export.empty_selection', message: 'No product matches this selection: there is nothing to export.' }, 422);
    await act(() => i18n.changeLanguage('fr'));
    const { onClose, dialog } = renderDialog({ selection: { filters: [] }, targetCount: 12 }, 'fr');
    expect(within(dialog).getByTestId('quick-export-what')).toHaveTextContent('Les 12 produits du catalogue seront exportés.');
    await waitFor(() => expect(within(dialog).getByTestId('quick-export-language')).toHaveTextContent('Français'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lancer l’export' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Aucun produit ne correspond à cette sélection : il n’y a rien à exporter.');
    expect(sent).toEqual([{ selection: { filters: [] }, columns, format: 'xlsx', language: 'fr' }]);
    expect(onClose).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});
