/**
 * The layout of an export without a template (the operator command): the product's own fields,
 * then every attribute of the company in page order — a localizable one once per attribute
 * language, so nothing the catalogue holds is left out.
 */
import { randomUUID } from 'node:crypto';
import type { ExportColumn, ExportLayout, ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import type { AttributeCatalogue } from '../attributes/definitions-repository.ts';

export function everyAttributeLayout(catalogue: AttributeCatalogue, languages: readonly string[]): ExportLayout {
  const sources: ExportSource[] = [{ kind: 'sku' }, { kind: 'name' }, { kind: 'status' }, { kind: 'model' }, { kind: 'categories', tree_id: null }];
  for (const attribute of catalogue.list) {
    for (const language of attribute.localizable ? languages : [null]) {
      sources.push({ kind: 'attribute', attribute_id: attribute.id, language, part: 'value', unit: null });
    }
  }
  return { sheets: [{ name: 'Products', visible: true, columns: sources.map((source): ExportColumn => ({ id: randomUUID(), source, header: {} })) }] };
}
