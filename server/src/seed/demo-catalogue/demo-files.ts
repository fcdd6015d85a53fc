/**
 * The demo catalogue's files, as the generator writes them and the demo job reads them
 * (`modules/demo-catalogue/demo-catalogue-job.ts`).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ImportOptions, PillCondition } from '@pimento/shared-kit/contracts/imports';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export const demoFiles = {
  structure: here('structure.json'),
  setup: here('catalogue-setup.json'),
  products: here('products.xlsx'),
  template: here('import-template.json'),
} as const;

/** A pill of the shipped template: an attribute named by its code (ids are the company's own). */
export type DemoTemplatePill = {
  columns: string[];
  /** `column_is_not_empty` on a column whose attribute a model manages (below). */
  conditions?: PillCondition[];
  target:
    | { kind: 'sku' | 'name' | 'status' | 'model' }
    | { kind: 'categories'; create_missing: true }
    | { kind: 'attribute'; attribute: string; language?: string; bound?: 'min' | 'max' };
};

export type DemoTemplateFile = { name: string; options: Pick<ImportOptions, 'mode' | 'empty_cells' | 'sheet' | 'header_line'>; pills: DemoTemplatePill[] };

export type DemoSetupFile = {
  category_trees: string[];
  /** Managed values by attribute code, in the API's value shapes. */
  models: Array<{ reference: string; name: string; managed: Record<string, unknown> }>;
};

export async function readDemoJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}
