import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { bus } from '@pimento/shared-kit/bus/bus';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { unitsApi } from '@pimento/shared-kit/contracts/units';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { importRunsApi, type ImportRun, type ImportRunRow } from '@pimento/shared-kit/contracts/imports';
import { tasksApi, type Task } from '@pimento/shared-kit/contracts/tasks';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import { attribute } from '../../testing/fixtures';
import { RunPage } from './run-page';
import { signInForTests } from '@pimento/shared-kit/testing/sign-in-for-tests';

/** What the API client reads of a fetch answer (jsdom has no `Response`). */
const json = (body: unknown, status = 200) => ({ status, ok: status < 300, headers: new Headers(), json: async () => body }) as unknown as Response;

const runPath = endpointPath(importRunsApi.get, { id: 7 });
const rowsPath = endpointPath(importRunsApi.rows, { id: 7 });
const launchPath = endpointPath(importRunsApi.launch, { id: 7 });
const rollbackPath = endpointPath(importRunsApi.rollback, { id: 7 });

const baseRun: ImportRun = {
  id: 7,
  status: 'ready',
  template_id: 3,
  template_name: 'Supplier A',
  file_id: '22222222-2222-4222-8222-222222222222',
  file_name: 'supplier-a.xlsx',
  counts: { rows: 5, created: 1, updated: 2, unchanged: 1, skipped: 0, error: 1, cells_in_error: 2 },
  failure: null,
  verify_task_id: 'task-verify',
  launch_task_id: null,
  rollback_task_id: null,
  created: '2026-11-26T10:00:00.000Z',
  verified: '2026-11-26T10:01:00.000Z',
  finished: null,
  rolled_back: null,
};

const rows: ImportRunRow[] = [
  { line: 2, sku: 'NEW-1', outcome: 'created', product_id: null, changes: { name: [null, 'New lamp'] }, rollback: null, errors: [] },
  {
    line: 3,
    sku: 'LAMP-5',
    outcome: 'updated',
    product_id: 12,
    changes: { name: ['Desk lamp', 'Desk lamp XL'], 'values.40': [{ en: 'Blue', fr: 'Bleu' }, { en: 'Blue', fr: 'Bleu nuit' }], 'values.41': [10, 12] },
    rollback: null,
    errors: [],
  },
  {
    line: 4,
    sku: 'BAD-1',
    outcome: 'error',
    product_id: null,
    changes: {},
    rollback: null,
    errors: [
      { column: 'Weight (g)', code: 'import.cell.not_a_number' },
      { column: 'SKU', code: 'import.cell.sku_repeated', params: { line: 2 } },
    ],
  },
];

const attributes = [
  { id: 40, code: 'colour', type: 'text', labels: { en: 'Colour', fr: 'Couleur' } },
  { id: 41, code: 'weight_g', type: 'integer', labels: { en: 'Weight', fr: 'Poids' } },
];

