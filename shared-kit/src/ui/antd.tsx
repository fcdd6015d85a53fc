/**
 * The suite's antd vocabulary: every antd component the shell and the remotes use, from one shared
 * module. Sharing this facade (instead of the whole `antd` entry, which cannot be tree-shaken once
 * shared) keeps one antd instance on the page with only the components the suite needs.
 * A remote needing another component adds it here (and the shell is rebuilt with it).
 */
export {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
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
export type { ThemeConfig } from 'antd';
