import { common } from '@pimento/shared-kit/i18n/locales/common';
import { auth } from '@pimento/shared-kit/i18n/locales/auth';
import { shell } from '@pimento/shared-kit/i18n/locales/shell';
import { catalogue } from '@pimento/shared-kit/i18n/locales/catalogue';
import { assets } from '@pimento/shared-kit/i18n/locales/assets';
import { imports } from '@pimento/shared-kit/i18n/locales/imports';
import { exportsNs } from '@pimento/shared-kit/i18n/locales/exports';
import { settings } from '@pimento/shared-kit/i18n/locales/settings';
import { assistant } from '@pimento/shared-kit/i18n/locales/assistant';

const namespaces = { common, auth, shell, catalogue, assets, imports, exports: exportsNs, settings, assistant };

export type Namespace = keyof typeof namespaces;
export const namespaceNames = Object.keys(namespaces) as Namespace[];

/** i18next resources: `{ en: { common: …, shell: … }, fr: { … } }`. */
export const resources = {
  en: Object.fromEntries(namespaceNames.map((name) => [name, namespaces[name].en])),
  fr: Object.fromEntries(namespaceNames.map((name) => [name, namespaces[name].fr])),
};
