/**
 * The label to show for something labelled per language: the interface language first, then
 * English, then any label, then the fallback (usually the code).
 */
export function pickLabel(labels: Readonly<Record<string, string>> | undefined, language: string, fallback = ''): string {
  if (!labels) return fallback;
  return labels[language] || labels.en || Object.values(labels).find((label) => label.trim() !== '') || fallback;
}
