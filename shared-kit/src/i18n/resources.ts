import { common } from '@pimento/shared-kit/i18n/locales/common';
import { auth } from '@pimento/shared-kit/i18n/locales/auth';
import { shell } from '@pimento/shared-kit/i18n/locales/shell';

/**
 * The shell's namespaces, loaded with its first screen. Each remote's strings are its own
 * (`mfe-<name>/src/i18n/`), added to the same instance when the remote loads (`remote-strings`).
 */
const namespaces = { common, auth, shell };

export type Namespace = keyof typeof namespaces;
export const namespaceNames = Object.keys(namespaces) as Namespace[];

/** i18next resources: `{ en: { common: …, shell: … }, fr: { … } }`. */
export const resources = {
  en: Object.fromEntries(namespaceNames.map((name) => [name, namespaces[name].en])),
  fr: Object.fromEntries(namespaceNames.map((name) => [name, namespaces[name].fr])),
};
