/**
 * The browser and system a `User-Agent` names, enough to tell one's own sessions apart ("Firefox",
 * "Windows"). Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export type UserAgentParts = { browser: string | null; system: string | null };

export function userAgentParts(userAgent: string | null): UserAgentParts {
  if (userAgent === null) return { browser: null, system: null };
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, system };
}
