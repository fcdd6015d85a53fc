import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { FileReadError } from '../tabular-source.ts';

export interface XmlHandlers {
  /** An element opens; `name` has its namespace prefix removed (`x:row` → `row`). */
  open(name: string, attributes: Readonly<Record<string, string>>): void;
  close(name: string): void;
  text(text: string): void;
}

/**
 * Streams one XML part through a SAX parser in constant memory, calling `handlers`, and yields
 * what the handlers pushed on `produced` after each chunk. A DOCTYPE is refused outright: an
 * Office part never has one, and entity declarations are how XML bombs and external-entity
 * reads (XXE) get in; the parser resolves no entity beyond XML's five.
 */
export async function* streamXml<T>(stream: Readable, handlers: XmlHandlers, produced: T[]): AsyncGenerator<T> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let failure: FileReadError | undefined;
  parser.on('doctype', () => {
    failure ??= new FileReadError('import.xml_declarations_refused');
  });
  parser.on('opentag', (tag: SaxesTagPlain) => handlers.open(localName(tag.name), tag.attributes as Record<string, string>));
  parser.on('closetag', (tag: SaxesTagPlain) => handlers.close(localName(tag.name)));
  parser.on('text', handlers.text);
  parser.on('cdata', handlers.text);
  parser.on('error', (error: Error) => {
    failure ??= new FileReadError('import.xlsx_malformed', { details: error.message.slice(0, 200) });
  });
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      parser.write(chunk);
      if (failure) throw failure;
      if (produced.length > 0) {
        const batch = produced.splice(0, produced.length);
        for (const item of batch) yield item;
      }
    }
    parser.close();
    if (failure) throw failure;
    for (const item of produced.splice(0, produced.length)) yield item;
  } catch (error) {
    if (error instanceof FileReadError) throw error;
    // A truncated or corrupt deflate stream, or a part larger than it declared.
    throw new FileReadError('file.bad_zip');
  } finally {
    stream.destroy();
  }
}

/** Reads a whole (small) part through `handlers`: workbook, relationships, styles, shared strings. */
export async function readXml(stream: Readable, handlers: XmlHandlers): Promise<void> {
  for await (const _ of streamXml<never>(stream, handlers, [])) {
    // Nothing is produced: the handlers collect what they need.
  }
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}
