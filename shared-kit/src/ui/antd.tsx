/**
 * The suite's antd vocabulary: every antd component the shell and the remotes use, from one shared
 * module. Sharing this facade (instead of the whole `antd` entry, which cannot be tree-shaken once
 * shared) keeps one antd instance on the page with only the components the suite needs.
 * A remote needing another component adds it here (and the shell is rebuilt with it).
 */
export {
  Alert,
  AutoComplete,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
  TimePicker,
  Timeline,
  Tooltip,
  Tree,
  Typography,
} from 'antd';
export type { FormInstance, TableColumnsType, ThemeConfig, TreeDataNode } from 'antd';
export type { Locale as AntdLocale } from 'antd/es/locale/index.js';
/** antd's locales (CommonJS modules: `app-providers.tsx` takes `default` when the bundler wraps it). */
export * as antdEnUsModule from 'antd/locale/en_US.js';
export * as antdFrFrModule from 'antd/locale/fr_FR.js';
