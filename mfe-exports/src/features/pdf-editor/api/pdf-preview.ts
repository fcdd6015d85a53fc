import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import type { PdfPageOptions } from '@pimento/shared-kit/contracts/pdf-catalogues';
import { pdfCataloguesApi } from '@pimento/shared-kit/contracts/pdf-previews';
import { exportKeys } from '../../templates/api/query-keys';

export type PreviewedPage = 'cover' | 'contents' | 'products';

/** How long the draft must rest before the page is asked again (each key stroke would be a request). */
const previewDelayMs = 400;

/** A page of the draft as the server renders it for Chromium, asked again once the edits rest. */
export function usePdfPreview(layout: ExportLayout, options: PdfPageOptions, page: PreviewedPage, language: string | undefined) {
  const draft = { layout, options };
  const [settled, setSettled] = useState(draft);
  const key = JSON.stringify(draft);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as typeof draft), previewDelayMs);
    return () => clearTimeout(timer);
  }, [key]);
  const body = { definition: { layout: settled.layout, ...settled.options }, page, ...(language === undefined ? {} : { language }) };
  return useQuery({ queryKey: exportKeys.preview(body), queryFn: () => apiClient.call(pdfCataloguesApi.preview, { body }), placeholderData: keepPreviousData, retry: false });
}
