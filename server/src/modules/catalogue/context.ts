/** What a product or model save needs to know about the company, loaded once per request. */
import type { Queryable } from '../../db/database.ts';
import { prepared } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AttributeCatalogue } from '../attributes/definitions-repository.ts';
import { loadAttributeDefinitions } from '../attributes/definitions-repository.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import type { Retention } from '../history/repository.ts';
import { defaultRetention } from '../history/repository.ts';

export type CatalogueContext = { catalogue: AttributeCatalogue; languages: string[]; retention: Retention };

const contextSql = prepared(`SELECT c.settings, s.stamp::text AS stamp, r.history_retention_days AS days, r.history_max_entries AS max_entries
   FROM companies c
   LEFT JOIN attribute_catalogue_stamps s ON s.company_id = c.id
   LEFT JOIN catalogue_settings r ON r.company_id = c.id
  WHERE c.id = $1`);

export async function loadCatalogueContext(tx: Queryable, companyId: string): Promise<CatalogueContext> {
  // One round trip for what every catalogue request reads first (listings, detail, saves): the
  // company's settings, the stamp of its attribute definitions and its history retention.
  const [row] = await tx.query<{ settings: Record<string, unknown>; stamp: string | null; days: number | null; max_entries: number | null }>(
    contextSql,
    [companyId],
  );
  if (row === undefined) throw notFound('company.not_found');
  return {
    catalogue: await loadAttributeDefinitions(tx, companyId, row.stamp ?? 'empty'),
    languages: companySettingsOf(row).attribute_languages,
    retention: row.days === null || row.max_entries === null ? defaultRetention : { days: row.days, max_entries: row.max_entries },
  };
}

/** Attribute ids in page order, grouped by section and group (the detail page's layout). */
export function valueLayout(catalogue: AttributeCatalogue): { section_id: number; group_id: number; attribute_ids: number[] }[] {
  const layout: { section_id: number; group_id: number; attribute_ids: number[] }[] = [];
  for (const attribute of catalogue.list) {
    const last = layout.at(-1);
    if (last !== undefined && last.group_id === attribute.group_id) last.attribute_ids.push(attribute.id);
    else layout.push({ section_id: attribute.section_id, group_id: attribute.group_id, attribute_ids: [attribute.id] });
  }
  return layout;
}

/** Required, trimmed, at most `max` characters: the text or a field error code. */
export function checkText(value: string | undefined, max: number, codes: { required: string; tooLong: string }): { text: string; error?: string } {
  const text = (value ?? '').trim();
  if (text.length === 0) return { text, error: codes.required };
  if ([...text].length > max) return { text, error: codes.tooLong };
  return { text };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** `{ field: [old, new] }` for the fields whose value differs; values as `values.<id>`. */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  valuesBefore: Record<string, unknown>,
  valuesAfter: Record<string, unknown>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!same(before[key], after[key])) changes[key] = [before[key] ?? null, after[key] ?? null];
  }
  for (const key of new Set([...Object.keys(valuesBefore), ...Object.keys(valuesAfter)])) {
    if (!same(valuesBefore[key], valuesAfter[key])) changes[`values.${key}`] = [valuesBefore[key] ?? null, valuesAfter[key] ?? null];
  }
  return changes;
}

/** The attribute ids whose stored value differs between two documents. */
export function changedAttributeIds(before: Record<string, unknown>, after: Record<string, unknown>): number[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key])).map(Number);
}
