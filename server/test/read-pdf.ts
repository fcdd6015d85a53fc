import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PDF read by poppler-utils, an independent reader: its text page by page, and its images' list. */
export async function readPdf(bytes: Buffer): Promise<{ pages: string[]; images: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'pdf-test-'));
  try {
    const file = join(folder, 'catalogue.pdf');
    await writeFile(file, bytes);
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
    const images = (await run('pdfimages', ['-list', file])).stdout;
    return { pages: text.split('\f').slice(0, -1), images };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
