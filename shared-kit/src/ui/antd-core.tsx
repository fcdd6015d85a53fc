/**
 * The smallest part of the antd facade: what the shell's first screen runs (the providers, the
 * login, password and e-mail confirmation screens, the language switch), so a visitor's first load
 * carries no more of antd. `antd.tsx` re-exports it with every other component the suite uses (the
 * signed-in frame's and the remotes'). One antd instance either way: the shell provides both
 * facades as shared modules over the same antd modules.
 */
export { Alert, App, Button, Card, ConfigProvider, Flex, Form, Input, Result, Segmented, Spin, Typography } from 'antd';
export type { FormInstance, ThemeConfig } from 'antd';
export type { Locale as AntdLocale } from 'antd/es/locale/index.js';
/** antd's locales (CommonJS modules: `app-providers.tsx` takes `default` when the bundler wraps it). */
export * as antdEnUsModule from 'antd/locale/en_US.js';
export * as antdFrFrModule from 'antd/locale/fr_FR.js';
