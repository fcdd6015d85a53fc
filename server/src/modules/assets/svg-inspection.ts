/**
 * An SVG is a document a browser runs: it is kept only when it can show nothing but itself. It is
 * read as a stream (never whole) and refused when it holds a script, an event handler, a
 * document type (entities: expansion bombs, outside files), a `foreignObject` (HTML), a style
 * sheet instruction, or a reference to anything outside the file. Its size comes from its
 * `width` and `height`, else its `viewBox`.
 */
import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';

export type SvgInspection = { safe: true; width: number | null; height: number | null } | { safe: false; reason: string };

/** Raster images embedded as data (common in exported logos); anything else is a reference out. */
const embeddedImage = /^data:image\/(png|jpeg|gif|webp);/i;
const outsideStyleReference = /@import|url\(\s*['"]?(?!#)/i;

export async function inspectSvg(filePath: string): Promise<SvgInspection | 'not_svg'> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let unsafe: string | null = null;
  let root: { width: number | null; height: number | null } | null = null;
  let sawRoot = false;
  let notSvg = false;
  let inStyle = false;
  const refuse = (reason: string) => {
    unsafe ??= reason;
  };
  parser.on('doctype', () => refuse('doctype'));
  parser.on('processinginstruction', (instruction) => refuse(`processing instruction ${instruction.target}`));
  parser.on('opentag', (tag) => {
    const name = tag.name.toLowerCase().replace(/^svg:/, '');
    if (!sawRoot) {
      sawRoot = true;
      if (name !== 'svg') notSvg = true;
      else root = sizeOf(tag.attributes as Record<string, string>);
    }
    if (name === 'script' || name === 'foreignobject' || name === 'iframe' || name === 'embed' || name === 'object') refuse(`element ${name}`);
    inStyle = name === 'style';
    for (const [attribute, value] of Object.entries(tag.attributes as Record<string, string>)) {
      const key = attribute.toLowerCase();
      if (key.startsWith('on')) refuse(`attribute ${key}`);
      if ((key === 'href' || key.endsWith(':href') || key === 'src') && !value.trim().startsWith('#') && !embeddedImage.test(value.trim())) refuse(`reference ${key}`);
      if (key === 'style' && outsideStyleReference.test(value)) refuse('style reference');
    }
  });
  parser.on('closetag', () => {
    inStyle = false;
  });
  const checkStyle = (text: string) => {
    if (inStyle && outsideStyleReference.test(text)) refuse('style reference');
  };
  parser.on('text', checkStyle);
  parser.on('cdata', checkStyle);
  try {
    for await (const chunk of createReadStream(filePath, { encoding: 'utf8' })) {
      parser.write(chunk as string);
      if (notSvg) return 'not_svg';
      if (unsafe !== null) return { safe: false, reason: unsafe };
    }
    parser.close();
  } catch {
    // A refused construct may also be malformed XML (an undefined entity): the refusal says more.
    return unsafe === null ? 'not_svg' : { safe: false, reason: unsafe };
  }
  if (!sawRoot || notSvg) return 'not_svg';
  if (unsafe !== null) return { safe: false, reason: unsafe };
  const size = root ?? { width: null, height: null };
  return { safe: true, ...size };
}

function sizeOf(attributes: Record<string, string>): { width: number | null; height: number | null } {
  const length = (value: string | undefined) => {
    const match = value?.trim().match(/^(\d+(?:\.\d+)?)(px)?$/);
    return match ? Math.max(1, Math.round(Number(match[1]))) : null;
  };
  const width = length(attributes.width);
  const height = length(attributes.height);
  if (width !== null && height !== null) return { width, height };
  const box = attributes.viewBox?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) {
    return { width: Math.max(1, Math.round(box[2]!)), height: Math.max(1, Math.round(box[3]!)) };
  }
  return { width: null, height: null };
}
