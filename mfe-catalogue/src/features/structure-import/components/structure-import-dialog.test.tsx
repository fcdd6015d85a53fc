import '../../../lib/jsdom-message-channel';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { bus } from '@pimento/shared-kit/bus/bus';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { importFilesApi, type ImportUploadAnswer } from '@pimento/shared-kit/contracts/imports';
import { structureImportApi, type StructureImportLine, type StructureImportRun } from '@pimento/shared-kit/contracts/structure-import';
import { tasksApi, type Task } from '@pimento/shared-kit/contracts/tasks';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { signInForTests } from '@pimento/shared-kit/testing/sign-in-for-tests';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { attributeKeys } from '../../attributes/api/query-keys';
import { progressRemovalMs, StructureImportDialog } from './structure-import-dialog';
import { fakeUploads } from '@pimento/shared-kit/testing/fake-upload';

registerCatalogueStrings();

// antd measures the scroll bar with a pseudo-element, which jsdom does not implement: read the element itself.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

/** What the API client reads of a fetch answer (jsdom has no `Response`). */
const json = (body: unknown, status = 200) => ({ status, ok: status < 300, headers: new Headers(), json: async () => body }) as unknown as Response;

/** jsdom's Blob has no text(). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/** The uploads of a test, answered by the test itself. */
let uploads: ReturnType<typeof fakeUploads>;

const fileId = '0b7c3c55-2a44-4b53-9d6f-3f1f8f0d2a11';
const uploaded: ImportUploadAnswer = {
  file: { id: fileId, name: 'attributes.xlsx', size: 2048, format: 'xlsx', sheets: [{ name: 'Attributes', visible: true }], dialect: null, created: '2026-11-26T10:00:00.000Z' },
  preview: {
    sheet: 'Attributes',
    header_line: 1,
    columns: [
      { header: 'Code', key: 'code', index: 0 },
      { header: 'Name', key: 'name', index: 1 },
      { header: 'Type', key: 'type', index: 2 },
      { header: 'Group', key: 'group', index: 3 },
      { header: 'Unit type', key: 'unit_type', index: 4 },
      { header: 'Comment', key: 'comment', index: 5 },
    ],
    rows: [],
  },
};

const processing: StructureImportRun = {
  id: 7,
  status: 'processing',
  file_name: 'attributes.xlsx',
  counts: {},
  failure: null,
  task_id: 'task-7',
  created: '2026-11-26T10:00:00.000Z',
  finished: null,
};
const finishedWithErrors: StructureImportRun = {
  ...processing,
  status: 'completed_with_errors',
  counts: { lines: 6, created: 3, skipped: 1, error: 2, groups_created: 1, sections_created: 1 },
  finished: '2026-11-26T10:00:02.000Z',
};
const errorLines: StructureImportLine[] = [
  { line: 4, outcome: 'error', code: 'no_group', attribute_id: null, group_id: null, section_id: null, errors: [{ column: 'Group', code: 'structure_import.group_missing' }] },
  { line: 6, outcome: 'error', code: 'weight', attribute_id: null, group_id: null, section_id: null, errors: [{ column: 'Unit type', code: 'structure_import.unit_type_missing' }] },
];

