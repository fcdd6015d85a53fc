import {
  AppstoreOutlined,
  ApartmentOutlined,
  BarChartOutlined,
  BlockOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  DollarOutlined,
  FilePdfOutlined,
  FolderOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
  SafetyOutlined,
  SettingOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
  FileTextOutlined,
  CodeOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { SidebarKey } from '../sidebar-entries';

const icons: Record<SidebarKey, ReactNode> = {
  products: <AppstoreOutlined />,
  categories: <ApartmentOutlined />,
  'price-lists': <DollarOutlined />,
  parameters: <TagsOutlined />,
  assets: <PictureOutlined />,
  'asset-categories': <FolderOutlined />,
  imports: <CloudUploadOutlined />,
  exports: <CloudDownloadOutlined />,
  matrix: <TableOutlined />,
  fabdis: <FileTextOutlined />,
  bmecat: <CodeOutlined />,
  pdf: <FilePdfOutlined />,
  clients: <TeamOutlined />,
  dashboard: <BarChartOutlined />,
  objects: <BlockOutlined />,
  system: <SettingOutlined />,
  rights: <SafetyOutlined />,
  help: <QuestionCircleOutlined />,
  assistant: <RobotOutlined />,
};

export function SidebarIcon({ entryKey }: { entryKey: SidebarKey }) {
  return <>{icons[entryKey]}</>;
}
