// The suite's shared `react-i18next` (webpack/facades.js): the names the shell and the remotes use.
export { I18nextProvider, Trans, initReactI18next, useTranslation } from '@pimento-original/react-i18next';
