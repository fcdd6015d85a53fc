import type { AutoMatchAnswer, ImportOptions, ImportPreview, ImportTarget, ImportTemplate, Pill, SkipRowCondition } from '@pimento/shared-kit/contracts/imports';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import { compilePill, rowIsSkipped, type PillOutcome, type PillProblem, type RowCells } from '@pimento/shared-kit/imports/apply-pill';

/** A pill being edited: its target may not be chosen yet (a column just dropped on "new pill"). */
export type DraftPill = Omit<Pill, 'target'> & { target: ImportTarget | null };

/** Why the auto-match proposed a pill, and whether the user confirmed it (needed below 1). */
export type Suggestion = { confidence: number; reason: AutoMatchAnswer['matches'][number]['reason']; confirmed: boolean };

export type EditorState = {
  name: string;
  options: ImportOptions;
  pills: DraftPill[];
  /** By pill id: the pills the auto-match proposed in this session. */
  suggestions: Record<string, Suggestion>;
};

export function stateOf(template: ImportTemplate): EditorState {
  return { name: template.name, options: template.options, pills: template.pills, suggestions: {} };
}

export function newPillId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  // RFC 4122 version 4 from Math.random (old test environments only).
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (char) => {
    const random = Math.floor(Math.random() * 16);
    return (char === 'x' ? random : (random & 0x3) | 0x8).toString(16);
  });
}

export function newPill(columns: string[], target: ImportTarget | null = null): DraftPill {
  return { id: newPillId(), target, columns, formula: null, value_map: null, conditions: [] };
}

/** The auto-match's suggestions as pills; those below 1 wait for the user's confirmation. */
export function pillsFromMatches(matches: AutoMatchAnswer['matches']): { pills: DraftPill[]; suggestions: Record<string, Suggestion> } {
  const pills: DraftPill[] = [];
  const suggestions: Record<string, Suggestion> = {};
  for (const match of matches) {
    const pill = newPill([match.column], match.target);
    pills.push(pill);
    suggestions[pill.id] = { confidence: match.confidence, reason: match.reason, confirmed: match.confidence >= 1 };
  }
  return { pills, suggestions };
}

/** Every column key the template reads (pills, their conditions, skip rules): what a file must have. */
export function templateColumnKeys(pills: readonly DraftPill[], skipRules: readonly SkipRowCondition[]): string[] {
  const keys = new Set<string>();
  for (const pill of pills) {
    pill.columns.forEach((column) => keys.add(column));
    pill.conditions.forEach((condition) => 'column' in condition && keys.add(condition.column));
    if (pill.target?.kind === 'attribute' && pill.target.unit_column) keys.add(pill.target.unit_column);
  }
  skipRules.forEach((rule) => keys.add(rule.column));
  return [...keys];
}

const placeholderTarget: ImportTarget = { kind: 'name' };

/**
 * Compiles every pill against the file's columns (shared-kit's `compilePill`, the server's code):
 * a missing column or a bad formula makes it broken. Without a file, the template's own keys stand
 * for the columns: only the formula is checked.
 */
export function compileAll(pills: readonly DraftPill[], columnKeys: ReadonlySet<string>) {
  const compiled = new Map<string, ReturnType<typeof compilePill>>();
  for (const pill of pills) {
    const result = compilePill({ ...pill, target: pill.target ?? placeholderTarget }, columnKeys);
    // A unit read from another column: that column must be in the file too (the server breaks the pill the same way).
    const unitColumn = pill.target?.kind === 'attribute' ? pill.target.unit_column : null;
    if (unitColumn && !columnKeys.has(unitColumn)) {
      const missing = { code: 'import.pill_missing_column' as const, column: unitColumn };
      compiled.set(pill.id, { ok: false, problems: result.ok ? [missing] : [...result.problems, missing] });
    } else compiled.set(pill.id, result);
  }
  return compiled;
}

export function problemsOf(compiled: ReturnType<typeof compileAll>): Map<string, PillProblem[]> {
  const problems = new Map<string, PillProblem[]>();
  for (const [id, result] of compiled) if (!result.ok) problems.set(id, result.problems);
  return problems;
}

export type Refusal =
  | { kind: 'no_pill' }
  | { kind: 'broken'; count: number }
  | { kind: 'unconfirmed'; count: number }
  | { kind: 'no_target'; count: number }
  | { kind: 'range_bound' };

/**
 * Why the template may not be saved (spec §5: at least one pill, none broken), and what this screen
 * adds: every suggestion below 1 confirmed, every pill with a target, a range attribute's pills
 * saying which end they feed.
 */
export function refusalsOf(state: EditorState, problems: ReadonlyMap<string, unknown>, attributes: readonly Attribute[]): Refusal[] {
  const refusals: Refusal[] = [];
  if (state.pills.length === 0) refusals.push({ kind: 'no_pill' });
  const broken = state.pills.filter((pill) => problems.has(pill.id)).length;
  if (broken > 0) refusals.push({ kind: 'broken', count: broken });
  const unconfirmed = state.pills.filter((pill) => state.suggestions[pill.id] && !state.suggestions[pill.id]!.confirmed).length;
  if (unconfirmed > 0) refusals.push({ kind: 'unconfirmed', count: unconfirmed });
  const noTarget = state.pills.filter((pill) => pill.target === null).length;
  if (noTarget > 0) refusals.push({ kind: 'no_target', count: noTarget });
  const ranges = new Set(attributes.filter((attribute) => attribute.type === 'range').map((attribute) => attribute.id));
  if (state.pills.some((pill) => pill.target?.kind === 'attribute' && ranges.has(pill.target.attribute_id) && pill.target.bound === null)) refusals.push({ kind: 'range_bound' });
  return refusals;
}

/** The pills as the API takes them (only called once no pill lacks a target). */
export function savablePills(pills: readonly DraftPill[]): Pill[] {
  return pills.filter((pill): pill is Pill => pill.target !== null);
}

/** One row of the preview: its line, whether a skip rule drops it, and each pill's before and after. */
export type PreviewRow = {
  line: number;
  skipped: boolean;
  cells: Record<string, { before: string; outcome: PillOutcome | { broken: true } }>;
};

/**
 * The first rows as each pill reads and writes them, with the same code as the server's run
 * (`apply-pill`). "The product has no value yet" cannot be known here: it is taken as true.
 */
export function previewRows(preview: ImportPreview, pills: readonly DraftPill[], skipRules: readonly SkipRowCondition[], compiled: ReturnType<typeof compileAll>, limit = 5): PreviewRow[] {
  return preview.rows.slice(0, limit).map((row) => {
    const cells: RowCells = new Map(preview.columns.map((column) => [column.key, row.cells[column.index] ?? null]));
    const result: PreviewRow = { line: row.line, skipped: rowIsSkipped(skipRules, cells), cells: {} };
    for (const pill of pills) {
      const before = readColumns(pill)
        .map((column) => cells.get(column) ?? '')
        .join(' · ');
      const entry = compiled.get(pill.id);
      result.cells[pill.id] = { before, outcome: entry?.ok ? entry.compiled.apply(cells, () => true) : { broken: true } };
    }
    return result;
  });
}

/** The columns a pill reads for its value: its own, then those its formula names (`{key}`), each once. */
export function readColumns(pill: DraftPill): string[] {
  const named = pill.formula ? [...pill.formula.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]!.trim().toLowerCase()) : [];
  return [...new Set([...pill.columns, ...named])];
}

