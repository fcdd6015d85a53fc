/**
 * Test fixtures: attribute definitions written straight into the attributes module's tables
 * (its API is tested on its own), so product tests set up a catalogue in one call.
 */
import type { Database } from '../../db/database.ts';

export type FixtureAttribute = {
  code: string;
  type: string;
  localizable?: boolean;
  unique?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  choices?: string[];
  formula?: { text: string; ast: unknown; inputs: string[] };
};

/** Creates one section and group and the attributes; answers their ids by code. */
export async function createAttributes(db: Database, companyId: string, attributes: FixtureAttribute[]): Promise<Record<string, number>> {
  const [section] = await db.query<{ id: number }>("INSERT INTO attribute_sections (company_id, name) VALUES ($1, 'Main ' || gen_random_uuid()) RETURNING id", [companyId]);
  const [group] = await db.query<{ id: number }>(
    "INSERT INTO attribute_groups (company_id, section_id, name) VALUES ($1, $2, 'General ' || gen_random_uuid()) RETURNING id",
    [companyId, section!.id],
  );
  const ids: Record<string, number> = {};
  for (const [position, attribute] of attributes.entries()) {
    let choiceListId: number | null = null;
    if (attribute.choices) {
      const [list] = await db.query<{ id: number }>('INSERT INTO choice_lists (company_id, shared) VALUES ($1, false) RETURNING id', [companyId]);
      choiceListId = list!.id;
      for (const [choicePosition, code] of attribute.choices.entries()) {
        await db.query('INSERT INTO choices (company_id, choice_list_id, code, position) VALUES ($1, $2, $3, $4)', [companyId, choiceListId, code, choicePosition]);
      }
    }
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO attributes (company_id, code, type, group_id, position, localizable, is_unique, min, max, max_length, choice_list_id, formula, formula_ast, formula_inputs)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14::text[]) RETURNING id`,
      [
        companyId,
        attribute.code,
        attribute.type,
        group!.id,
        position,
        attribute.localizable ?? false,
        attribute.unique ?? false,
        attribute.min ?? null,
        attribute.max ?? null,
        attribute.maxLength ?? null,
        choiceListId,
        attribute.formula?.text ?? null,
        attribute.formula ? JSON.stringify(attribute.formula.ast) : null,
        attribute.formula?.inputs ?? [],
      ],
    );
    await db.query('INSERT INTO attribute_labels (company_id, attribute_id, language, label) VALUES ($1, $2, $3, $4)', [companyId, row!.id, 'en', attribute.code]);
    ids[attribute.code] = row!.id;
  }
  return ids;
}
