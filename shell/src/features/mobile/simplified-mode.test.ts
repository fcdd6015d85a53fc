import { isSimplifiedMode, readDeviceTraits, simplifiedModeStorageKey } from './simplified-mode';
import { usesMobileRouter } from './mobile-hosts';

describe('simplified mode (spec §2, §9)', () => {
  it('is on for touch devices narrower than 768 px', () => {
    expect(isSimplifiedMode({ touch: true, width: 390, storedFlag: false })).toBe(true);
    expect(isSimplifiedMode({ touch: true, width: 767, storedFlag: false })).toBe(true);
    expect(isSimplifiedMode({ touch: true, width: 768, storedFlag: false })).toBe(false);
    expect(isSimplifiedMode({ touch: false, width: 390, storedFlag: false })).toBe(false);
  });

  it('is on whenever the stored flag is set', () => {
    expect(isSimplifiedMode({ touch: false, width: 1920, storedFlag: true })).toBe(true);
  });

  it('reads the stored flag from localStorage', () => {
    window.localStorage.setItem(simplifiedModeStorageKey, 'true');
    expect(readDeviceTraits().storedFlag).toBe(true);
    window.localStorage.removeItem(simplifiedModeStorageKey);
    expect(readDeviceTraits().storedFlag).toBe(false);
  });

  it('uses the mobile router only on the configured hostnames in simplified mode', () => {
    expect(usesMobileRouter('mobile.localhost', true)).toBe(true);
    expect(usesMobileRouter('m.pimento.app', true)).toBe(true);
    expect(usesMobileRouter('mobile.localhost', false)).toBe(false);
    expect(usesMobileRouter('app.pimento.app', true)).toBe(false);
  });
});
