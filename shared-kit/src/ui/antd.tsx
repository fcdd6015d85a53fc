/**
 * The suite's antd vocabulary: every antd component the shell and the remotes use, from one shared
 * module. Sharing this facade (instead of the whole `antd` entry, which cannot be tree-shaken once
 * shared) keeps one antd instance on the page with only the components the suite needs.
 * A remote needing another component adds it here (and the shell is rebuilt with it).
 */
export * from './antd-core.tsx';
/** Everything else: the signed-in frame's components and the heavier ones (tables, pickers, selects, trees…), not in the shell's start. */
export {
  AutoComplete,
  Avatar,
  Badge,
  Breadcrumb,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  InputNumber,
  List,
  Modal,
  Popover,
  Progress,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  TimePicker,
  Timeline,
  Tooltip,
  Tree,
} from 'antd';
export type { TableColumnsType, TreeDataNode } from 'antd';
