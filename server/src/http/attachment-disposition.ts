/** `Content-Disposition` of a download: an ASCII name for old clients, the real one in UTF-8 (RFC 6266). */
export function attachmentDisposition(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'report.xlsx';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The same for a file shown in place (an image, a PDF) rather than saved. */
export function inlineDisposition(name: string): string {
  return attachmentDisposition(name).replace(/^attachment/, 'inline');
}
