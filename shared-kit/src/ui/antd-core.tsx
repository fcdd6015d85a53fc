/**
 * antd family `ui/antd-core`: the providers and the components nearly every screen renders. The
 * other families (`antd-frame`, `antd-form`, `antd-table`, `antd-select`, `antd-inputs`,
 * `antd-pickers`, `antd-tree`, `antd-content`) each hold a group of components; the shell provides
 * every family as a shared module over the same antd modules (one antd instance on the page) and a
 * page loads only the families it renders (docs/architecture.md, "antd families").
 */
export { Alert, App, Button, ConfigProvider, Flex, Segmented, Spin, Typography } from 'antd';
export type { ThemeConfig } from 'antd';
export type { Locale as AntdLocale } from 'antd/es/locale/index.js';
/** antd's locales (CommonJS modules: `app-providers.tsx` takes `default` when the bundler wraps it). */
export * as antdEnUsModule from 'antd/locale/en_US.js';
export * as antdFrFrModule from 'antd/locale/fr_FR.js';
