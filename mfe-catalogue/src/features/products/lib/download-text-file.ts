/** Offers text made in the browser as a file download (a list the user asked for, nothing from the server). */
export function downloadTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // A BOM so that Excel reads the accents of a UTF-8 CSV.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** One CSV field: quoted when it holds a separator, a quote or a line break; a leading = + - @ neutralised (formula injection). */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",;\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
