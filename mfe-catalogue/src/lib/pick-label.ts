import type { LocalNames } from '@pimento/shared-kit/contracts/common';

/**
 * The label to show for something labelled per language: the interface language first, then
 * English, then any label, then the fallback (usually the code).
 */
export function pickLabel(labels: Readonly<Record<string, string>> | undefined, language: string, fallback = ''): string {
  if (!labels) return fallback;
  return labels[language] || labels.en || Object.values(labels).find((label) => label.trim() !== '') || fallback;
}

/** A section's, group's or category's name in the interface language, else the server's shown one (the company's first label language). */
export function pickName(named: LocalNames, language: string): string {
  return named.names[language] || named.name;
}

/** The same section, group or category whose `name` is the one to show in `language`, for screens that read `name`. */
export function named<T extends LocalNames>(item: T, language: string): T {
  const name = pickName(item, language);
  return name === item.name ? item : { ...item, name };
}

/** What a form holds per language, without the languages left blank (the server wants none empty). */
export function filledTexts(texts: Readonly<Record<string, string | undefined>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(texts ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '').map(([language, text]) => [language, text.trim()]));
}
