/**
 * The part of the antd facade the shell frame and the login screens need (shared-kit's UI
 * primitives use it too). The shell imports only this at start; `antd.tsx` re-exports it with the
 * heavier components, which load with the first remote that uses them. One antd instance either way:
 * both facades are provided by the shell as shared modules and point at the same antd modules.
 */
export {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  ConfigProvider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Progress,
  Result,
  Segmented,
  Skeleton,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
export type { FormInstance, ThemeConfig } from 'antd';
export type { Locale as AntdLocale } from 'antd/es/locale/index.js';
/** antd's locales (CommonJS modules: `app-providers.tsx` takes `default` when the bundler wraps it). */
export * as antdEnUsModule from 'antd/locale/en_US.js';
export * as antdFrFrModule from 'antd/locale/fr_FR.js';
