import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { defineRemoteStrings } from '@pimento/shared-kit/i18n/remote-strings';

describe("defineRemoteStrings: a remote's own strings", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('adds them to their namespace of the one i18n instance, in English and French, when defined', async () => {
    expect(i18n.exists('probe-remote:pages.list.title')).toBe(false);
    const strings = defineRemoteStrings('probe-remote', { en: { pages: { list: { title: 'Probes' } } }, fr: { pages: { list: { title: 'Sondes' } } } });
    expect(strings.fr.pages.list.title).toBe('Sondes');
    expect(i18n.t('probe-remote:pages.list.title')).toBe('Probes');
    await i18n.changeLanguage('fr');
    expect(i18n.t('probe-remote:pages.list.title')).toBe('Sondes');
  });

  it('does not compile when French lacks an English key', () => {
    // @ts-expect-error: `fr.pages.list.title` is missing.
    const incomplete = () => defineRemoteStrings('probe-incomplete', { en: { pages: { list: { title: 'Probes' } } }, fr: { pages: { list: {} } } });
    expect(typeof incomplete).toBe('function');
  });
});
