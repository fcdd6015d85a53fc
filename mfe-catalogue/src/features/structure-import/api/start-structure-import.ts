import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { structureImportApi, type StructureImportStart } from '@pimento/shared-kit/contracts/structure-import';

/** Starts the import of an uploaded file's attributes: a job (`attribute_import`), answered at once with its run and task. */
export function startStructureImport(body: StructureImportStart) {
  return apiClient.call(structureImportApi.start, { body });
}

export function useStartStructureImport() {
  return useMutation({ mutationFn: startStructureImport });
}
