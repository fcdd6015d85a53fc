import type { ExportColumn, ExportLayout, ExportSheet } from '../contracts/export-layout.ts';
import type { SheetComparison, TemplateComparison } from '../contracts/export-templates.ts';
import { sameJson } from '@pimento/shared-kit/json/canonical-json';

/**
 * Two versions of a template side by side, for the version list's "compare" (the server answers
 * it; the editor runs the same function to show unsaved changes). Columns are matched by id,
 * sheets by name, else by the columns they share (a renamed sheet).
 */
export type ComparedVersion = { name: string; definition: unknown };

export function compareTemplateVersions(before: ComparedVersion, after: ComparedVersion): Omit<TemplateComparison, 'from' | 'to'> {
  return {
    name: before.name === after.name ? null : { before: before.name, after: after.name },
    settings: compareSettings(before.definition, after.definition),
    sheets: compareLayouts(layoutOf(before.definition), layoutOf(after.definition)),
  };
}

/** The tabular layout of a definition: a matrix is one, a single-product matrix holds one. */
export function layoutOf(definition: unknown): ExportLayout {
  const value = definition as Partial<ExportLayout> & { layout?: ExportLayout };
  if (Array.isArray(value.sheets)) return value as ExportLayout;
  if (value.layout !== undefined) return value.layout;
  return { sheets: [] };
}

/** The definition's own settings besides its layout (a single-product matrix's options). */
function compareSettings(before: unknown, after: unknown): TemplateComparison['settings'] {
  const settingsOf = (definition: unknown): Record<string, unknown> => {
    if (definition === null || typeof definition !== 'object' || 'sheets' in definition) return {};
    return Object.fromEntries(Object.entries(definition).filter(([key]) => key !== 'layout'));
  };
  const earlier = settingsOf(before);
  const later = settingsOf(after);
  return [...new Set([...Object.keys(earlier), ...Object.keys(later)])]
    .filter((setting) => !sameJson(earlier[setting], later[setting]))
    .map((setting) => ({ setting, before: earlier[setting] ?? null, after: later[setting] ?? null }));
}

export function compareLayouts(before: ExportLayout, after: ExportLayout): SheetComparison[] {
  const pairs = matchSheets(before.sheets, after.sheets);
  const compared: SheetComparison[] = after.sheets.map((sheet, index) => {
    const earlier = pairs.get(index);
    return earlier === undefined ? addedSheet(sheet) : compareSheet(before.sheets[earlier]!, sheet);
  });
  const matched = new Set(pairs.values());
  before.sheets.forEach((sheet, index) => {
    if (!matched.has(index)) compared.push(removedSheet(sheet));
  });
  return compared;
}

/** after index → before index: same name first, then the most shared columns. */
function matchSheets(before: readonly ExportSheet[], after: readonly ExportSheet[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  after.forEach((sheet, index) => {
    const same = before.findIndex((candidate, candidateIndex) => !taken.has(candidateIndex) && candidate.name === sheet.name);
    if (same >= 0) {
      pairs.set(index, same);
      taken.add(same);
    }
  });
  after.forEach((sheet, index) => {
    if (pairs.has(index)) return;
    const ids = new Set(sheet.columns.map((column) => column.id));
    let best = { index: -1, shared: 0 };
    before.forEach((candidate, candidateIndex) => {
      if (taken.has(candidateIndex)) return;
      const shared = candidate.columns.filter((column) => ids.has(column.id)).length;
      if (shared > best.shared) best = { index: candidateIndex, shared };
    });
    if (best.index >= 0) {
      pairs.set(index, best.index);
      taken.add(best.index);
    }
  });
  return pairs;
}

function addedSheet(sheet: ExportSheet): SheetComparison {
  return {
    status: 'added',
    name: sheet.name,
    renamed_from: null,
    visible: { before: null, after: sheet.visible },
    added: sheet.columns.map((column, index) => ({ index, column })),
    removed: [],
    changed: [],
    moved: [],
  };
}

function removedSheet(sheet: ExportSheet): SheetComparison {
  return {
    status: 'removed',
    name: sheet.name,
    renamed_from: null,
    visible: { before: sheet.visible, after: null },
    added: [],
    removed: sheet.columns.map((column, index) => ({ index, column })),
    changed: [],
    moved: [],
  };
}

function compareSheet(before: ExportSheet, after: ExportSheet): SheetComparison {
  const beforeIndex = new Map(before.columns.map((column, index) => [column.id, index]));
  const afterIds = new Set(after.columns.map((column) => column.id));
  const added = after.columns.flatMap((column, index) => (beforeIndex.has(column.id) ? [] : [{ index, column }]));
  const removed = before.columns.flatMap((column, index) => (afterIds.has(column.id) ? [] : [{ index, column }]));
  const changed = after.columns.flatMap((column) => {
    const earlier = before.columns[beforeIndex.get(column.id) ?? -1];
    return earlier !== undefined && !sameColumn(earlier, column) ? [{ id: column.id, before: earlier, after: column }] : [];
  });
  const moved = movedColumns(after.columns, beforeIndex);
  const renamed = before.name !== after.name;
  const status = renamed || before.visible !== after.visible || added.length + removed.length + changed.length + moved.length > 0 ? 'changed' : 'unchanged';
  return {
    status,
    name: after.name,
    renamed_from: renamed ? before.name : null,
    visible: { before: before.visible, after: after.visible },
    added,
    removed,
    changed,
    moved,
  };
}

/**
 * The columns kept in both versions whose order changed: those outside the longest run kept in
 * order (a longest increasing subsequence of their earlier positions), so inserting a column does
 * not make every later one "moved".
 */
function movedColumns(after: readonly ExportColumn[], beforeIndex: ReadonlyMap<string, number>): SheetComparison['moved'] {
  const common = after.flatMap((column, index) => {
    const from = beforeIndex.get(column.id);
    return from === undefined ? [] : [{ id: column.id, from, to: index }];
  });
  const inOrder = longestIncreasing(common.map((entry) => entry.from));
  return common.filter((_entry, position) => !inOrder.has(position));
}

/** The positions of one longest strictly increasing subsequence (patience sorting, n log n). */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array(values.length).fill(-1);
  values.forEach((value, position) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[position] = tails[low - 1]!;
    tails[low] = position;
  });
  const kept = new Set<number>();
  for (let position = tails.at(-1) ?? -1; position >= 0; position = previous[position]!) kept.add(position);
  return kept;
}

function sameColumn(before: ExportColumn, after: ExportColumn): boolean {
  return sameJson(before.source, after.source) && sameJson(before.header, after.header);
}

