/**
 * The placeholders an e-mail template may hold (docs/email-templates.md "Placeholders"):
 * `{{group.field}}` or `{{name}}`, spaces inside the braces allowed. Nothing else is read between
 * double braces — no expressions, no loops — so a template can never run code or reach data the
 * list does not name. One list serves the editor's insert control, the save's refusal of an
 * unknown one and the server's renderer.
 */
export const emailPlaceholders = [
  'user.first_name',
  'user.last_name',
  'user.username',
  'user.email',
  'product.sku',
  'product.name',
  'export.name',
  'export.file_name',
  'download_url',
  'public_download_url',
] as const;
export type EmailPlaceholder = (typeof emailPlaceholders)[number];

/** `{{ name }}`: the braces and what lies between them, without braces inside. */
export const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function isEmailPlaceholder(name: string): name is EmailPlaceholder {
  return (emailPlaceholders as readonly string[]).includes(name);
}

/** The names written between double braces that are not placeholders, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = [...text.matchAll(placeholderPattern)].map((match) => match[1]!).filter((name) => !isEmailPlaceholder(name));
  return [...new Set(unknown)];
}

/** Whether the text holds this placeholder. */
export function mentionsPlaceholder(text: string, name: EmailPlaceholder): boolean {
  return [...text.matchAll(placeholderPattern)].some((match) => match[1] === name);
}

/** Whether the text names the download link, private or shared (a feed's e-mail must, spec §5). */
export function holdsDownloadLink(text: string): boolean {
  return mentionsPlaceholder(text, 'download_url') || mentionsPlaceholder(text, 'public_download_url');
}
