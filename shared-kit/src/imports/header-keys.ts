/**
 * A template binds to header names, never to positions: a supplier who moves a column does not
 * shift values into the wrong attribute. The key of a header is its name without accents, case or
 * punctuation (`Prix unitaire (€)` → `prix_unitaire`), which formulas read as `{prix_unitaire}`.
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Ligatures that Unicode does not decompose.
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export interface FileColumn {
  /** The header as the file writes it (shown to the user, named in the report). */
  readonly header: string;
  /** Its key, unique in the file: a repeated header gets `_2`, `_3` … */
  readonly key: string;
  /** Its position in the header row (0-based). */
  readonly index: number;
}

/** The columns of a header row; a column without a header is named by its letter (`column_c`). */
export function fileColumns(headerCells: readonly (string | null)[]): FileColumn[] {
  const seen = new Map<string, number>();
  const columns: FileColumn[] = [];
  headerCells.forEach((cell, index) => {
    const header = cell?.trim() ? cell.trim() : `Column ${columnLetters(index)}`;
    const base = headerKey(header) || `column_${columnLetters(index).toLowerCase()}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    columns.push({ header, key: count === 1 ? base : `${base}_${count}`, index });
  });
  return columns;
}

/** 0 → `A`, 27 → `AB`: a column as a spreadsheet names it. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** How a template's columns meet a file's: what is there, what is missing, what is new. */
export function compareColumns(templateKeys: readonly string[], file: readonly FileColumn[]): { missing: string[]; added: FileColumn[] } {
  const inFile = new Set(file.map((column) => column.key));
  const inTemplate = new Set(templateKeys);
  return {
    missing: [...inTemplate].filter((key) => !inFile.has(key)),
    added: file.filter((column) => !inTemplate.has(column.key)),
  };
}
