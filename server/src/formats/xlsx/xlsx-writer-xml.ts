/**
 * The XML of the parts the streaming xlsx writer (`xlsx-writer.ts`) writes: escaping, cell
 * references, and the small fixed parts (workbook, relationships, content types, styles, the
 * comment and VML fragments). Nothing here holds rows.
 */

export const mainNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationshipsNamespace = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Characters XML 1.0 cannot carry (C0 controls but tab, LF and CR; lone surrogates; U+FFFE/F): dropped. */
// eslint-disable-next-line no-control-regex -- these control characters are what the expression removes
const invalidXmlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const textSpecials = /[&<>]/g;
const attributeSpecials = /[&<>"]/g;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Whether a text may need any of the work below: most cells need none, and one test is cheaper than two replaces. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const needsEscaping = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text content: `& < >` escaped, characters XML cannot carry dropped. */
export function escapeText(text: string): string {
  if (!needsEscaping.test(text)) return text;
  return text.replace(invalidXmlCharacters, '').replace(textSpecials, (character) => entities[character]!);
}

/** An attribute value (double-quoted). */
export function escapeAttribute(text: string): string {
  if (!needsEscaping.test(text)) return text;
  return text.replace(invalidXmlCharacters, '').replace(attributeSpecials, (character) => entities[character]!);
}

const columnLetters: string[] = [];

/** `0` → `A`, `27` → `AB`: the letters of a column (0-based), memoised. */
export function columnName(index: number): string {
  let name = columnLetters[index];
  if (name !== undefined) return name;
  name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  columnLetters[index] = name;
  return name;
}

/** Excel's limits: a sheet beyond them does not open. */
export const xlsxLimits = { rows: 1_048_576, columns: 16_384, cellTextLength: 32_767, sheetNameLength: 31 } as const;

/** A sheet name Excel accepts: no `[]:*?/\`, not blank, at most 31 characters, no leading or trailing apostrophe. */
export function validSheetName(name: string): string {
  const cleaned = name.replace(/[[\]:*?/\\]/g, ' ').replace(invalidXmlCharacters, '').replace(/^'+|'+$/g, '').trim().slice(0, xlsxLimits.sheetNameLength).trim();
  return cleaned === '' ? 'Sheet' : cleaned;
}

/** Milliseconds from Excel's day 0 (1899-12-30, counting its phantom 29 February 1900) to the Unix epoch. */
const excelEpochOffset = Date.UTC(1899, 11, 30);

/** A date as Excel's serial number (1900 date system), from its UTC fields. */
export function dateSerial(date: Date): number {
  return (date.getTime() - excelEpochOffset) / 86_400_000;
}

export function worksheetStart(options: { frozenRows: number; frozenColumns: number; selected: boolean; widths: readonly (number | undefined)[] }): string {
  const { frozenRows, frozenColumns } = options;
  let view = `<sheetView workbookViewId="0"${options.selected ? ' tabSelected="1"' : ''}`;
  if (frozenRows > 0 || frozenColumns > 0) {
    const pane = frozenRows > 0 && frozenColumns > 0 ? 'bottomRight' : frozenRows > 0 ? 'bottomLeft' : 'topRight';
    const topLeft = `${columnName(frozenColumns)}${frozenRows + 1}`;
    view +=
      `><pane${frozenColumns > 0 ? ` xSplit="${frozenColumns}"` : ''}${frozenRows > 0 ? ` ySplit="${frozenRows}"` : ''} topLeftCell="${topLeft}" activePane="${pane}" state="frozen"/>` +
      `<selection pane="${pane}" activeCell="${topLeft}" sqref="${topLeft}"/></sheetView>`;
  } else {
    view += '/>';
  }
  let columns = '';
  options.widths.forEach((width, index) => {
    if (width !== undefined) columns += `<col min="${index + 1}" max="${index + 1}" width="${Math.min(255, Math.max(0, width))}" customWidth="1"/>`;
  });
  return (
    xmlDeclaration +
    `<worksheet xmlns="${mainNamespace}" xmlns:r="${relationshipsNamespace}"><sheetViews>${view}</sheetViews><sheetFormatPr defaultRowHeight="15"/>` +
    (columns === '' ? '' : `<cols>${columns}</cols>`) +
    '<sheetData>'
  );
}

export function worksheetEnd(hasComments: boolean): string {
  return `</sheetData>${hasComments ? '<legacyDrawing r:id="rId1"/>' : ''}</worksheet>`;
}

/** The sheet's relationships: its comments and the VML drawing that shows them. */
export function worksheetRelationships(sheetNumber: number): string {
  return (
    xmlDeclaration +
    `<Relationships xmlns="${packageRelationships}">` +
    `<Relationship Id="rId1" Type="${relationshipsNamespace}/vmlDrawing" Target="../drawings/vmlDrawing${sheetNumber}.vml"/>` +
    `<Relationship Id="rId2" Type="${relationshipsNamespace}/comments" Target="../comments${sheetNumber}.xml"/>` +
    '</Relationships>'
  );
}

export function commentsStart(author: string): string {
  return `${xmlDeclaration}<comments xmlns="${mainNamespace}"><authors><author>${escapeText(author)}</author></authors><commentList>`;
}

export const commentsEnd = '</commentList></comments>';

export function commentXml(reference: string, text: string): string {
  return `<comment ref="${reference}" authorId="0"><text><r><t xml:space="preserve">${escapeText(text)}</t></r></text></comment>`;
}

/** The legacy drawing Excel needs to show comments: one shape type, then a hidden note per comment. */
export const vmlStart =
  '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">' +
  '<o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="1"/></o:shapelayout>' +
  '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>';

export const vmlEnd = '</xml>';

/** One note's shape, anchored beside its cell (row and column 0-based), hidden until the cell is pointed at. */
export function vmlShape(shapeNumber: number, row: number, column: number): string {
  return (
    `<v:shape id="_x0000_s${1024 + shapeNumber}" type="#_x0000_t202" style="position:absolute;margin-left:80pt;margin-top:2pt;width:180pt;height:60pt;z-index:${shapeNumber};visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto">` +
    '<v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox>' +
    `<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>${column + 1}, 15, ${row}, 2, ${column + 4}, 15, ${row + 4}, 4</x:Anchor>` +
    `<x:AutoFill>False</x:AutoFill><x:Row>${row}</x:Row><x:Column>${column}</x:Column></x:ClientData></v:shape>`
  );
}

export function workbookXml(sheetNames: readonly string[]): string {
  const sheets = sheetNames.map((name, index) => `<sheet name="${escapeAttribute(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join('');
  return `${xmlDeclaration}<workbook xmlns="${mainNamespace}" xmlns:r="${relationshipsNamespace}"><bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`;
}

export function workbookRelationships(sheetCount: number): string {
  let relationships = '';
  for (let index = 1; index <= sheetCount; index += 1) {
    relationships += `<Relationship Id="rId${index}" Type="${relationshipsNamespace}/worksheet" Target="worksheets/sheet${index}.xml"/>`;
  }
  relationships += `<Relationship Id="rId${sheetCount + 1}" Type="${relationshipsNamespace}/styles" Target="styles.xml"/>`;
  return `${xmlDeclaration}<Relationships xmlns="${packageRelationships}">${relationships}</Relationships>`;
}

export const packageRelationshipsXml =
  `${xmlDeclaration}<Relationships xmlns="${packageRelationships}">` +
  `<Relationship Id="rId1" Type="${relationshipsNamespace}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

export function contentTypesXml(sheetCount: number, sheetsWithComments: readonly number[]): string {
  const type = (name: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${name}+xml`;
  let overrides = `<Override PartName="/xl/workbook.xml" ContentType="${type('sheet.main')}"/><Override PartName="/xl/styles.xml" ContentType="${type('styles')}"/>`;
  for (let index = 1; index <= sheetCount; index += 1) overrides += `<Override PartName="/xl/worksheets/sheet${index}.xml" ContentType="${type('worksheet')}"/>`;
  for (const index of sheetsWithComments) overrides += `<Override PartName="/xl/comments${index}.xml" ContentType="${type('comments')}"/>`;
  return (
    `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/>' +
    `${overrides}</Types>`
  );
}

/** One cell format of the styles part: indexes into its fonts, fills and number formats. */
export type CellFormat = { font: number; fill: number; numberFormat: number; wrap: boolean; quotePrefix: boolean };

export function stylesXml(parts: { fills: readonly string[]; numberFormats: ReadonlyMap<string, number>; formats: readonly CellFormat[] }): string {
  const numberFormats = [...parts.numberFormats].map(([code, id]) => `<numFmt numFmtId="${id}" formatCode="${escapeAttribute(code)}"/>`).join('');
  const fills = parts.fills.map((rgb) => `<fill><patternFill patternType="solid"><fgColor rgb="FF${rgb}"/><bgColor indexed="64"/></patternFill></fill>`).join('');
  const formats = parts.formats
    .map((format) => {
      const applied = `${format.numberFormat > 0 ? ' applyNumberFormat="1"' : ''}${format.font > 0 ? ' applyFont="1"' : ''}${format.fill > 0 ? ' applyFill="1"' : ''}${format.quotePrefix ? ' quotePrefix="1"' : ''}`;
      return `<xf numFmtId="${format.numberFormat}" fontId="${format.font}" fillId="${format.fill}" borderId="0" xfId="0"${applied}${format.wrap ? ' applyAlignment="1"><alignment wrapText="1" vertical="top"/></xf>' : '/>'}`;
    })
    .join('');
  return (
    `${xmlDeclaration}<styleSheet xmlns="${mainNamespace}">` +
    (numberFormats === '' ? '' : `<numFmts count="${parts.numberFormats.size}">${numberFormats}</numFmts>`) +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    `<fills count="${2 + parts.fills.length}"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>${fills}</fills>` +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${parts.formats.length}">${formats}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}
