import '../../testing/jsdom-message-channel';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { importFilesApi, importTemplatesApi } from '@pimento/shared-kit/contracts/imports';
import '../../../i18n/strings';
import { fakeApi, reply, signInForTests } from '../../testing/fake-api';
import { csvFile, csvPreview, template } from '../../testing/fixtures';
import { useSessionFiles } from '../../editor/lib/session-files';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';

/** The toasts raised so far (the shell shows them; here the store is read). */
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
import { TemplatesList } from './templates-list';

/** Clicks without jsdom's slow pointer-events style check (antd's pages are large). */
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The heavier journeys (drawers, selects, uploads) on a busy 2-core machine. */
const journey = 60_000;

describe('/imports/: the template list', () => {
  beforeEach(() => signInForTests());
  afterEach(() => i18n.changeLanguage('en'));

  it('says what an import is and offers to start one when there is none', async () => {
    fakeApi().on(importTemplatesApi.list, () => ({ results: [] }));
    renderWithProviders(<TemplatesList />, { route: '/imports/' });
    const empty = await screen.findByTestId('imports-empty');
    expect(empty).toHaveTextContent('No import yet');
    expect(within(empty).getByText('New import')).toBeInTheDocument();
  }, journey);

  it('lists templates with their last runs, each linking to its run page, in French too', async () => {
    await i18n.changeLanguage('fr');
    fakeApi().on(importTemplatesApi.list, () => ({
      results: [
        template({
          id: 4,
          name: 'Fournisseur B',
          last_runs: [
            { id: 32, status: 'cancelled', counts: {}, created: '2026-11-25T10:00:00Z' },
            { id: 31, status: 'completed_with_errors', counts: { created: 12, updated: 3, error: 2 }, created: '2026-11-25T09:00:00Z' },
            { id: 30, status: 'ready', counts: { created: 15 }, created: '2026-11-24T09:00:00Z' },
          ],
        }),
        template({ id: 5, name: 'Jamais lancé' }),
      ],
    }));
    renderWithProviders(<TemplatesList />, { route: '/imports/' });
    expect(await screen.findByTestId('template-link-4')).toHaveAttribute('href', '/imports/4');
    expect(screen.getByTestId('template-link-4')).toHaveTextContent('Fournisseur B');
    const run = screen.getByTestId('run-31');
    expect(run.querySelector('a')).toHaveAttribute('href', '/imports/4/runs/31');
    expect(run.querySelector('a')).toHaveAttribute('aria-label', expect.stringContaining('Exécution n° 31'));
    expect(run).toHaveTextContent('Terminé avec des erreurs');
    expect(run).toHaveTextContent('12 créés · 3 modifiés · 2 en erreur');
    // A stopped run says so, as its run page does.
    expect(screen.getByTestId('run-32')).toHaveTextContent('Arrêté');
    expect(screen.getByTestId('template-link-5').closest('tr')).toHaveTextContent('Jamais exécuté');
  }, journey);

  it('duplicates, renames and deletes (after a confirmation)', async () => {
    let templates = [template({ id: 4, name: 'Supplier B', version: 2 })];
    const api = fakeApi()
      .on(importTemplatesApi.list, () => ({ results: templates }))
      .on(importTemplatesApi.duplicate, () => {
        const copy = template({ id: 9, name: 'Supplier B (copy)' });
        templates = [...templates, copy];
        return copy;
      })
      .on(importTemplatesApi.update, (call) => {
        const body = call.body as { name: string; version: number };
        templates = [{ ...templates[0]!, name: body.name, version: 3 }, ...templates.slice(1)];
        return templates[0];
      })
      .on(importTemplatesApi.delete, () => {
        templates = templates.filter((item) => item.id !== 9);
        return null;
      });
    renderWithProviders(<TemplatesList />, { route: '/imports/' });
    await userEvent.click(await screen.findByLabelText('More actions for Supplier B'));
    await userEvent.click(await screen.findByText('Duplicate'));
    expect(await screen.findByTestId('template-link-9')).toHaveTextContent('Supplier B (copy)');

    await userEvent.click(screen.getByLabelText('More actions for Supplier B'));
    await userEvent.click(await screen.findByText('Rename'));
    const input = await screen.findByTestId('name-prompt-input');
    fireEvent.change(input, { target: { value: 'Supplier Bee' } });
    await userEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(api.callsOf(importTemplatesApi.update)).toHaveLength(1));
    // A rename sends the template as it is, with its version: the server checks it.
    expect(api.callsOf(importTemplatesApi.update)[0]!.body).toMatchObject({ name: 'Supplier Bee', version: 2, pills: [] });
    await waitFor(() => expect(screen.getByTestId('template-link-4')).toHaveTextContent('Supplier Bee'));

    await userEvent.click(screen.getByLabelText('More actions for Supplier B (copy)'));
    // The menu just opened (an earlier row's menu stays in the page, hidden).
    await waitFor(() => expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item-danger')).not.toBeNull());
    await userEvent.click(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item-danger')!);
    const dialog = (await screen.findAllByText('Delete the template “Supplier B (copy)”?'))[0]!.closest('.ant-modal') as HTMLElement;
        await userEvent.click(within(dialog).getByText('Delete'));
    await waitFor(() => expect(screen.queryByTestId('template-link-9')).not.toBeInTheDocument());
    expect(api.callsOf(importTemplatesApi.delete)[0]!.path).toBe(endpointPath(importTemplatesApi.delete, { id: 9 }));
  }, journey);
});

describe('creating an import: upload, reading settings, auto-match', () => {
  beforeEach(() => signInForTests());

  it('uploads the file with progress, lets the separator be corrected, matches the columns and creates the template', async () => {
    const api = fakeApi()
      .on(importTemplatesApi.list, () => ({ results: [] }))
      .on(importFilesApi.upload, () => ({ file: csvFile, preview: csvPreview }))
      .on(importFilesApi.preview, (call) => ({ ...csvPreview, columns: call.query.get('separator') === ',' ? [{ header: 'Référence;Désignation', key: 'reference_designation', index: 0 }] : csvPreview.columns }))
      .on(importTemplatesApi.autoMatch, () => ({
        columns: csvPreview.columns,
        matches: [{ column: 'reference', target: { kind: 'sku' }, confidence: 1, reason: 'label' }],
      }))
      .on(importTemplatesApi.create, (call) => template({ id: 12, name: (call.body as { name: string }).name, options: (call.body as { options: never }).options }))
      .on(importTemplatesApi.rememberFile, () => template({ id: 12, file: csvFile }));
    renderWithProviders(<TemplatesList />, { route: '/imports/' });
    await userEvent.click(await screen.findByTestId('new-import'));

    const file = new File(['Référence;Désignation\nLED-1;Ampoule\n'], 'supplier.csv', { type: 'text/csv' });
    fireEvent.drop(await screen.findByTestId('file-drop'), { dataTransfer: { files: [file] } });
    expect(await screen.findByTestId('upload-progress')).toHaveTextContent('Sending supplier.csv…');
    expect(await screen.findByTestId('uploaded-file')).toHaveTextContent('supplier.csv');
    const upload = api.callsOf(importFilesApi.upload)[0]!;
    expect(upload.query.get('name')).toBe('supplier.csv');
    expect(upload.body).toBe(file);

    // The detected dialect is shown and the first rows come from the upload's answer.
    expect(screen.getByTestId('reading-settings')).toHaveTextContent('Detected: Semicolon (;)');
    expect(screen.getByTestId('reading-preview')).toHaveTextContent('Spot encastré');
    expect(api.callsOf(importFilesApi.preview)).toHaveLength(0);

    // A wrong separator reads the file again.
    await userEvent.click(screen.getByLabelText('Separator'));
    await userEvent.click(await screen.findByTitle('Comma (,)'));
    await waitFor(() => expect(api.callsOf(importFilesApi.preview)).toHaveLength(1));
    expect(api.callsOf(importFilesApi.preview)[0]!.query.get('separator')).toBe(',');
    expect((await screen.findAllByText('Référence;Désignation'))[0]).toBeInTheDocument();

    expect(screen.getByTestId('template-name')).toHaveValue('supplier');
    await userEvent.click(screen.getByTestId('upload-continue'));
    await waitFor(() => expect(api.callsOf(importTemplatesApi.create)).toHaveLength(1));
    expect(api.callsOf(importTemplatesApi.create)[0]!.body).toMatchObject({ name: 'supplier', pills: [], options: { header_line: 1, csv: { separator: ',' } } });
    expect(api.callsOf(importTemplatesApi.autoMatch)[0]!.body).toEqual({ sheet: null, header_line: 1 });
    await waitFor(() => expect(useSessionFiles.getState().byTemplate[12]?.matches).toHaveLength(1));
    // The file is the new template's: its mapping editor finds it again after a reload.
    expect(api.callsOf(importTemplatesApi.rememberFile).map((call) => [call.path, call.body])).toEqual([[endpointPath(importTemplatesApi.rememberFile, { id: 12 }), { file_id: csvFile.id }]]);
  }, journey);

  it('says why the server refused a file', async () => {
    fakeApi()
      .on(importTemplatesApi.list, () => ({ results: [] }))
      .on(importFilesApi.upload, () => reply(400, { code: 'import.xls_unsupported', message: 'xls' }));
    renderWithProviders(<TemplatesList />, { route: '/imports/' });
    await userEvent.click(await screen.findByTestId('new-import'));
    fireEvent.change(await screen.findByTestId('file-input'), { target: { files: [new File(['x'], 'old.xls')] } });
    await waitFor(() => expect(toastTitles().some((title) => /save it as \.xlsx/.test(title))).toBe(true));
    expect(await screen.findByTestId('file-drop')).toBeInTheDocument();
  }, journey);
});
