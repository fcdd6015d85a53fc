/**
 * The demo catalogue's media, made by code when the demo loads (no picture or PDF is shipped or
 * downloaded): a picture and a data sheet per model. The picture is drawn in the model's own colour
 * (from its reference) so the gallery and the listing's thumbnails tell models apart; the data sheet
 * is a one-page PDF with the model's name, reference and the values it manages.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { loadSharp } from '../../modules/assets/load-sharp.ts';

export type DemoModelSheet = { reference: string; name: string; managed: Record<string, unknown> };

/** A hue of the reference, always the same for one model. */
function hueOf(reference: string): number {
  return createHash('sha256').update(reference).digest().readUInt16BE(0) % 360;
}

/** An 800 × 600 PNG: a product-like shape on a light ground in the model's colour; no text (no font needed). */
export async function demoPicture(reference: string): Promise<Buffer> {
  const hue = hueOf(reference);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="hsl(${hue}, 35%, 94%)"/>
  <ellipse cx="400" cy="520" rx="260" ry="28" fill="hsl(${hue}, 15%, 80%)"/>
  <rect x="190" y="150" width="420" height="340" rx="36" fill="hsl(${hue}, 55%, 45%)"/>
  <rect x="230" y="190" width="340" height="120" rx="18" fill="hsl(${hue}, 60%, 70%)"/>
  <circle cx="300" cy="400" r="42" fill="hsl(${hue}, 40%, 25%)"/>
  <circle cx="500" cy="400" r="42" fill="hsl(${hue}, 40%, 25%)"/>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const text = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value));

/** A one-page A4 data sheet. pdf-lib's standard font writes Latin-1 only: anything else is replaced. */
export async function demoDataSheet(model: DemoModelSheet): Promise<Buffer> {
  const latin1 = (value: string) => value.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  const document = await PDFDocument.create();
  document.setTitle(latin1(`${model.name} - data sheet`));
  const page = document.addPage([595, 842]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  page.drawText(latin1(model.name), { x: 56, y: 770, size: 20, font: bold, color: rgb(0.1, 0.1, 0.1) });
  page.drawText(latin1(`Reference ${model.reference}`), { x: 56, y: 744, size: 12, font: regular, color: rgb(0.3, 0.3, 0.3) });
  page.drawText('Technical data', { x: 56, y: 700, size: 14, font: bold });
  let y = 676;
  for (const [code, value] of Object.entries(model.managed)) {
    page.drawText(latin1(`${code.replaceAll('_', ' ')}: ${text(value)}`), { x: 56, y, size: 11, font: regular });
    y -= 18;
  }
  page.drawText('Pimento demo catalogue', { x: 56, y: 56, size: 9, font: regular, color: rgb(0.45, 0.45, 0.45) });
  return Buffer.from(await document.save());
}
