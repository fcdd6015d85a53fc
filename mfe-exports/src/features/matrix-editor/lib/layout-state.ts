/**
 * The matrix editor's draft: the layout being edited, the sheet on screen, and whether it differs
 * from what was saved. Every change goes through `layoutReducer` (pure), so the drag, the keyboard
 * moves and the buttons all make the same edits and the tests check them without a screen.
 */
import type { ExportColumn, ExportLayout, ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import { exportLayoutLimits } from '@pimento/shared-kit/contracts/export-layout';

export type LayoutDraft = { layout: ExportLayout; sheet: number; saved: string };

export type LayoutAction =
  | { type: 'select_sheet'; sheet: number }
  | { type: 'add_sheet'; name: string }
  | { type: 'rename_sheet'; sheet: number; name: string }
  | { type: 'toggle_sheet'; sheet: number }
  | { type: 'remove_sheet'; sheet: number }
  | { type: 'add_column'; source: ExportSource; id: string }
  | { type: 'remove_column'; id: string }
  | { type: 'move_column'; id: string; to: number }
  | { type: 'set_source'; id: string; source: ExportSource }
  | { type: 'set_header'; id: string; language: string; text: string }
  | { type: 'saved'; sent: ExportLayout; layout: ExportLayout }
  | { type: 'replace'; layout: ExportLayout };

export function draftOf(layout: ExportLayout): LayoutDraft {
  return { layout, sheet: 0, saved: JSON.stringify(layout) };
}

export const isDirty = (draft: LayoutDraft) => JSON.stringify(draft.layout) !== draft.saved;

/** A name not yet taken by another sheet ("Sheet 2", "Sheet 3"…), within the spreadsheet's 31 characters. */
export function freeSheetName(layout: ExportLayout, base: string): string {
  const taken = new Set(layout.sheets.map((sheet) => sheet.name));
  for (let number = layout.sheets.length + 1; ; number += 1) {
    const name = `${base} ${number}`.slice(0, exportLayoutLimits.sheetNameLength);
    if (!taken.has(name)) return name;
  }
}

function withColumns(draft: LayoutDraft, change: (columns: ExportColumn[]) => ExportColumn[]): LayoutDraft {
  const sheets = draft.layout.sheets.map((sheet, index) => (index === draft.sheet ? { ...sheet, columns: change(sheet.columns) } : sheet));
  return { ...draft, layout: { sheets } };
}

export function layoutReducer(draft: LayoutDraft, action: LayoutAction): LayoutDraft {
  const { sheets } = draft.layout;
  switch (action.type) {
    case 'select_sheet':
      return { ...draft, sheet: Math.max(0, Math.min(action.sheet, sheets.length - 1)) };
    case 'add_sheet':
      if (sheets.length >= exportLayoutLimits.sheetsPerLayout) return draft;
      return { ...draft, layout: { sheets: [...sheets, { name: action.name, visible: true, columns: [] }] }, sheet: sheets.length };
    case 'rename_sheet':
      return { ...draft, layout: { sheets: sheets.map((sheet, index) => (index === action.sheet ? { ...sheet, name: action.name.slice(0, exportLayoutLimits.sheetNameLength) } : sheet)) } };
    case 'toggle_sheet':
      return { ...draft, layout: { sheets: sheets.map((sheet, index) => (index === action.sheet ? { ...sheet, visible: !sheet.visible } : sheet)) } };
    case 'remove_sheet': {
      // A layout keeps one sheet at least.
      if (sheets.length <= 1) return draft;
      const left = sheets.filter((_, index) => index !== action.sheet);
      return { ...draft, layout: { sheets: left }, sheet: Math.min(draft.sheet >= action.sheet ? Math.max(0, draft.sheet - 1) : draft.sheet, left.length - 1) };
    }
    case 'add_column':
      return withColumns(draft, (columns) => (columns.length >= exportLayoutLimits.columnsPerSheet ? columns : [...columns, { id: action.id, source: action.source, header: {} }]));
    case 'remove_column':
      return withColumns(draft, (columns) => columns.filter((column) => column.id !== action.id));
    case 'move_column':
      return withColumns(draft, (columns) => {
        const from = columns.findIndex((column) => column.id === action.id);
        if (from < 0) return columns;
        const to = Math.max(0, Math.min(action.to, columns.length - 1));
        const moved = [...columns];
        const [column] = moved.splice(from, 1);
        moved.splice(to, 0, column!);
        return moved;
      });
    case 'set_source':
      return withColumns(draft, (columns) => columns.map((column) => (column.id === action.id ? { ...column, source: action.source } : column)));
    case 'set_header':
      return withColumns(draft, (columns) =>
        columns.map((column) => {
          if (column.id !== action.id) return column;
          const header = { ...column.header };
          // An empty header falls back to the source's own name: nothing to store.
          if (action.text.trim() === '') delete header[action.language];
          else header[action.language] = action.text;
          return { ...column, header };
        }),
      );
    case 'saved': {
      // An edit made while the save was on its way is kept (and stays unsaved); otherwise the
      // server's copy of the layout becomes the draft.
      const editedSince = JSON.stringify(draft.layout) !== JSON.stringify(action.sent);
      return { ...draft, layout: editedSince ? draft.layout : action.layout, saved: JSON.stringify(action.layout) };
    }
    case 'replace':
      return { ...draft, layout: action.layout, sheet: Math.min(draft.sheet, action.layout.sheets.length - 1) };
  }
}
