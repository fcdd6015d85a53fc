import '../../testing/jsdom-message-channel';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { extraAttributesApi } from '@pimento/shared-kit/contracts/extra-attributes';
import { priceListsApi } from '@pimento/shared-kit/contracts/price-lists';
import { unitsApi } from '@pimento/shared-kit/contracts/units';
import { importFilesApi, importRunsApi, importTemplatesApi, type Pill } from '@pimento/shared-kit/contracts/imports';
import '../../../i18n/strings';
import { fakeApi, reply, signInForTests } from '../../testing/fake-api';
import { attribute, csvFile, csvPreview, template } from '../../testing/fixtures';
import { useSessionFiles } from '../lib/session-files';
import { MappingEditor } from './mapping-editor';

/** Clicks without jsdom's slow pointer-events style check (antd's pages are large). */
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The heavier journeys (drawers, selects, uploads) on a busy 2-core machine. */
const journey = 60_000;

const colour = attribute({ id: 21, code: 'colour', type: 'dropdown', labels: { en: 'Colour', fr: 'Couleur' } });
const power = attribute({ id: 22, code: 'power', type: 'decimal', labels: { en: 'Power', fr: 'Puissance' }, unit_type: 'power', unit: 'W' });

const pill = (overrides: Partial<Pill> & Pick<Pill, 'id' | 'target' | 'columns'>): Pill => ({ formula: null, value_map: null, conditions: [], ...overrides });
const ids = ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa3'];

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function renderEditor(id = 3) {
  return renderWithProviders(
    <Routes>
      <Route path="/imports/:id" element={<MappingEditor id={id} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/imports/${id}` },
  );
}

function api(templateAnswer: ReturnType<typeof template>) {
  return fakeApi()
    .on(importTemplatesApi.get, () => templateAnswer)
    .on(attributesApi.tree, () => ({
      sections: [{ id: 1, name: 'Main', names: { en: 'Main' }, position: 0, group_count: 1, version: 1, groups: [{ id: 1, name: 'General', names: { en: 'General' }, position: 0, section_id: 1, attribute_count: 2, version: 1, attributes: [colour, power] }] }],
    }))
    .on(categoriesApi.list, () => ({ results: [] }))
    .on(priceListsApi.list, () => ({ results: [] }))
    .on(extraAttributesApi.list, () => ({ results: [] }))
    .on(companyApi.possibleLanguages, () => [{ code: 'en', label_en: 'English', label_fr: 'Anglais' }])
    .on(unitsApi.types, () => [{ code: 'power', label_en: 'Power', label_fr: 'Puissance', base_unit: 'W', units: [{ code: 'W', label_en: 'Watt', label_fr: 'Watt', symbol: 'W' }, { code: 'kW', label_en: 'Kilowatt', label_fr: 'Kilowatt', symbol: 'kW' }] }]);
}

/** The text a pill writes for a line of the preview. */
const after = (line: number, pillId: string) => within(screen.getByTestId(`preview-${line}-${pillId}`)).getByTestId('preview-after').textContent;

describe('/imports/{id}: the mapping editor', () => {
  beforeEach(() => {
    signInForTests();
    useSessionFiles.setState({ byTemplate: {} });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the auto-match suggestions with their confidence and refuses to save until those below 100 % are confirmed', async () => {
    useSessionFiles.getState().set(3, {
      file: csvFile,
      preview: csvPreview,
      settings: { sheet: null, header_line: 1, csv: {} },
      matches: [
        { column: 'reference', target: { kind: 'sku' }, confidence: 1, reason: 'label' },
        { column: 'couleur', target: { kind: 'attribute', attribute_id: 21, language: null, unit: null, bound: null }, confidence: 0.85, reason: 'similar_name' },
      ],
    });
    const server = api(template({ id: 3, name: 'Supplier A', version: 4 })).on(importTemplatesApi.update, (call) => template({ id: 3, ...(call.body as object), version: 5 }));
    renderEditor();

    expect(await screen.findByTestId('editor-auto-matched')).toHaveTextContent('2 columns matched automatically');
    expect(screen.getByTestId('pill-1')).toHaveTextContent('Pill 1: SKU');
    expect(screen.getByTestId('pill-1-suggestion')).toHaveTextContent('Suggested, 100 %');
    expect(screen.queryByTestId('pill-1-confirm')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pill-2')).toHaveTextContent('Pill 2: Colour'));
    expect(screen.getByTestId('pill-2-suggestion')).toHaveTextContent('Suggested, 85 %');
    expect(screen.getByTestId('pill-2')).toHaveTextContent('The header is close to this name');

    await userEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByTestId('editor-refusals')).toHaveTextContent('1 suggested pill awaits your confirmation.');
    expect(server.callsOf(importTemplatesApi.update)).toHaveLength(0);

    await userEvent.click(screen.getByTestId('pill-2-confirm'));
    expect(screen.getByTestId('pill-2-suggestion')).toHaveTextContent('Confirmed');
    await userEvent.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(server.callsOf(importTemplatesApi.update)).toHaveLength(1));
    const body = server.callsOf(importTemplatesApi.update)[0]!.body as { version: number; pills: Pill[] };
    expect(body.version).toBe(4);
    expect(body.pills.map((item) => [item.columns, item.target])).toEqual([
      [['reference'], { kind: 'sku' }],
      [['couleur'], { kind: 'attribute', attribute_id: 21, language: null, unit: null, bound: null }],
    ]);
    await waitFor(() => expect(screen.queryByTestId('editor-refusals')).not.toBeInTheDocument());
  }, journey);

  it('previews the first rows before and after each pill, updated as a formula and a value map are edited', async () => {
    useSessionFiles.getState().set(3, { file: csvFile, preview: csvPreview, settings: { sheet: null, header_line: 1, csv: {} }, matches: null });
    api(
      template({
        id: 3,
        pills: [
          pill({ id: ids[0]!, target: { kind: 'sku' }, columns: ['reference'] }),
          pill({ id: ids[1]!, target: { kind: 'name' }, columns: ['designation'] }),
          pill({ id: ids[2]!, target: { kind: 'attribute', attribute_id: 21, language: null, unit: null, bound: null }, columns: ['couleur'] }),
        ],
      }),
    );
    renderEditor();
    await screen.findByTestId('mapping-preview');
    expect(after(2, ids[1]!)).toContain('Ampoule LED');
    expect(after(2, ids[2]!)).toContain('BLC');
    expect(after(4, ids[0]!)).toContain('Empty');

    // A formula: the preview shows what it writes, with the same code as the server's run.
    await userEvent.click(screen.getByTestId('pill-2-edit'));
    const formula = await screen.findByTestId('pill-formula');
    fireEvent.change(formula, { target: { value: 'UPPER({designation})' } });
    expect(screen.getByTestId('pill-formula-status')).toHaveTextContent('The formula is valid.');
    expect(after(2, ids[1]!)).toContain('AMPOULE LED');
    expect(after(3, ids[1]!)).toContain('SPOT ENCASTRÉ');

    // A formula may read other columns than the pill's: "before" shows them too.
    fireEvent.change(formula, { target: { value: 'CONCAT({designation}, " ", {couleur})' } });
    expect(screen.getByTestId(`preview-2-${ids[1]!}`)).toHaveTextContent('Before: Ampoule LED · BLC');
    expect(after(2, ids[1]!)).toContain('Ampoule LED BLC');

    // A formula reading a column the file lacks breaks the pill.
    fireEvent.change(formula, { target: { value: 'UPPER({brand})' } });
    expect(screen.getByTestId('pill-formula-status')).toHaveTextContent('The formula is not valid');
    expect(after(2, ids[1]!)).toContain('Broken pill');
    fireEvent.change(formula, { target: { value: '' } });
    await userEvent.click(screen.getByTestId('pill-drawer-done'));

    // A value map on the colour: supplier codes to choice codes, an unlisted value replaced.
    await userEvent.click(screen.getByTestId('pill-3-edit'));
    await userEvent.click(await screen.findByTestId('value-map-add'));
    fireEvent.change(screen.getByLabelText('In the file 1'), { target: { value: 'blc' } });
    fireEvent.change(screen.getByLabelText('Becomes 1'), { target: { value: 'white' } });
    expect(after(2, ids[2]!)).toContain('white');
    expect(after(3, ids[2]!)).toContain('NR');
    await userEvent.click(screen.getByLabelText('is replaced by'));
    fireEvent.change(screen.getByTestId('value-map-default'), { target: { value: 'other' } });
    expect(after(3, ids[2]!)).toContain('other');
  }, journey);

  it('shows a pill whose column is missing from the file as broken, names the missing and new columns, and refuses to save', async () => {
    useSessionFiles.getState().set(3, { file: csvFile, preview: csvPreview, settings: { sheet: null, header_line: 1, csv: {} }, matches: null });
    const server = api(
      template({
        id: 3,
        pills: [pill({ id: ids[0]!, target: { kind: 'sku' }, columns: ['reference'] }), pill({ id: ids[1]!, target: { kind: 'attribute', attribute_id: 22, language: null, unit: null, bound: null }, columns: ['prix'] })],
      }),
    );
    renderEditor();
    const broken = await screen.findByTestId('pill-2');
    expect(broken).toHaveAttribute('data-broken', 'true');
    expect(screen.getByTestId('pill-2-problems')).toHaveTextContent('The column “prix” is not in the file.');
    expect(screen.getByTestId('editor-missing-columns')).toHaveTextContent('prix');
    expect(screen.getByTestId('editor-added-columns')).toHaveTextContent('Désignation, Couleur, Puissance (W)');

    await userEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByTestId('editor-refusals')).toHaveTextContent('1 pill is broken: fix it or remove it.');
    expect(server.callsOf(importTemplatesApi.update)).toHaveLength(0);

    await userEvent.click(screen.getByTestId('pill-2-remove'));
    await userEvent.click(screen.getByTestId('pill-1-remove'));
    await userEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByTestId('editor-refusals')).toHaveTextContent('It needs at least one pill.');
    expect(server.callsOf(importTemplatesApi.update)).toHaveLength(0);
  }, journey);

  it('makes a pill from a column without dragging: the column’s “Send to” list, then a target in the pill’s drawer', async () => {
    useSessionFiles.getState().set(3, { file: csvFile, preview: csvPreview, settings: { sheet: null, header_line: 1, csv: {} }, matches: null });
    api(template({ id: 3, pills: [pill({ id: ids[0]!, target: { kind: 'sku' }, columns: ['reference'] })] }));
    renderEditor();
    await userEvent.click(await screen.findByLabelText('Send Puissance (W) to'));
    await userEvent.click(await screen.findByTitle('A new pill'));
    const drawer = await screen.findByTestId('pill-drawer');
    expect(screen.getByTestId('pill-2')).toHaveTextContent('Choose a target');
    await userEvent.click(within(drawer).getByLabelText('Writes to'));
    await userEvent.click(await screen.findByTitle('Attribute'));
    await userEvent.click(within(drawer).getByLabelText('Attribute'));
    await userEvent.click(await screen.findByTitle('Power (power)'));
    // The attribute has a unit: the column's unit may differ (converted on import).
    await userEvent.click(within(drawer).getByLabelText('Unit of the column'));
    await userEvent.click(await screen.findByTitle('Kilowatt (kW)'));
    expect(screen.getByTestId('pill-2')).toHaveTextContent('Pill 2: Power [kW]');

    // A second column into the same pill, and the same column into another pill.
    await userEvent.click(screen.getByLabelText('Send Désignation to'));
    await userEvent.click((await screen.findAllByTitle('Pill 2: Power [kW]')).at(-1)!);
    expect(screen.getByTestId('pill-2')).toHaveTextContent('Puissance (W)');
    expect(screen.getByTestId('pill-2')).toHaveTextContent('Désignation');
    expect(screen.getByTestId('column-designation')).toHaveTextContent('In 1 pill');
  }, journey);

  it('drags a column onto a pill with the keyboard (dnd-kit), jumping from drop target to drop target', async () => {
    useSessionFiles.getState().set(3, { file: csvFile, preview: csvPreview, settings: { sheet: null, header_line: 1, csv: {} }, matches: null });
    api(template({ id: 3, pills: [pill({ id: ids[0]!, target: { kind: 'sku' }, columns: ['reference'] }), pill({ id: ids[1]!, target: { kind: 'name' }, columns: ['designation'] })] }));
    // jsdom lays nothing out: columns at the left, pills and the new-pill zone stacked at the right.
    const layout = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const id = this.getAttribute('data-testid') ?? '';
      const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
      const column = csvPreview.columns.findIndex((item) => id === `column-${item.key}`);
      if (column >= 0) return box(0, column * 100, 300, 90);
      const pillNumber = /^pill-(\d+)$/.exec(id);
      if (pillNumber) return box(400, (Number(pillNumber[1]) - 1) * 100, 500, 90);
      if (id === 'new-pill-zone') return box(400, 200, 500, 60);
      return box(0, 0, 0, 0);
    });
    try {
      renderEditor();
      const handle = await screen.findByLabelText('Drag the column Couleur');
      handle.focus();
      // Couleur (y 200–290) picked up: right goes to the nearest target in line, the new-pill zone; up to pill 2.
      // dnd-kit listens to the next keys after a tick.
      const key = async (code: string) => {
        fireEvent.keyDown(handle, { code, key: code === 'Space' ? ' ' : code });
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      };
      await key('Space');
      await key('ArrowRight');
      await key('ArrowUp');
      await key('Space');
      await waitFor(() => expect(screen.getByTestId('pill-2')).toHaveTextContent('Couleur'));
      expect(screen.getByTestId('pill-2')).toHaveTextContent('Désignation');
      expect(screen.getByTestId('column-couleur')).toHaveTextContent('In 1 pill');
    } finally {
      layout.mockRestore();
    }
  }, journey);

  it('says when someone saved the template meanwhile (409) and starts the dry run on the uploaded file', async () => {
    useSessionFiles.getState().set(3, { file: csvFile, preview: csvPreview, settings: { sheet: null, header_line: 1, csv: {} }, matches: null });
    let conflict = true;
    const server = api(template({ id: 3, version: 2, pills: [pill({ id: ids[0]!, target: { kind: 'sku' }, columns: ['reference'] })] }))
      .on(importTemplatesApi.update, (call) => (conflict ? reply(409, { code: 'conflict.stale_version', message: 'stale' }) : template({ id: 3, ...(call.body as object), version: 3 })))
      .on(importRunsApi.start, () => ({
        task_id: 't1',
        run: { id: 77, status: 'pending', template_id: 3, template_name: 'Supplier A', file_id: csvFile.id, file_name: 'supplier.csv', counts: {}, failure: null, verify_task_id: 't1', launch_task_id: null, rollback_task_id: null, created: '2026-11-26T10:00:00Z', verified: null, finished: null, rolled_back: null },
      }));
    renderEditor();
    await userEvent.click(await screen.findByLabelText('clears the product’s value'));
    await userEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByTestId('editor-conflict')).toHaveTextContent('Someone saved this template meanwhile');

    conflict = false;
    await userEvent.click(screen.getByTestId('editor-dry-run'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/imports/3/runs/77'));
    expect(server.callsOf(importTemplatesApi.update).at(-1)!.body).toMatchObject({ options: { empty_cells: 'clear' } });
    expect(server.callsOf(importRunsApi.start)[0]!.body).toEqual({ template_id: 3, file_id: csvFile.id });
  }, journey);

  it('after a reload, reads the columns and first rows of the file the template was last used with', async () => {
    const server = api(template({ id: 3, file: csvFile, options: { ...template().options, header_line: 1 }, pills: [pill({ id: ids[0]!, target: { kind: 'sku' }, columns: ['reference'] })] })).on(
      importFilesApi.preview,
      () => csvPreview,
    );
    renderEditor();
    expect(await screen.findByTestId('column-designation')).toBeInTheDocument();
    expect(screen.getByText('File: supplier.csv')).toBeInTheDocument();
    expect(screen.getByTestId('editor-added-columns')).toHaveTextContent('Désignation, Couleur, Puissance (W)');
    expect(server.callsOf(importFilesApi.preview)[0]!.path).toBe(endpointPath(importFilesApi.preview, { id: csvFile.id }));
    expect(after(2, ids[0]!)).toContain('LED-1');
  }, journey);

  it('offers to upload a file when none was uploaded in this session, in French too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const server = api(template({ id: 3, pills: [pill({ id: ids[0]!, target: { kind: 'sku' }, columns: ['reference'] })] }))
      .on(importFilesApi.upload, () => ({ file: csvFile, preview: csvPreview }))
      .on(importTemplatesApi.rememberFile, () => template({ id: 3, file: csvFile }));
    renderEditor();
    expect((await screen.findAllByText("Envoyez un fichier pour voir ses colonnes : le modèle garde ses pastilles liées aux noms d'en-tête."))[0]).toBeInTheDocument();
    expect(screen.getByTestId('pill-1')).toHaveTextContent('Pastille 1 : SKU');
    await userEvent.click(screen.getByTestId('editor-dry-run'));
    fireEvent.drop(await screen.findByTestId('file-drop'), { dataTransfer: { files: [new File(['x'], 'supplier.csv')] } });
    await userEvent.click(await screen.findByTestId('upload-continue'));
    expect(await screen.findByTestId('column-designation')).toBeInTheDocument();
    expect(screen.getByTestId('editor-added-columns')).toHaveTextContent('Désignation');
    // The file is the template's from now on: a reload finds it again.
    await waitFor(() => expect(server.callsOf(importTemplatesApi.rememberFile).map((call) => call.body)).toEqual([{ file_id: csvFile.id }]));
  }, journey);
});
