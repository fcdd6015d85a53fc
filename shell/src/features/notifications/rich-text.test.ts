import { parseAsterisks } from './rich-text';
import { notificationImage } from './notification-image';

describe('notification text and images (spec §3)', () => {
  it('turns *asterisks* into bold segments', () => {
    expect(parseAsterisks('Import *Spring catalogue* finished with *3* errors')).toEqual([
      { text: 'Import ', bold: false },
      { text: 'Spring catalogue', bold: true },
      { text: ' finished with ', bold: false },
      { text: '3', bold: true },
      { text: ' errors', bold: false },
    ]);
    expect(parseAsterisks('no marks')).toEqual([{ text: 'no marks', bold: false }]);
    expect(parseAsterisks('a lone * star')).toEqual([{ text: 'a lone * star', bold: false }]);
  });

  it('maps icon_ paths to product icons and others to images', () => {
    expect(notificationImage('icon_export')).toEqual({ kind: 'icon', icon: 'export' });
    expect(notificationImage('icon_ETIM.svg')).toEqual({ kind: 'icon', icon: 'etim' });
    expect(notificationImage('icon_unknown')).toEqual({ kind: 'icon', icon: 'product' });
    expect(notificationImage('/media/a.png')).toEqual({ kind: 'image', src: '/media/a.png' });
    expect(notificationImage('logos/b.png')).toEqual({ kind: 'image', src: '/media/logos/b.png' });
    expect(notificationImage(null)).toBeNull();
  });
});
