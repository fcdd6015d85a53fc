import type { StructureImportLine } from '@pimento/shared-kit/contracts/structure-import';

/** React-query keys of the structure import dialog. */
export const structureImportKeys = {
  all: ['catalogue', 'structure-import'] as const,
  run: (id: number) => ['catalogue', 'structure-import', 'runs', id] as const,
  /** Every page of a run's lines, whatever the outcome (to invalidate them). */
  allLines: (id: number) => ['catalogue', 'structure-import', 'runs', id, 'lines'] as const,
  lines: (id: number, outcome: StructureImportLine['outcome']) => ['catalogue', 'structure-import', 'runs', id, 'lines', outcome] as const,
  /** The first rows of an uploaded file as read with a sheet and a header line. */
  preview: (fileId: string, sheet: string | null, headerLine: number) => ['catalogue', 'structure-import', 'preview', fileId, sheet, headerLine] as const,
};
