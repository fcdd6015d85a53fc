/** localStorage key of the stored simplified-mode flag. */
export const simplifiedModeStorageKey = 'pimento-simplified-mode';

export type DeviceTraits = { touch: boolean; width: number; storedFlag: boolean };

/** Spec §2/§9: simplified mode is on for touch devices narrower than 768 px, or when the flag is stored. */
export function isSimplifiedMode({ touch, width, storedFlag }: DeviceTraits): boolean {
  return storedFlag || (touch && width < 768);
}

/** Reads the traits of the current browser. */
export function readDeviceTraits(win: Window = window): DeviceTraits {
  let storedFlag: boolean;
  try {
    storedFlag = win.localStorage.getItem(simplifiedModeStorageKey) === 'true';
  } catch {
    // Storage blocked (private mode): no stored flag.
    storedFlag = false;
  }
  const touch = (win.navigator.maxTouchPoints ?? 0) > 0 || 'ontouchstart' in win;
  return { touch, width: win.innerWidth, storedFlag };
}
