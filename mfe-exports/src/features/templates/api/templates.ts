import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import type { ExportLayout, ProductSheetOptions } from '@pimento/shared-kit/contracts/export-layout';
import { exportTemplatesApi, type ExportTemplate } from '@pimento/shared-kit/contracts/export-templates';
import type { PdfPageOptions } from '@pimento/shared-kit/contracts/pdf-catalogues';
import { exportKeys } from './query-keys';

/** The templates edited as sheets of column pills: a matrix, a single-product matrix with its product sheet, a PDF catalogue with its page design. */
export type TabularTemplateType = 'matrix' | 'single_product_matrix' | 'pdf';
export type TabularTemplate = Extract<ExportTemplate, { type: TabularTemplateType }>;

/** Where each tabular type is edited. */
export const editorPaths: Record<TabularTemplateType, string> = { matrix: '/exports/matrix/', single_product_matrix: '/exports/single-product-matrix/', pdf: '/exports/pdf/' };

export function layoutOf(template: TabularTemplate): ExportLayout {
  return template.type === 'matrix' ? template.definition : template.definition.layout;
}

/** A single-product matrix's way of writing each product; null for a matrix or a PDF. */
export function productSheetOf(template: TabularTemplate): ProductSheetOptions | null {
  if (template.type !== 'single_product_matrix') return null;
  const { layout: _layout, ...options } = template.definition;
  return options;
}

/** A PDF catalogue's page design; null for the other types. */
export function pdfPageOf(template: TabularTemplate): PdfPageOptions | null {
  if (template.type !== 'pdf') return null;
  const { layout: _layout, ...options } = template.definition;
  return options;
}

/** Every template the user may read, of every type the company has activated. */
export function useExportTemplates() {
  return useQuery({ queryKey: exportKeys.templates, queryFn: async () => (await apiClient.call(exportTemplatesApi.list, { query: {} })).results });
}

export function useTabularTemplate(id: number) {
  return useQuery({
    queryKey: exportKeys.template(id),
    queryFn: async () => (await apiClient.call(exportTemplatesApi.get, { params: { id } })) as TabularTemplate,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** What a save sends: the layout, for a single-product matrix its product sheet, and the user groups when chosen (absent: kept, or on creation the groups where the user may create). */
type Definition = { type: TabularTemplateType; name: string; layout: ExportLayout; productSheet: ProductSheetOptions | null; pdfPage?: PdfPageOptions | null | undefined; groups?: string[] | undefined };

export type TemplateChange =
  | ({ action: 'create' } & Definition)
  | ({ action: 'update'; id: number; version: number } & Definition)
  | { action: 'duplicate'; id: number }
  | { action: 'revert'; id: number; to: number; version: number }
  | { action: 'delete'; id: number };

function body(change: Definition) {
  const groups = change.groups === undefined ? {} : { groups: change.groups };
  if (change.type === 'pdf' && change.pdfPage != null) return { type: 'pdf' as const, name: change.name, ...groups, definition: { layout: change.layout, ...change.pdfPage } };
  if (change.type === 'matrix' || change.productSheet === null) return { type: 'matrix' as const, name: change.name, ...groups, definition: change.layout };
  return { type: 'single_product_matrix' as const, name: change.name, ...groups, definition: { layout: change.layout, ...change.productSheet } };
}

/** Creates, saves (version-checked: 409 `conflict.stale_version`), duplicates, reverts or deletes a tabular template. */
export async function changeTemplate(change: TemplateChange): Promise<TabularTemplate | null> {
  switch (change.action) {
    case 'create':
      return (await apiClient.call(exportTemplatesApi.create, { body: body(change) })) as TabularTemplate;
    case 'update':
      return (await apiClient.call(exportTemplatesApi.update, { params: { id: change.id }, body: { ...body(change), version: change.version } })) as TabularTemplate;
    case 'duplicate':
      return (await apiClient.call(exportTemplatesApi.duplicate, { params: { id: change.id } })) as TabularTemplate;
    case 'revert':
      return (await apiClient.call(exportTemplatesApi.revert, { params: { id: change.id }, body: { to_version: change.to, version: change.version, confirm: true } })) as TabularTemplate;
    case 'delete':
      await apiClient.call(exportTemplatesApi.delete, { params: { id: change.id } });
      return null;
  }
}

export function useChangeTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTemplate,
    onSuccess: (template) => {
      if (template) queryClient.setQueryData(exportKeys.template(template.id), template);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportKeys.templates }),
  });
}

export function useTemplateVersions(id: number, enabled: boolean) {
  return useQuery({ queryKey: exportKeys.versions(id), queryFn: async () => (await apiClient.call(exportTemplatesApi.versions, { params: { id } })).results, enabled });
}

export function useTemplateComparison(id: number, from: number | null, to: number | null) {
  return useQuery({
    queryKey: exportKeys.compare(id, from ?? 0, to ?? 0),
    queryFn: () => apiClient.call(exportTemplatesApi.compare, { params: { id }, query: { from: from!, to: to! } }),
    enabled: from !== null && to !== null && from !== to,
  });
}
