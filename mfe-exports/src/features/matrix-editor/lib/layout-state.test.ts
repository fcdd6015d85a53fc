import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import { draftOf, freeSheetName, isDirty, layoutReducer, type LayoutAction, type LayoutDraft } from './layout-state';

const id = (number: number) => `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`;
const start = (): LayoutDraft => draftOf({ sheets: [{ name: 'Products', visible: true, columns: [] }] });
const run = (draft: LayoutDraft, ...actions: LayoutAction[]) => actions.reduce(layoutReducer, draft);
const codes = (layout: ExportLayout, sheet = 0) => layout.sheets[sheet]!.columns.map((column) => column.source.kind);

describe('the matrix editor draft', () => {
  it('adds columns of each source to the sheet on screen and moves them as a drag or a keyboard move would', () => {
    let draft = run(start(), { type: 'add_column', id: id(1), source: { kind: 'sku' } }, { type: 'add_column', id: id(2), source: { kind: 'name' } }, { type: 'add_column', id: id(3), source: { kind: 'formula', formula: '{sku}' } });
    expect(codes(draft.layout)).toEqual(['sku', 'name', 'formula']);
    draft = layoutReducer(draft, { type: 'move_column', id: id(3), to: 0 });
    expect(codes(draft.layout)).toEqual(['formula', 'sku', 'name']);
    // Beyond the ends stays at the ends.
    draft = layoutReducer(draft, { type: 'move_column', id: id(3), to: 99 });
    expect(codes(draft.layout)).toEqual(['sku', 'name', 'formula']);
    draft = layoutReducer(draft, { type: 'remove_column', id: id(2) });
    expect(codes(draft.layout)).toEqual(['sku', 'formula']);
    expect(isDirty(draft)).toBe(true);
  });

  it('keeps headers per language and drops an emptied one', () => {
    let draft = run(start(), { type: 'add_column', id: id(1), source: { kind: 'sku' } }, { type: 'set_header', id: id(1), language: 'en', text: 'Reference' }, { type: 'set_header', id: id(1), language: 'fr', text: 'Référence' });
    expect(draft.layout.sheets[0]!.columns[0]!.header).toEqual({ en: 'Reference', fr: 'Référence' });
    draft = layoutReducer(draft, { type: 'set_header', id: id(1), language: 'fr', text: '  ' });
    expect(draft.layout.sheets[0]!.columns[0]!.header).toEqual({ en: 'Reference' });
  });

  it('adds, renames, hides and removes sheets, never the last one, the columns going to the sheet on screen', () => {
    let draft = run(start(), { type: 'add_sheet', name: freeSheetName(start().layout, 'Sheet') });
    expect([draft.layout.sheets.map((sheet) => sheet.name), draft.sheet]).toEqual([['Products', 'Sheet 2'], 1]);
    draft = run(draft, { type: 'add_column', id: id(1), source: { kind: 'model' } }, { type: 'rename_sheet', sheet: 1, name: 'Models' }, { type: 'toggle_sheet', sheet: 0 });
    expect(draft.layout.sheets.map((sheet) => [sheet.name, sheet.visible, sheet.columns.length])).toEqual([['Products', false, 0], ['Models', true, 1]]);
    draft = layoutReducer(draft, { type: 'remove_sheet', sheet: 1 });
    expect([draft.layout.sheets.map((sheet) => sheet.name), draft.sheet]).toEqual([['Products'], 0]);
    expect(layoutReducer(draft, { type: 'remove_sheet', sheet: 0 })).toBe(draft);
  });

  it('is clean again once saved', () => {
    const draft = run(start(), { type: 'add_column', id: id(1), source: { kind: 'status' } });
    expect(isDirty(layoutReducer(draft, { type: 'saved', sent: draft.layout, layout: draft.layout }))).toBe(false);
  });

  it('keeps a column added while the save was on its way, and still unsaved', () => {
    const sent = run(start(), { type: 'add_column', id: id(1), source: { kind: 'status' } });
    const editedMeanwhile = run(sent, { type: 'add_column', id: id(2), source: { kind: 'sku' } });
    const after = layoutReducer(editedMeanwhile, { type: 'saved', sent: sent.layout, layout: sent.layout });
    expect(after.layout.sheets[0]!.columns.map((column) => column.id)).toEqual([id(1), id(2)]);
    expect(isDirty(after)).toBe(true);
  });
});
