import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import { exportRunsApi } from '@pimento/shared-kit/contracts/exports';
import { exportKeys } from '../../templates/api/query-keys';

/** How long the layout must rest before the preview asks again (each key stroke would be a request). */
const previewDelayMs = 400;
export const previewProducts = 5;

/** The layout rendered by the server's run engine for the first products, asked again once the edits rest. */
export function useLayoutPreview(layout: ExportLayout, language: string | undefined, enabled = true) {
  const [settled, setSettled] = useState(layout);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(layout), previewDelayMs);
    return () => clearTimeout(timer);
  }, [layout]);
  const body = { source: { kind: 'layout' as const, layout: settled }, selection: { kind: 'all' as const }, limit: previewProducts, ...(language === undefined ? {} : { language }) };
  return useQuery({ queryKey: exportKeys.preview(body), queryFn: () => apiClient.call(exportRunsApi.preview, { body }), placeholderData: keepPreviousData, retry: false, enabled });
}
