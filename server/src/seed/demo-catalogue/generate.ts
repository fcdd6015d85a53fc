/**
 * Writes the demo catalogue's files next to this script: `npm run demo-catalogue:generate`.
 *
 * - `structure.json`: the 40 attributes, their groups and sections, for the structure import;
 * - `catalogue-setup.json`: the two category trees' roots and the models with their managed values;
 * - `products.xlsx`: 1,000 products, a column per attribute (and language, and range bound);
 * - `import-template.json`: the import template mapping those columns (attributes by code).
 *
 * The content is deterministic; the workbook's bytes differ by its zip timestamps only.
 */
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { pipeline } from 'node:stream/promises';
import { headerKey } from '@pimento/shared-kit/imports/header-keys';
import { XlsxWriter } from '../../formats/xlsx/xlsx-writer.ts';
import { findUnitType } from '../../modules/units/catalogue.ts';
import { demoAttributes, type DemoAttribute } from './demo-attributes.ts';
import { categoryRoots, demoCatalogue } from './demo-products.ts';
import { demoFiles, type DemoTemplateFile, type DemoTemplatePill } from './demo-files.ts';

const languages = ['en', 'fr'] as const;

/** A column of the product file: its header, what it feeds, and how a product's value fills it. */
type Column = { header: string; pill: DemoTemplatePill['target']; cell: (values: Record<string, unknown>) => string | number | Date | null };

function unitSymbol(attribute: DemoAttribute): string {
  const type = findUnitType(attribute.unitType!);
  return type?.units.find((unit) => unit.code === attribute.unit)?.symbol ?? attribute.unit!;
}

function scalarCell(attribute: DemoAttribute, value: unknown): string | number | Date | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.join('|');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Dates as real Excel dates, as a supplier's workbook has them.
  if (attribute.type === 'date') return new Date(`${String(value)}T00:00:00Z`);
  return value as string | number;
}

function attributeColumns(attribute: DemoAttribute): Column[] {
  const named = attribute.unitType !== undefined ? `${attribute.en} (${unitSymbol(attribute)})` : attribute.en;
  if (attribute.localizable) {
    return languages.map((language) => ({
      header: `${attribute.en} (${language})`,
      pill: { kind: 'attribute', attribute: attribute.code, language },
      cell: (values) => ((values[attribute.code] as Record<string, string> | undefined)?.[language] ?? null),
    }));
  }
  if (attribute.type === 'range') {
    return (['min', 'max'] as const).map((bound) => ({
      header: `${attribute.en} ${bound} (${unitSymbol(attribute)})`,
      pill: { kind: 'attribute', attribute: attribute.code, bound },
      cell: (values) => ((values[attribute.code] as { min: number; max: number } | undefined)?.[bound] ?? null),
    }));
  }
  return [{ header: named, pill: { kind: 'attribute', attribute: attribute.code }, cell: (values) => scalarCell(attribute, values[attribute.code]) }];
}

function structureLine(attribute: DemoAttribute): Record<string, unknown> {
  return {
    code: attribute.code,
    name_en: attribute.en,
    name_fr: attribute.fr,
    type: attribute.type,
    section: attribute.section,
    group: attribute.group,
    unit_type: attribute.unitType ?? null,
    unit: attribute.unit ?? null,
    localizable: attribute.localizable ?? false,
    unique: attribute.unique ?? false,
    choices: attribute.choices?.map((choice) => ({ code: choice.code, labels: { en: choice.en, fr: choice.fr } })) ?? null,
  };
}

async function generate(): Promise<void> {
  const { models, products } = demoCatalogue();
  const byCode = new Map(demoAttributes.map((attribute) => [attribute.code, attribute]));
  const managedOf = new Map(models.map((model) => [model.reference, new Set(Object.keys(model.managed))]));
  const managedAnywhere = new Set(models.flatMap((model) => Object.keys(model.managed)));
  for (const product of products) {
    for (const code of Object.keys(product.values)) {
      if (!byCode.has(code)) throw new Error(`${product.sku}: no attribute ${code}`);
      if (product.model !== null && managedOf.get(product.model)!.has(code)) throw new Error(`${product.sku}: ${code} is managed by ${product.model}`);
    }
  }

  const columns: Column[] = [
    { header: 'SKU', pill: { kind: 'sku' }, cell: () => null },
    { header: 'Name', pill: { kind: 'name' }, cell: () => null },
    { header: 'Status', pill: { kind: 'status' }, cell: () => null },
    { header: 'Model', pill: { kind: 'model' }, cell: () => null },
    { header: 'Category', pill: { kind: 'categories', create_missing: true }, cell: () => null },
    { header: 'Web shop category', pill: { kind: 'categories', create_missing: true }, cell: () => null },
    ...demoAttributes.flatMap(attributeColumns),
  ];
  const fixed = (product: (typeof products)[number]) => [product.sku, product.name, product.status, product.model, `${categoryRoots.catalogue} > ${product.category}`, `${categoryRoots.web} > ${product.web}`];

  const writer = new XlsxWriter();
  const written = pipeline(writer.stream, createWriteStream(demoFiles.products));
  const sheet = writer.addSheet('Products', { columns: columns.map((column) => ({ width: Math.min(40, Math.max(10, column.header.length + 2)) })), frozenRows: 1, frozenColumns: 1 });
  await sheet.writeRow(columns.map((column) => column.header), { style: writer.style({ bold: true }) });
  for (const product of products) {
    const head = fixed(product);
    await sheet.writeRow(columns.map((column, index) => (index < head.length ? head[index] : column.cell(product.values))));
  }
  await sheet.end();
  await writer.finish();
  await written;

  const template: DemoTemplateFile = {
    name: 'Demo catalogue',
    options: { mode: 'create_and_update', empty_cells: 'keep', sheet: 'Products', header_line: 1 },
    // The engine refuses a pill to an attribute the row's model manages, even on an empty cell:
    // such pills apply only where the file has a value (products without a model).
    pills: columns.map((column) => {
      const key = headerKey(column.header);
      const managed = column.pill.kind === 'attribute' && managedAnywhere.has(column.pill.attribute);
      return { columns: [key], target: column.pill, ...(managed ? { conditions: [{ kind: 'column_is_not_empty' as const, column: key }] } : {}) };
    }),
  };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  await writeFile(demoFiles.template, json(template));
  await writeFile(demoFiles.structure, json(demoAttributes.map(structureLine)));
  await writeFile(demoFiles.setup, json({ category_trees: [categoryRoots.catalogue, categoryRoots.web], models }));
  console.log(`${demoAttributes.length} attributes, ${models.length} models, ${products.length} products → ${fileURLToPath(new URL('.', import.meta.url))}`);
}

await generate();
