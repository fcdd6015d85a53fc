import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '@pimento/shared-kit/client/upload-with-progress';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';

/** A customer's workbook sent as it is: the server proposes a layout from its header rows (nothing saved). */
export function useLayoutFromExcel() {
  return useMutation({ mutationFn: (file: File) => uploadWithProgress(exportTemplatesApi.fromExcel, { body: file }) });
}