const task = (overrides: Partial<Task>): Task => ({
  id: 'task-verify',
  type: 'import_verify',
  subject: {},
  status: 'in_progress',
  percent: 0,
  attr_pk: null,
  error: null,
  errors: [],
  result: null,
  attempts: 1,
  steps: [],
  created: '2026-11-26T10:00:00.000Z',
  updated: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

type Call = { method: string; path: string; query: URLSearchParams };

/** A dropdown whose changes read as its choices' labels in the interface language (the import targets carry the choices). */
const finish = attribute({
  id: 42,
  code: 'finish',
  type: 'dropdown',
  labels: { en: 'Finish', fr: 'Finition' },
  choices: [
    { code: 'mat', labels: { en: 'Matte', fr: 'Mat' } },
    { code: 'glossy', labels: { en: 'Glossy', fr: 'Brillant' } },
  ],
});

describe('the import run page', () => {
  let calls: Call[];
  let run: ImportRun;
  let tasks: Task[];
  let rowsAnswer: (query: URLSearchParams) => unknown;
  let started: unknown;
  let attributesAnswer: unknown[];

  beforeEach(() => {
    queryClient.clear();
    useToastStore.getState().clear();
    calls = [];
    run = baseRun;
    tasks = [];
    attributesAnswer = attributes;
    started = undefined;
    rowsAnswer = (query) => {
      const outcome = query.get('outcome');
      return { results: rows.filter((row) => outcome === null || row.outcome === outcome), next_after: null };
    };
    signInForTests();
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname, query: url.searchParams });
      if (url.pathname === runPath && method === 'GET') return json(run);
      if (url.pathname === rowsPath) return json(rowsAnswer(url.searchParams));
      if (url.pathname === attributesApi.idLabels.path) return json(attributesAnswer);
      if (url.pathname === categoriesApi.tree.path)
        return json({
          results: [
            { id: 1, parent_id: null, name: 'Lighting', names: { en: 'Lighting' }, ancestors: [], position: 0, children_count: 1 },
            { id: 2, parent_id: 1, name: 'Bulbs', names: { en: 'Bulbs' }, ancestors: [1], position: 0, children_count: 0 },
          ],
        });
      if (url.pathname === tasksApi.list.path) return json({ results: tasks });
      // The import targets (the attributes' units and choices): languages, unit types, category trees.
      if (url.pathname === companyApi.possibleLanguages.path) return json([{ code: 'en', label_en: 'English', label_fr: 'Anglais' }]);
      if (url.pathname === unitsApi.types.path) return json([]);
      if (url.pathname === categoriesApi.list.path) return json({ results: [] });
      if (url.pathname === attributesApi.tree.path) return json({ sections: [{ id: 1, name: 'Main', names: { en: 'Main' }, position: 0, group_count: 1, version: 1, groups: [{ id: 1, name: 'General', names: { en: 'General' }, position: 0, section_id: 1, attribute_count: 1, version: 1, attributes: [finish] }] }] });
      if (url.pathname === endpointPath(importRunsApi.start, {}) && method === 'POST') {
        started = JSON.parse(String(init?.body));
        return json({ run: { ...baseRun, id: 8, status: 'pending', verified: null, counts: {}, verify_task_id: 'task-again' }, task_id: 'task-again' }, 202);
      }
      if (url.pathname === endpointPath(importRunsApi.get, { id: 8 })) return json({ ...baseRun, id: 8, status: 'pending', verified: null, counts: {}, verify_task_id: 'task-again' });
      if (url.pathname === launchPath && method === 'POST') {
        run = { ...run, status: 'processing', launch_task_id: 'task-launch' };
        tasks = [task({ id: 'task-launch', type: 'import_launch', status: 'waiting' })];
        return json({ run, task_id: 'task-launch' }, 202);
      }
      if (url.pathname === rollbackPath && method === 'POST') {
        run = { ...run, rollback_task_id: 'task-rollback' };
        tasks = [task({ id: 'task-rollback', type: 'import_rollback', status: 'waiting' })];
        return json({ run, task_id: 'task-rollback' }, 202);
      }
      if (url.pathname === endpointPath(tasksApi.action, { id: 'task-verify', action: 'cancel' }) && method === 'POST') {
        tasks = [task({ status: 'cancel' })];
        return json(tasks[0]);
      }
      return json({ code: 'resource.not_found', message: 'Not found.' }, 404);
    }) as typeof fetch;
  });

  afterEach(async () => {
    queryClient.clear();
    await act(() => i18n.changeLanguage('en'));
    document.querySelectorAll('.ant-modal-root').forEach((node) => node.remove());
  });

  const renderPage = (route = '/imports/3/runs/7', navigate = jest.fn()) =>
    renderWithProviders(
      <Routes>
        <Route path="/imports/:id/runs/:runId" element={<RunPage />} />
      </Routes>,
      { route, remoteProps: { navigate } },
    );

  const confirmDialog = async () => screen.findByRole('dialog');
  const cleanupPage = () => {
    cleanup();
    queryClient.clear();
  };

  it('shows a verified run: its state, file, template, counts, and rows with each change old → new and each cell error translated with its code', async () => {
    const navigate = jest.fn();
    renderPage(undefined, navigate);
    expect(await screen.findByTestId('run-phase')).toHaveTextContent('Ready to launch');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Import run #7');
    expect(screen.getByTestId('run-file')).toHaveTextContent('supplier-a.xlsx');
    expect(within(screen.getByTestId('run-template')).getByRole('link', { name: 'Supplier A' })).toHaveAttribute('href', '/imports/3');
    expect(within(screen.getByTestId('run-count-created')).getByText('1')).toBeInTheDocument();
    expect(screen.getByTestId('run-count-created')).toHaveTextContent('To create');
    expect(screen.getByTestId('run-count-updated')).toHaveTextContent('2');
    expect(screen.getByTestId('run-count-cells_in_error')).toHaveTextContent('Cells in error2');

    const changes = await screen.findByRole('list', { name: 'Changes of line 3' });
    expect(changes).toHaveTextContent('Name: Before Desk lamp→After Desk lamp XL');
    expect(changes).toHaveTextContent('Colour (FR): Before Bleu→After Bleu nuit');
    expect(changes).not.toHaveTextContent('Colour (EN)');
    expect(changes).toHaveTextContent('Weight: Before 10→After 12');
    // A created row shows its new values only.
    expect(screen.getByRole('list', { name: 'Changes of line 2' })).toHaveTextContent('Name: New lamp');

    const errors = screen.getByRole('list', { name: 'Errors of line 4' });
    expect(errors).toHaveTextContent('Column Weight (g): The value is not a number. import.cell.not_a_number');
    expect(errors).toHaveTextContent('This SKU is already on line 2 of the file.');
    expect(errors).toHaveTextContent('import.cell.sku_repeated');

    // The product's page in the catalogue: a real link, a plain click navigates through the shell.
    const product = screen.getByRole('link', { name: 'Open product LAMP-5' });
    expect(product).toHaveAttribute('href', '/products/?product=12');
    await userEvent.click(product);
    expect(navigate).toHaveBeenCalledWith('/products/?product=12');
    expect(screen.queryByRole('link', { name: /NEW-1/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the template' })).toHaveAttribute('href', '/imports/3');
    expect(screen.queryByTestId('run-rollback')).not.toBeInTheDocument();
    // The error report: a link to its declared endpoint (a download, not JSON).
    expect(screen.getByRole('link', { name: 'Download the error report' })).toHaveAttribute('href', endpointPath(importRunsApi.errorReport, { id: 7 }));
  });

  it('offers no error report when the dry run found no error, nor before it ends', async () => {
    run = { ...baseRun, counts: { ...baseRun.counts, error: 0, cells_in_error: 0 } };
    const view = renderPage();
    await screen.findByTestId('run-counts');
    expect(screen.queryByTestId('run-error-report')).not.toBeInTheDocument();
    view.unmount();
    queryClient.clear();
    run = { ...baseRun, status: 'verifying', verified: null };
    tasks = [task({})];
    renderPage();
    await screen.findByText('Verifying');
    expect(screen.queryByTestId('run-error-report')).not.toBeInTheDocument();
  });

  it('names the categories a row changes by their paths, reading the trees only then', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Changes of line 3' });
    expect(calls.some((call) => call.path === categoriesApi.tree.path)).toBe(false);
    cleanupPage();
    rowsAnswer = () => ({ results: [{ ...rows[1]!, changes: { categories: [[], [2, 'Lighting > LED']] } }], next_after: null });
    renderPage();
    const changes = await screen.findByRole('list', { name: 'Changes of line 3' });
    await waitFor(() => expect(changes).toHaveTextContent('Categories: Before (empty)→After Lighting > Bulbs, Lighting > LED (new)'));
  });

  it('filters the rows by outcome (kept in the address) and pages them by the server cursor', async () => {
    rowsAnswer = (query) => {
      const after = Number(query.get('after'));
      const outcome = query.get('outcome');
      if (outcome === 'error') return { results: [rows[2]], next_after: null };
      return after === 0 ? { results: rows.slice(0, 2), next_after: 3 } : { results: rows.slice(2), next_after: null };
    };
    renderPage();
    await screen.findByRole('list', { name: 'Changes of line 3' });
    expect(screen.getByTestId('rows-page-info')).toHaveTextContent('Lines 2 to 3');
    expect(screen.getByTestId('rows-previous')).toBeDisabled();

    await userEvent.click(screen.getByTestId('rows-next'));
    expect(await screen.findByRole('list', { name: 'Errors of line 4' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === rowsPath && call.query.get('after') === '3')).toBe(true);
    expect(screen.getByTestId('rows-page-info')).toHaveTextContent('Lines 4 to 4');
    expect(screen.getByTestId('rows-next')).toBeDisabled();
    // On the last page the focus is not lost with the disabled button: it goes to "previous".
    expect(screen.getByTestId('rows-previous')).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Changes of line 3' })).toBeInTheDocument();
    expect(screen.getByTestId('rows-next')).toHaveFocus();

    // The filter is a radio group.
    const filter = screen.getByRole('radiogroup', { name: 'Show rows' });
    expect(within(filter).getByRole('radio', { name: 'All (5)' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(filter).getByRole('radio', { name: 'Errors (1)' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Changes of line 3' })).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Errors of line 4' })).toBeInTheDocument();
    const filtered = calls.filter((call) => call.path === rowsPath && call.query.get('outcome') === 'error');
    expect(filtered).toHaveLength(1);
    expect(filtered[0]!.query.get('after')).toBe('0');
  });

  it('launches after a confirmation that gives the counts, then follows the launch', async () => {
    renderPage();
    await userEvent.click(await screen.findByTestId('run-launch'));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Launch the import?');
    expect(dialog).toHaveTextContent('1 products will be created and 2 updated. 1 rows are unchanged and 0 skipped. 1 rows in error will not be written.');
    expect(calls.some((call) => call.path === launchPath)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(calls.some((call) => call.path === launchPath && call.method === 'POST')).toBe(true));
    expect(await screen.findByTestId('run-phase')).toHaveTextContent('Processing');
    expect(screen.queryByTestId('run-launch')).not.toBeInTheDocument();
    // Its task's progress arrives by the push, no polling.
    act(() => bus.emit({ type: 'ws', message: { type: 'update_progress', task: task({ id: 'task-launch', type: 'import_launch', percent: 0.42 }) } }));
    expect(await screen.findByText('Writing: 42 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of the import run' })).toHaveAttribute('aria-valuenow', '42');
  });

  it('does not launch when the confirmation is dismissed', async () => {
    renderPage();
    await userEvent.click(await screen.findByTestId('run-launch'));
    const dialog = await confirmDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === launchPath)).toBe(false);
  });

  it('says why a launch was refused, translated, and shows the run as it is now', async () => {
    renderPage();
    await screen.findByTestId('run-launch');
    const fetchMock = globalThis.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith(launchPath)) {
        // Launched meanwhile from another browser.
        run = { ...run, status: 'completed', launch_task_id: 'task-elsewhere', finished: '2026-11-26T10:05:00.000Z' };
        return json({ code: 'import.run_not_ready', message: 'Not ready.' }, 409);
      }
      return answer(input, init);
    });
    await userEvent.click(screen.getByTestId('run-launch'));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(screen.getByTestId('run-phase')).toHaveTextContent('Completed'));
    expect(screen.queryByTestId('run-launch')).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'This import cannot be launched: its dry run is not ready, or it was launched already.' }));
  });

  it('rolls a completed run back after a confirmation saying what it restores, deletes and skips', async () => {
    run = { ...baseRun, status: 'completed_with_errors', launch_task_id: 'task-launch', finished: '2026-11-26T10:05:00.000Z' };
    renderPage();
    expect(await screen.findByTestId('run-phase')).toHaveTextContent('Completed with errors');
    expect(screen.getByTestId('run-count-created')).toHaveTextContent('Created');
    expect(screen.queryByTestId('run-launch')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('run-rollback'));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('get their earlier values back');
    expect(dialog).toHaveTextContent('the products it created are deleted');
    expect(dialog).toHaveTextContent('A product changed since the import is left as it is and listed as skipped');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(calls.some((call) => call.path === rollbackPath && call.method === 'POST')).toBe(true));
    expect(await screen.findByTestId('run-phase')).toHaveTextContent('Rolling back');
    expect(screen.queryByTestId('run-rollback')).not.toBeInTheDocument();
  });

  it('reads the run again when the step it just started is already done (its messages went by before its task was known)', async () => {
    run = { ...baseRun, status: 'completed', launch_task_id: 'task-launch', finished: '2026-11-26T10:05:00.000Z' };
    renderPage();
    await userEvent.click(await screen.findByTestId('run-rollback'));
    const dialog = await confirmDialog();
    // The server answers once the job has run: its task is done, and the run reads rolled back.
    const rolledBack = { ...run, rollback_task_id: 'task-rollback', rolled_back: '2026-11-26T11:00:00.000Z' };
    const fetchMock = globalThis.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await answer(input, init);
      if (String(input).startsWith(rollbackPath)) {
        tasks = [task({ id: 'task-rollback', type: 'import_rollback', status: 'done', percent: 1 })];
        run = rolledBack;
      }
      return response;
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(screen.getByTestId('run-phase')).toHaveTextContent('Rolled back'));
  });

  it('shows what the rollback did with each row once the run is rolled back', async () => {
    run = {
      ...baseRun,
      status: 'completed',
      launch_task_id: 'task-launch',
      rollback_task_id: 'task-rollback',
      rolled_back: '2026-11-26T11:00:00.000Z',
      counts: { ...baseRun.counts, rolled_back: 2, rollback_skipped: 1 },
    };
    rowsAnswer = () => ({
      results: [
        { ...rows[0]!, product_id: 30, rollback: 'deleted' },
        { ...rows[1]!, rollback: 'restored' },
        { ...rows[1]!, line: 5, sku: 'LAMP-6', product_id: 13, rollback: 'skipped' },
      ],
      next_after: null,
    });
    renderPage();
    expect(await screen.findByTestId('run-phase')).toHaveTextContent('Rolled back');
    expect(screen.getByTestId('run-count-rolled_back')).toHaveTextContent('Restored or deleted2');
    expect(screen.getByTestId('run-count-rollback_skipped')).toHaveTextContent('Left as they were1');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Rollback' })).toBeInTheDocument();
    expect(within(table).getByText('Deleted')).toBeInTheDocument();
    expect(within(table).getByText('Restored')).toBeInTheDocument();
    expect(within(table).getByText('Skipped (changed since)')).toBeInTheDocument();
    // A deleted product has no page any more.
    expect(within(table).queryByRole('link', { name: /NEW-1/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Open product LAMP-6' })).toBeInTheDocument();
    expect(screen.queryByTestId('run-rollback')).not.toBeInTheDocument();
  });

  it('follows a dry run live: progress from the pushes, the report when its task is done', async () => {
    run = { ...baseRun, status: 'verifying', verified: null, counts: {} };
    tasks = [task({ percent: 0.2 })];
    renderPage();
    expect(await screen.findByTestId('run-phase')).toHaveTextContent('Verifying');
    expect(await screen.findByText('Reading the file: 20 %')).toBeInTheDocument();
    expect(screen.queryByTestId('run-counts')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === rowsPath)).toBe(false);

    act(() => bus.emit({ type: 'ws', message: { type: 'update_progress', task: task({ percent: 0.6 }) } }));
    expect(await screen.findByText('Reading the file: 60 %')).toBeInTheDocument();
    // Another task's message changes nothing.
    act(() => bus.emit({ type: 'ws', message: { type: 'update_progress', task: task({ id: 'other', percent: 0.9 }) } }));
    expect(screen.getByText('Reading the file: 60 %')).toBeInTheDocument();

    run = baseRun;
    act(() => bus.emit({ type: 'ws', message: { type: 'done_task', task: task({ status: 'done', percent: 1 }) } }));
    expect(await screen.findByText('Ready to launch')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Errors of line 4' })).toBeInTheDocument();
    expect(screen.queryByTestId('run-progress')).not.toBeInTheDocument();
  });

  it('stops a dry run by cancelling its task, after a confirmation', async () => {
    run = { ...baseRun, status: 'verifying', verified: null, counts: {} };
    tasks = [task({ percent: 0.1 })];
    renderPage();
    await userEvent.click(await screen.findByTestId('run-cancel'));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('The dry run stops. Nothing was written to the catalogue.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop the step' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === endpointPath(tasksApi.action, { id: 'task-verify', action: 'cancel' }))).toBe(true));
    // Sent as JSON: the endpoint refuses a body sent as text.
    expect((globalThis.fetch as jest.Mock).mock.calls.find(([url]) => String(url).includes('/cancel/'))![1].headers['Content-Type']).toBe('application/json');
    // until its job has stopped and the run says how it ended
    expect(await screen.findByTestId('run-phase')).toHaveTextContent('Stopping');
    expect(screen.queryByTestId('run-cancel')).not.toBeInTheDocument();
  });

  it('says a dry run stopped while it ran is stopping, then stopped with nothing written, and runs it again on the same file', async () => {
    run = { ...baseRun, status: 'verifying', verified: null, counts: {} };
    tasks = [task({ percent: 0.1 })];
    renderPage();
    await userEvent.click(await screen.findByTestId('run-cancel'));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Stop the step' }));
    // The task is cancelled; its job has not stopped yet, so the run still says verifying.
    await waitFor(() => expect(screen.getByTestId('run-phase')).toHaveTextContent('Stopping'));
    expect(screen.queryByTestId('run-verify-again')).not.toBeInTheDocument();

    // The job stopped: the run ends cancelled and the worker says cancel_task again.
    run = { ...baseRun, status: 'cancelled', verified: null, counts: {}, finished: new Date(Date.now() - 3 * 60_000).toISOString() };
    act(() => bus.emit({ type: 'ws', message: { type: 'cancel_task', task: task({ status: 'cancel' }) } }));
    expect(await screen.findByText('The dry run was stopped before its end. Nothing was written to the catalogue: run it again to check the file.')).toBeInTheDocument();
    expect(screen.getByTestId('run-phase')).toHaveTextContent('Stopped');
    expect(screen.queryByTestId('run-rollback')).not.toBeInTheDocument();
    expect(screen.queryByTestId('run-launch')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run the dry run again' }));
    await waitFor(() => expect(started).toEqual({ template_id: 3, file_id: baseRun.file_id }));
    // The new run's page.
    expect(await screen.findByRole('heading', { level: 2, name: 'Import run #8' })).toBeInTheDocument();
  });

  it('says a launch stopped before it wrote anything left the catalogue unchanged, and offers the dry run again, not a rollback', async () => {
    run = { ...baseRun, status: 'cancelled', launch_task_id: 'task-launch', finished: '2026-11-26T10:06:00.000Z' };
    tasks = [task({ id: 'task-launch', type: 'import_launch', status: 'cancel' })];
    renderPage();
    expect(await screen.findByText('The import was stopped before it wrote anything: the catalogue is unchanged. Run the dry run again to import this file.')).toBeInTheDocument();
    expect(screen.getByTestId('run-verify-again')).toBeInTheDocument();
    expect(screen.queryByTestId('run-rollback')).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText("L'import a été arrêté avant d'écrire quoi que ce soit : le catalogue est inchangé. Relancez la vérification pour importer ce fichier.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Relancer la vérification' })).toBeInTheDocument();
  });

  it('offers the rollback of a launch stopped after it wrote some rows', async () => {
    run = { ...baseRun, status: 'interrupted', launch_task_id: 'task-launch', finished: '2026-11-26T10:06:00.000Z' };
    tasks = [task({ id: 'task-launch', type: 'import_launch', status: 'cancel' })];
    renderPage();
    expect(await screen.findByText('The import stopped before its end. What was written stays written: you can roll it back.')).toBeInTheDocument();
    expect(screen.getByTestId('run-rollback')).toBeInTheDocument();
    expect(screen.queryByTestId('run-verify-again')).not.toBeInTheDocument();
  });

  it('shows choices by their labels in the interface language, and the run’s dates relative to now', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    run = { ...baseRun, created: minutesAgo(12), verified: minutesAgo(11) };
    rowsAnswer = () => ({ results: [{ ...rows[1]!, changes: { 'values.42': ['mat', 'glossy'] } }], next_after: null });
    attributesAnswer = [...attributes, { id: finish.id, code: finish.code, type: finish.type, labels: finish.labels }];
    renderPage();
    const changes = await screen.findByRole('list', { name: 'Changes of line 3' });
    await waitFor(() => expect(changes).toHaveTextContent('Finish: Before Matte→After Glossy'));
    expect(screen.getByText('12 minutes ago')).toHaveAttribute('dateTime', run.created);
    expect(screen.getByText('11 minutes ago')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('list', { name: 'Modifications de la ligne 3' })).toHaveTextContent('Finition : Avant Mat→Après Brillant');
    expect(screen.getByText('il y a 12 minutes')).toBeInTheDocument();
  });

  it('says a step started by a colleague is not followed live, and offers to refresh', async () => {
    run = { ...baseRun, status: 'processing', launch_task_id: 'task-of-someone-else' };
    renderPage();
    expect(await screen.findByTestId('run-not-followed')).toBeInTheDocument();
    expect(screen.queryByTestId('run-cancel')).not.toBeInTheDocument();
    const before = calls.filter((call) => call.path === runPath).length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.filter((call) => call.path === runPath).length).toBe(before + 1));
  });

  it('translates why a run stopped, with its code, in English and in French', async () => {
    run = { ...baseRun, status: 'error', verified: null, counts: {}, failure: { code: 'import.sheet_not_found', params: { sheet: 'Prices' } } };
    renderPage();
    expect(await screen.findByTestId('run-failure')).toHaveTextContent('The sheet "Prices" does not exist in this workbook.');
    expect(screen.getByTestId('run-failure')).toHaveTextContent('import.sheet_not_found');
    expect(screen.getByTestId('run-phase')).toHaveTextContent('Error');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByTestId('run-failure')).toHaveTextContent("La feuille « Prices » n'existe pas dans ce classeur.");
    expect(screen.getByTestId('run-phase')).toHaveTextContent('Erreur');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent("Exécution d'import n° 7");
  });

  it('translates cell errors and changes into French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderPage();
    const errors = await screen.findByRole('list', { name: 'Erreurs de la ligne 4' });
    expect(errors).toHaveTextContent("Colonne Weight (g) : La valeur n'est pas un nombre. import.cell.not_a_number");
    expect(await screen.findByRole('list', { name: 'Modifications de la ligne 3' })).toHaveTextContent('Couleur (FR)');
    expect(screen.getByTestId('run-phase')).toHaveTextContent('Prêt à lancer');
  });

  it('says a run does not exist', async () => {
    renderPage('/imports/3/runs/99');
    expect(await screen.findByTestId('run-not-found')).toHaveTextContent('This import run does not exist');
  });
});
