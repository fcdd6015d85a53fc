/**
 * Formula injection (OWASP "CSV Injection"): a cell that begins with `=`, `+`, `-`, `@`, a tab or a
 * carriage return is a formula to a spreadsheet opening the file, and a catalogue value written by
 * a supplier (`=HYPERLINK(…)`) must never run on a customer's machine. Only text is concerned: a
 * number stays a number (`-5` written as a number is no formula).
 *
 * - CSV (read by anyone's spreadsheet): the text gets OWASP's leading apostrophe (`'=1+1`), which
 *   spreadsheets show as text; a program reading the file sees the apostrophe.
 * - XLSX: text is always an inline-string cell, which no spreadsheet evaluates; such a cell also
 *   gets Excel's quote prefix, so that editing it and pressing Enter does not turn it into a
 *   formula. The value itself is written as it is.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** Whether a text would be taken for a formula by a spreadsheet. */
export function looksLikeFormula(text: string): boolean {
  return formulaStart.test(text);
}

/** A CSV cell's text, neutralised with a leading apostrophe when it begins like a formula. */
export function csvSafeText(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}
