/**
 * The rules of a PDF catalogue run (docs/pdf-catalogues.md): a PDF comes from a PDF template and a
 * PDF template makes a PDF (each at the format, 400), and a catalogue in another language than the
 * company's first needs `multilang_pdf_activated` (the template itself needs `pdf_activated`,
 * checked by the templates module when it is read).
 */
import type { ExportRunFormat } from '@pimento/shared-kit/contracts/exports';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../rights/authorization.ts';

export function assertPdfRun(actor: Actor, format: ExportRunFormat, fromPdfTemplate: boolean, language: string, languages: readonly string[]): void {
  if (format === 'pdf' && !fromPdfTemplate) throw new AppError(400, 'export.pdf_template_required', { fields: { format: ['export.pdf_template_required'] } });
  if (format !== 'pdf' && fromPdfTemplate) throw new AppError(400, 'export.pdf_only', { fields: { format: ['export.pdf_only'] } });
  if (!fromPdfTemplate) return;
  const first = languages[0] ?? language;
  if (language !== first && !actor.features.multilang_pdf_activated) {
    throw new AppError(403, 'export.pdf_language_not_available', { fields: { language: ['export.pdf_language_not_available'] }, params: { language: first } });
  }
}
