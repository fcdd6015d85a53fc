/**
 * The suite's antd vocabulary: every antd component the shell and the remotes use, from one shared
 * module. Sharing this facade (instead of the whole `antd` entry, which cannot be tree-shaken once
 * shared) keeps one antd instance on the page with only the components the suite needs.
 * A remote needing another component adds it here (and the shell is rebuilt with it).
 */
export * from './antd-core.tsx';
/** The heavier components (tables, pickers, selects, trees…): loaded when a remote first needs them, not at the shell's start. */
export {
  AutoComplete,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Divider,
  InputNumber,
  Modal,
  Popover,
  Radio,
  Row,
  Select,
  Switch,
  Table,
  Tabs,
  TimePicker,
  Timeline,
  Tree,
} from 'antd';
export type { TableColumnsType, TreeDataNode } from 'antd';
