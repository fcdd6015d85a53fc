/**
 * The one renderer of e-mail templates (docs/email-templates.md "Placeholders"): the preview, the
 * trial sending and the feeds' e-mails all go through it. A placeholder takes its value as plain
 * text; in the HTML part every value and every written character is escaped, and the download
 * links become links. A placeholder without a value (no product in a feed's e-mail) reads empty.
 */
import { isEmailPlaceholder, placeholderPattern, type EmailPlaceholder } from '@pimento/shared-kit/contracts/email-placeholders';
import type { RenderedEmail } from '@pimento/shared-kit/contracts/email-templates';
import { escapeHtml } from '../../formats/html/escape-html.ts';

export type PlaceholderValues = Partial<Record<EmailPlaceholder, string>>;

const links = new Set<string>(['download_url', 'public_download_url']);

function fillText(text: string, values: PlaceholderValues): string {
  return text.replace(placeholderPattern, (written, name: string) => (isEmailPlaceholder(name) ? (values[name] ?? '') : written));
}

function fillHtml(text: string, values: PlaceholderValues): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(placeholderPattern)) {
    html += escapeHtml(text.slice(from, match.index));
    const name = match[1]!;
    const value = isEmailPlaceholder(name) ? (values[name] ?? '') : match[0];
    html += links.has(name) && value !== '' ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
    from = match.index + match[0].length;
  }
  html += escapeHtml(text.slice(from));
  return html;
}

export function renderEmail(template: { subject: string; body: string }, values: PlaceholderValues): RenderedEmail {
  const paragraphs = template.body.replace(/\r\n/g, '\n').split(/\n{2,}/);
  return {
    // A header holds one line.
    subject: fillText(template.subject, values).replace(/[\r\n]+/g, ' ').trim(),
    text: fillText(template.body, values),
    html: paragraphs.map((paragraph) => `<p>${fillHtml(paragraph, values).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}
