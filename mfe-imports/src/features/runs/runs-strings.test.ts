import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { importsStrings } from '../../i18n/strings';
import { runsStrings } from '../../i18n/runs-strings';

/** Every key of a nested strings object, plural suffixes folded. */
function keysOf(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

describe('the run page strings', () => {
  it('exist in English and French alike, none empty', () => {
    expect([...new Set(keysOf(runsStrings.fr))].sort()).toEqual([...new Set(keysOf(runsStrings.en))].sort());
    for (const language of ['en', 'fr'] as const) {
      for (const key of keysOf(runsStrings[language])) expect(i18n.t(`imports:${key}`, { lng: language })).not.toBe('');
    }
  });

  it('share the imports namespace with the remote’s other strings, neither file overwriting the other', () => {
    expect(i18n.t('imports:area', { lng: 'fr' })).toBe(importsStrings.fr.area);
    expect(i18n.t('imports:pages.list.title')).toBe(importsStrings.en.pages.list.title);
    expect(i18n.t('imports:runPage.status.ready', { lng: 'fr' })).toBe('Prêt à lancer');
    expect(Object.keys(importsStrings.en)).not.toContain('runPage');
  });
});
