import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

/**
 * Structure import (spec §3 "structure import fields", §5 "Structure import refuses …";
 * docs/imports.md "Structure import"): attributes, with their groups and sections, created from an
 * Excel, CSV or JSON file uploaded like any import file (`importFilesApi.upload`). Each line is
 * one attribute, created through the attributes module's own create: a line with an error creates
 * nothing of that line; the groups and sections other lines created stay. A durable job
 * (`attribute_import`) runs it, with the tasks panel's progress and the `import_attributes` message.
 */

/**
 * The columns a structure file may have, by their header key (`shared-kit/imports/header-keys`:
 * lower case, no accents, `_` for punctuation), with the English and French headers people write.
 * `name_<language>` (or `label_<language>`, `nom_<language>`) gives the label in that attribute
 * label language; `name` alone is the company's first label language.
 */
export const structureImportColumns = {
  code: ['code'],
  name: ['name', 'label', 'nom', 'libelle'],
  type: ['type', 'value_type', 'type_de_valeur'],
  attribute_type: ['attribute_type', 'type_d_attribut', 'kind'],
  group: ['group', 'groupe', 'attribute_group'],
  section: ['section', 'attribute_section'],
  asset_category: ['asset_category', 'categorie_d_asset', 'categorie_asset'],
  unique: ['unique'],
  unit_type: ['unit_type', 'type_d_unite', 'type_unite'],
  unit: ['unit', 'unite'],
  choice_list: ['choice_list', 'liste_de_choix', 'dropdown_list', 'liste_deroulante'],
  choices: ['choices', 'choix'],
  localizable: ['localizable', 'localisable', 'multilingual', 'multilingue', 'translatable', 'traduisible'],
} as const;
export type StructureImportField = keyof typeof structureImportColumns;

export const structureImportStartSchema = z.strictObject({
  /** An uploaded import file (`POST /api/imports/files/`). */
  file_id: z.uuid(),
  /** The sheet to read (xlsx); null reads the first visible one. */
  sheet: textSchema.max(31).nullable().default(null),
  /** The line of the header row (1-based). */
  header_line: z.number().int().min(1).max(1000).default(1),
});
export type StructureImportStart = z.input<typeof structureImportStartSchema>;

export const structureImportStatusSchema = z.enum(['pending', 'processing', 'completed', 'completed_with_errors', 'interrupted', 'error']);
export type StructureImportStatus = z.infer<typeof structureImportStatusSchema>;

const problemParams = z.record(z.string(), z.union([z.string(), z.number()]));

export const structureImportRunSchema = z.strictObject({
  id: z.number().int(),
  status: structureImportStatusSchema,
  file_name: z.string().nullable(),
  /** lines, created, skipped, error, groups_created, sections_created. */
  counts: z.record(z.string(), z.number().int()),
  /** Why the run could not go on (a file that cannot be read, no name or type column). */
  failure: z.strictObject({ code: z.string(), params: problemParams.optional() }).nullable(),
  task_id: z.string().nullable(),
  created: z.string(),
  finished: z.string().nullable(),
});
export type StructureImportRun = z.infer<typeof structureImportRunSchema>;

export const structureImportLineSchema = z.strictObject({
  line: z.number().int(),
  /** created; skipped (an attribute with this code exists: `structure_import.attribute_exists`); error. */
  outcome: z.enum(['created', 'skipped', 'error']),
  code: z.string().nullable(),
  attribute_id: z.number().int().nullable(),
  /** The group and section this line created, if it did. */
  group_id: z.number().int().nullable(),
  section_id: z.number().int().nullable(),
  /** Stable codes, translated by the client; `column` is the header as the file writes it. */
  errors: z.array(z.strictObject({ column: z.string().nullable(), code: z.string(), params: problemParams.optional() })),
});
export type StructureImportLine = z.infer<typeof structureImportLineSchema>;

export const structureImportLinesQuerySchema = z.object({
  outcome: z.enum(['created', 'skipped', 'error']).optional(),
  /** Lines after this one (the previous page's last). */
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const structureImportLinesPageSchema = z.strictObject({ results: z.array(structureImportLineSchema), next_after: z.number().int().nullable() });

export const structureImportStartedSchema = z.strictObject({ run: structureImportRunSchema, task_id: z.string() });

const runParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 53) });

export const structureImportApi = {
  /** Starts the import of the file's attributes (a job); 403 without the right to create attributes. */
  start: defineEndpoint({ method: 'POST', path: '/api/imports/structure/', body: structureImportStartSchema, status: 202, response: structureImportStartedSchema, errors: [400, 403, 404] }),
  get: defineEndpoint({ method: 'GET', path: '/api/imports/structure/:id/', params: runParams, response: structureImportRunSchema, errors: [403, 404] }),
  lines: defineEndpoint({ method: 'GET', path: '/api/imports/structure/:id/lines/', params: runParams, query: structureImportLinesQuerySchema, response: structureImportLinesPageSchema, errors: [403, 404] }),
};
