import { posix } from 'node:path';
import { FileReadError } from '../tabular-source.ts';
import { isDateFormat } from './cell-text.ts';
import { normalisePartName, type WorkbookZip } from './workbook-zip.ts';
import { readXml } from './xml-stream.ts';

export interface WorkbookSheet {
  readonly name: string;
  readonly visible: boolean;
  /** The worksheet part inside the archive (`xl/worksheets/sheet1.xml`). */
  readonly part: string;
}

export interface WorkbookLayout {
  readonly sheets: readonly WorkbookSheet[];
  /** Dates count from 1904 (workbooks made on old Macs). */
  readonly date1904: boolean;
  /** Per cell style index (`s`), whether the style shows numbers as dates. */
  readonly dateStyles: readonly boolean[];
  readonly sharedStrings: readonly string[];
}

const officeDocumentType = /\/officeDocument$/;

/** Reads what the rows need before the first one: sheets, date system, date styles, shared strings. */
export async function readWorkbookLayout(zip: WorkbookZip): Promise<WorkbookLayout> {
  const workbookPart = await findWorkbookPart(zip);
  const relationships = await readRelationships(zip, relationshipsPartOf(workbookPart));
  const { sheets, date1904 } = await readWorkbook(zip, workbookPart, relationships);
  const stylesPart = [...relationships.values()].find((target) => target.type.endsWith('/styles'))?.part;
  const stringsPart = [...relationships.values()].find((target) => target.type.endsWith('/sharedStrings'))?.part;
  return {
    sheets,
    date1904,
    dateStyles: stylesPart && zip.has(stylesPart) ? await readDateStyles(zip, stylesPart) : [],
    sharedStrings: stringsPart && zip.has(stringsPart) ? await readSharedStrings(zip, stringsPart) : [],
  };
}

/** The workbook part named by the package's relationships (`xl/workbook.xml` nearly always). */
async function findWorkbookPart(zip: WorkbookZip): Promise<string> {
  if (!zip.has('_rels/.rels')) {
    if (zip.has('xl/workbook.xml')) return 'xl/workbook.xml';
    throw new FileReadError('import.file_type');
  }
  const relationships = await readRelationships(zip, '_rels/.rels');
  const workbook = [...relationships.values()].find((target) => officeDocumentType.test(target.type));
  if (!workbook || !workbook.part.endsWith('.xml') || !zip.has(workbook.part)) throw new FileReadError('import.file_type');
  return workbook.part;
}

function relationshipsPartOf(part: string): string {
  return posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);
}

interface RelationshipTarget {
  readonly type: string;
  readonly part: string;
}

async function readRelationships(zip: WorkbookZip, relsPart: string): Promise<Map<string, RelationshipTarget>> {
  const baseDirectory = posix.dirname(posix.dirname(relsPart));
  const targets = new Map<string, RelationshipTarget>();
  await readXml(await zip.openPart(relsPart), {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
      const target = attributes.Target ?? '';
      const part = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(baseDirectory, target));
      targets.set(attributes.Id ?? '', { type: attributes.Type ?? '', part: normalisePartName(part) });
    },
    close() {},
    text() {},
  });
  return targets;
}

async function readWorkbook(
  zip: WorkbookZip,
  workbookPart: string,
  relationships: Map<string, RelationshipTarget>,
): Promise<{ sheets: WorkbookSheet[]; date1904: boolean }> {
  const sheets: WorkbookSheet[] = [];
  let date1904 = false;
  await readXml(await zip.openPart(workbookPart), {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name !== 'sheet') return;
      const relationshipId = attributes['r:id'] ?? Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
      const target = relationshipId ? relationships.get(relationshipId) : undefined;
      // Chart sheets and dialog sheets have no cells.
      if (!target || !target.type.endsWith('/worksheet')) return;
      sheets.push({ name: attributes.name ?? `Sheet${sheets.length + 1}`, visible: (attributes.state ?? 'visible') === 'visible', part: target.part });
    },
    close() {},
    text() {},
  });
  return { sheets, date1904 };
}

async function readDateStyles(zip: WorkbookZip, stylesPart: string): Promise<boolean[]> {
  const customFormats = new Map<number, string>();
  const dateStyles: boolean[] = [];
  let inCellFormats = false;
  await readXml(await zip.openPart(stylesPart), {
    open(name, attributes) {
      if (name === 'numFmt') customFormats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellFormats = true;
      else if (name === 'xf' && inCellFormats) {
        const formatId = Number(attributes.numFmtId ?? 0);
        dateStyles.push(isDateFormat(formatId, customFormats.get(formatId)));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
    text() {},
  });
  return dateStyles;
}

/**
 * The shared-string table, held in memory: cells refer to it by index from anywhere in the sheet.
 * Rich text runs are joined; phonetic runs (`rPh`) are left out, as Excel shows them.
 */
async function readSharedStrings(zip: WorkbookZip, stringsPart: string): Promise<string[]> {
  const strings: string[] = [];
  let current: string[] = [];
  let inText = false;
  let inPhonetic = false;
  await readXml(await zip.openPart(stringsPart), {
    open(name) {
      if (name === 'si') current = [];
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') strings.push(current.join(''));
    },
    text(text) {
      if (inText) current.push(text);
    },
  });
  return strings;
}