const task = (overrides: Partial<Task>): Task => ({
  id: 'task-7',
  type: 'attribute_import',
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

const runPath = endpointPath(structureImportApi.get, { id: 7 });
const linesPath = endpointPath(structureImportApi.lines, { id: 7 });

describe('the structure import dialog', () => {
  let run: StructureImportRun;
  let started: unknown[];
  let lineQueries: URLSearchParams[];
  let taskStatus: Task['status'];

  beforeEach(async () => {
    queryClient.clear();
    useToastStore.getState().clear();
    await act(() => i18n.changeLanguage('en'));
    run = processing;
    taskStatus = 'in_progress';
    started = [];
    lineQueries = [];
    uploads = fakeUploads();
    uploads.install();
    signInForTests();
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === structureImportApi.start.path && method === 'POST') {
        started.push(JSON.parse(String(init?.body)));
        return json({ run: processing, task_id: 'task-7' }, 202);
      }
      if (url.pathname === runPath) return json(run);
      if (url.pathname === tasksApi.list.path) return json({ results: [task({ status: taskStatus, percent: taskStatus === 'done' ? 1 : 0 })] });
      if (url.pathname === linesPath) {
        lineQueries.push(url.searchParams);
        return json({ results: errorLines, next_after: null });
      }
      throw new Error(`unexpected call ${method} ${url.pathname}`);
    }) as typeof fetch;
  });
  afterEach(() => cleanup());

  const chooseFile = () => fireEvent.change(screen.getByTestId('structure-file-input'), { target: { files: [new File(['x'.repeat(2048)], 'attributes.xlsx')] } });
  const emit = (message: Record<string, unknown>) => act(() => bus.emit({ type: 'ws', message } as never));

  /** Uploads the file, starts the job and waits for its progress line. */
  async function startImport() {
    renderWithProviders(<StructureImportDialog open onClose={jest.fn()} />);
    chooseFile();
    await waitFor(() => expect(uploads.current).not.toBeNull());
    act(() => uploads.current!.answer(201, uploaded));
    await userEvent.click(await screen.findByTestId('structure-import-start'));
    return screen.findByTestId('structure-import-progress');
  }

  it('says what the file must hold in the interface language, with an example file, in English and in French', async () => {
    const created: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:example';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderWithProviders(<StructureImportDialog open onClose={jest.fn()} />);
    const columns = await screen.findByTestId('structure-import-columns');
    expect(within(columns).getByTestId('structure-import-column-unit_type')).toHaveTextContent('Unit type');
    expect(within(columns).getByTestId('structure-import-column-name')).toHaveTextContent('required');
    expect(within(columns).getByTestId('structure-import-column-group')).toHaveTextContent('Also read as: groupe, attribute_group');
    await userEvent.click(screen.getByTestId('structure-import-example'));
    expect(downloads).toEqual(['attributes-example.csv']);
    const english = await blobText(created[0]!);
    expect(english.split('\r\n')[0]).toBe('\ufeffCode,Name,Type,Group,Section,Unique,Unit type,Unit,Choice list,Choices,Localizable');
    expect(english).toContain('length_mm,Length,decimal,Dimensions,Technical data,no,Length,mm,,,no');

    await act(() => i18n.changeLanguage('fr'));
    expect(within(columns).getByTestId('structure-import-column-unit_type')).toHaveTextContent('Type d’unité');
    expect(within(columns).getByTestId('structure-import-column-name')).toHaveTextContent('obligatoire');
    expect(screen.getByRole('dialog')).toHaveTextContent('Importer des attributs depuis un fichier');
    await userEvent.click(screen.getByTestId('structure-import-example'));
    expect(downloads).toEqual(['attributes-example.csv', 'exemple-attributs.csv']);
    const french = await blobText(created[1]!);
    expect(french.split('\r\n')[0]).toBe('\ufeffCode;Nom;Type;Groupe;Section;Unique;Type d’unité;Unité;Liste de choix;Choix;Localisable');
    expect(french).toContain('couleur;Couleur;Liste déroulante;Apparence;Marketing;non;;;;rouge|vert|bleu;non');
  });

  it('sends the file with its progress, then says which columns it will read', async () => {
    renderWithProviders(<StructureImportDialog open onClose={jest.fn()} />);
    chooseFile();
    await waitFor(() => expect(uploads.current).not.toBeNull());
    expect(uploads.current!.url).toBe(`${endpointPath(importFilesApi.upload, {})}?name=attributes.xlsx`);
    act(() => uploads.current!.progress(1024));
    const progress = await screen.findByTestId('structure-upload-progress');
    expect(progress).toHaveTextContent('Sending attributes.xlsx');
    expect(progress).toHaveTextContent('1 KB of 2 KB');
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    act(() => uploads.current!.answer(201, uploaded));
    const ready = await screen.findByTestId('structure-file-ready');
    expect(ready).toHaveTextContent('File: attributes.xlsx');
    expect(screen.getByTestId('structure-file-recognised')).toHaveTextContent('CodeNameTypeGroupUnit type');
    expect(screen.getByTestId('structure-file-ignored')).toHaveTextContent('Comment');
    expect(screen.queryByTestId('structure-file-missing')).not.toBeInTheDocument();
    // Enter on the focused Start button starts it: the keyboard reaches every step.
    expect(screen.getByTestId('structure-import-start')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByTestId('structure-import-progress');
    expect(started).toEqual([{ file_id: fileId, sheet: null, header_line: 1 }]);
  });

  it('says a refused upload by its translated code and offers the file picker again', async () => {
    renderWithProviders(<StructureImportDialog open onClose={jest.fn()} />);
    chooseFile();
    await waitFor(() => expect(uploads.current).not.toBeNull());
    act(() => uploads.current!.answer(415, { code: 'import.file_type', message: 'x' }));
    await screen.findByTestId('structure-file-drop');
    expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ type: 'error' })]);
    expect(useToastStore.getState().toasts[0]!.title).not.toBe('An error occurred.');
  });

  it('follows the job, removes its progress 0.2 s after the end, shows the counts and the lines in error translated, and refreshes the attribute tree', async () => {
    queryClient.setQueryData(attributeKeys.tree(), { sections: [] });
    queryClient.setQueryData(attributeKeys.idLabels, []);
    const progress = await startImport();
    expect(progress).toHaveTextContent('Importing attributes.xlsx');
    expect(progress).toHaveTextContent('Waiting to start …');

    emit({ type: 'import_attributes', task_id: 'task-7', percent: 0.25, errors: [] });
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    // The task messages carry the progress too; another import's do not move it.
    emit({ type: 'update_progress', task: task({ percent: 0.5 }) });
    emit({ type: 'import_attributes', task_id: 'task-other', percent: 0.9, errors: [] });
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(queryClient.getQueryState(attributeKeys.tree())?.isInvalidated).toBe(false);

    run = finishedWithErrors;
    const ended = Date.now();
    emit({ type: 'import_attributes', task_id: 'task-7', percent: 1, errors: [{ code: 'structure_import.group_missing', line: 4 }] });
    expect(screen.getByTestId('structure-import-progress')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('structure-import-progress')).not.toBeInTheDocument());
    expect(Date.now() - ended).toBeGreaterThanOrEqual(progressRemovalMs - 5);

    const result = await screen.findByTestId('structure-import-result');
    expect(screen.getByTestId('structure-import-result-title')).toHaveTextContent('Import finished with lines in error');
    expect(screen.getByTestId('structure-import-result-title')).toHaveFocus();
    expect(result).toHaveTextContent('6 lines read');
    expect(screen.getByTestId('structure-import-count-created')).toHaveTextContent('Attributes created3');
    expect(screen.getByTestId('structure-import-count-skipped')).toHaveTextContent('Skipped (code exists)1');
    expect(screen.getByTestId('structure-import-count-error')).toHaveTextContent('Lines in error2');
    expect(screen.getByTestId('structure-import-count-groups_created')).toHaveTextContent('Groups created1');
    expect(screen.getByTestId('structure-import-count-sections_created')).toHaveTextContent('Sections created1');
    expect(await screen.findByTestId('structure-import-error-4')).toHaveTextContent('4no_groupGroupThe group is missing. structure_import.group_missing');
    expect(screen.getByTestId('structure-import-error-6')).toHaveTextContent('6weightUnit typeThe unit type is missing or unknown.');
    expect(lineQueries.map((query) => query.get('outcome'))).toEqual(['error']);

    // The attribute tree and labels are read again.
    expect(queryClient.getQueryState(attributeKeys.tree())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(attributeKeys.idLabels)?.isInvalidated).toBe(true);
    // The error toast is the shell's (its task feed, on this last message): the dialog raises none of its own.
    expect(useToastStore.getState().toasts).toEqual([]);

    // Another file: back to the picker.
    await userEvent.click(screen.getByTestId('structure-import-again'));
    expect(await screen.findByTestId('structure-file-drop')).toBeInTheDocument();
  });

  it('shows the result of a job that ended unseen: its messages came before it was followed, the first read said it ran', async () => {
    // The worker ran the whole job while the start call's answer was on its way; its messages went
    // out before this page followed the task (or before its connection was up).
    emit({ type: 'import_attributes', task_id: 'task-7', percent: 1, errors: [] });
    taskStatus = 'done';
    let reads = 0;
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      // The first read of the run (with the answer) still says it runs; the next ones, as it ended.
      if (url.pathname === runPath) return json((reads += 1) === 1 ? processing : finishedWithErrors);
      return fetchBefore(input, init);
    }) as typeof fetch;
    renderWithProviders(<StructureImportDialog open onClose={jest.fn()} />);
    chooseFile();
    await waitFor(() => expect(uploads.current).not.toBeNull());
    act(() => uploads.current!.answer(201, uploaded));
    await userEvent.click(await screen.findByTestId('structure-import-start'));
    expect(await screen.findByTestId('structure-import-result')).toBeInTheDocument();
    expect(screen.getByTestId('structure-import-count-created')).toHaveTextContent('Attributes created3');
  });

  it('shows the result when the read after the end message still said it ran: it reads again until the run agrees', async () => {
    await startImport();
    const reads = () => (globalThis.fetch as jest.Mock).mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === runPath).length;
    const before = reads();
    emit({ type: 'import_attributes', task_id: 'task-7', percent: 1, errors: [] });
    // The read made on the end message still finds the run processing: no message will come again.
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('structure-import-progress')).not.toBeInTheDocument());
    expect(screen.queryByTestId('structure-import-result')).not.toBeInTheDocument();
    run = finishedWithErrors;
    expect(await screen.findByTestId('structure-import-result', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByTestId('structure-import-count-created')).toHaveTextContent('Attributes created3');
  });

  it('says the result in French, each refusal translated', async () => {
    await act(() => i18n.changeLanguage('fr'));
    run = finishedWithErrors;
    await startImport();
    emit({ type: 'import_attributes', task_id: 'task-7', percent: 1, errors: [] });
    await screen.findByTestId('structure-import-result');
    expect(screen.getByTestId('structure-import-result-title')).toHaveTextContent('Import terminé avec des lignes en erreur');
    expect(screen.getByTestId('structure-import-count-created')).toHaveTextContent('Attributs créés3');
    expect(screen.getByTestId('structure-import-count-groups_created')).toHaveTextContent('Groupes créés1');
    expect(await screen.findByTestId('structure-import-error-4')).toHaveTextContent('Le groupe est manquant.');
    expect(screen.getByTestId('structure-import-error-6')).toHaveTextContent("Le type d'unité est manquant ou inconnu.");
    expect(screen.getByTestId('structure-import-errors')).toHaveTextContent('LigneCodeColonneMotif');
  });

  it('raises the error toast itself when the connection dropped and the last message was missed', async () => {
    queryClient.setQueryData(attributeKeys.tree(), { sections: [] });
    await startImport();
    act(() => bus.emit({ type: 'ws-status', connected: false }));
    run = finishedWithErrors;
    act(() => bus.emit({ type: 'ws-status', connected: true }));
    await screen.findByTestId('structure-import-result');
    expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ type: 'error', title: 'Attribute import: 2 lines in error' })]);
    expect(queryClient.getQueryState(attributeKeys.tree())?.isInvalidated).toBe(true);
  });

  it('says why a file could not be imported at all', async () => {
    run = { ...processing, status: 'error', failure: { code: 'structure_import.columns_missing', params: { columns: 'type' } }, finished: '2026-11-26T10:00:01.000Z' };
    await startImport();
    emit({ type: 'import_attributes', task_id: 'task-7', percent: 1, errors: [{ code: 'structure_import.columns_missing' }] });
    const failure = await screen.findByTestId('structure-import-failure');
    expect(failure).toHaveTextContent('The file needs a "type" column.');
    expect(screen.getByTestId('structure-import-result-title')).toHaveTextContent('The import could not run');
    expect(screen.queryByTestId('structure-import-counts')).not.toBeInTheDocument();
    expect(lineQueries).toEqual([]);
  });
});
