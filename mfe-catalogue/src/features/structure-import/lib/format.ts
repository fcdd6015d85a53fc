/** The interface language's locale for numbers. */
export const localeOf = (language: 'en' | 'fr'): string => (language === 'fr' ? 'fr-FR' : 'en-GB');

/** A size as a person reads it: 812 B, 45.2 KB, 3.1 MB (o, Ko, Mo in French). */
export function formatBytes(bytes: number, language: 'en' | 'fr'): string {
  const units = language === 'fr' ? ['o', 'Ko', 'Mo', 'Go'] : ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
