import type { Readable } from 'node:stream';
import { trimRow, type SourceRow } from '../tabular-source.ts';
import { numberText, serialDateText } from './cell-text.ts';
import type { WorkbookLayout } from './workbook-parts.ts';
import { streamXml } from './xml-stream.ts';

/**
 * The rows of one worksheet part, streamed: a row is yielded as soon as its `</row>` is read.
 * Formula cells give their cached value (what Excel last showed), never the formula; merged
 * cells give their value once, in the top-left cell, as the file stores it.
 */
export function sheetRows(stream: Readable, layout: WorkbookLayout): AsyncGenerator<SourceRow> {
  const produced: SourceRow[] = [];
  let line = 0;
  let cells: (string | null)[] = [];
  let nextColumn = 0;
  // The cell being read.
  let column = 0;
  let type = 'n';
  let style = 0;
  let value: string[] = [];
  let collecting = false;
  let inInlineString = false;
  let inPhonetic = false;

  return streamXml(stream, {
    open(name, attributes) {
      switch (name) {
        case 'row':
          line = attributes.r ? Number(attributes.r) : line + 1;
          cells = [];
          nextColumn = 0;
          break;
        case 'c':
          column = attributes.r ? columnIndex(attributes.r) : nextColumn;
          nextColumn = column + 1;
          type = attributes.t ?? 'n';
          style = attributes.s ? Number(attributes.s) : 0;
          value = [];
          break;
        case 'is':
          inInlineString = true;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
        case 'v':
          collecting = !inInlineString;
          break;
        case 't':
          collecting = inInlineString && !inPhonetic;
          break;
      }
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          collecting = false;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
        case 'is':
          inInlineString = false;
          break;
        case 'c': {
          const text = cellText(type, value.join(''), style, layout);
          if (text !== null) {
            while (cells.length < column) cells.push(null);
            cells[column] = text;
          }
          break;
        }
        case 'row': {
          const row = trimRow(cells);
          if (row) produced.push({ line, cells: row });
          break;
        }
      }
    },
    text(text) {
      if (collecting) value.push(text);
    },
  }, produced);
}

function cellText(type: string, raw: string, style: number, layout: WorkbookLayout): string | null {
  if (raw === '' && type !== 'inlineStr' && type !== 'str') return null;
  switch (type) {
    case 's': {
      const text = layout.sharedStrings[Number(raw)];
      return text === undefined || text === '' ? null : text;
    }
    case 'inlineStr':
    case 'str':
      return raw === '' ? null : raw;
    case 'b':
      return raw === '1' || raw.toLowerCase() === 'true' ? 'true' : 'false';
    case 'e':
      // An error value (#N/A, #REF!): shown as Excel shows it; a typed target refuses it.
      return raw;
    case 'd':
      return raw.endsWith('T00:00:00') || raw.endsWith('T00:00:00Z') ? raw.slice(0, 10) : raw.replace(/Z$/, '');
    default:
      return layout.dateStyles[style] ? serialDateText(raw, layout.date1904) : numberText(raw);
  }
}

/** `A1` → 0, `AB12` → 27: the column of a cell reference. */
export function columnIndex(reference: string): number {
  let index = 0;
  for (let position = 0; position < reference.length; position += 1) {
    const code = reference.charCodeAt(position);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}
