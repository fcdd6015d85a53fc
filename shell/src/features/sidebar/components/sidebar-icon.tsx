import { SvgIcon } from '@pimento/shared-kit/ui/plain/svg-icon';
import AppstoreOutlined from '@ant-design/icons-svg/lib/asn/AppstoreOutlined';
import ApartmentOutlined from '@ant-design/icons-svg/lib/asn/ApartmentOutlined';
import BarChartOutlined from '@ant-design/icons-svg/lib/asn/BarChartOutlined';
import BlockOutlined from '@ant-design/icons-svg/lib/asn/BlockOutlined';
import CloudDownloadOutlined from '@ant-design/icons-svg/lib/asn/CloudDownloadOutlined';
import CloudUploadOutlined from '@ant-design/icons-svg/lib/asn/CloudUploadOutlined';
import DollarOutlined from '@ant-design/icons-svg/lib/asn/DollarOutlined';
import FilePdfOutlined from '@ant-design/icons-svg/lib/asn/FilePdfOutlined';
import FolderOutlined from '@ant-design/icons-svg/lib/asn/FolderOutlined';
import PictureOutlined from '@ant-design/icons-svg/lib/asn/PictureOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/lib/asn/QuestionCircleOutlined';
import RobotOutlined from '@ant-design/icons-svg/lib/asn/RobotOutlined';
import SafetyOutlined from '@ant-design/icons-svg/lib/asn/SafetyOutlined';
import SettingOutlined from '@ant-design/icons-svg/lib/asn/SettingOutlined';
import TableOutlined from '@ant-design/icons-svg/lib/asn/TableOutlined';
import TagsOutlined from '@ant-design/icons-svg/lib/asn/TagsOutlined';
import TeamOutlined from '@ant-design/icons-svg/lib/asn/TeamOutlined';
import FileTextOutlined from '@ant-design/icons-svg/lib/asn/FileTextOutlined';
import CodeOutlined from '@ant-design/icons-svg/lib/asn/CodeOutlined';
import type { ReactNode } from 'react';
import type { SidebarKey } from '../sidebar-entries';

const icons: Record<SidebarKey, ReactNode> = {
  products: <SvgIcon icon={AppstoreOutlined} />,
  categories: <SvgIcon icon={ApartmentOutlined} />,
  'price-lists': <SvgIcon icon={DollarOutlined} />,
  parameters: <SvgIcon icon={TagsOutlined} />,
  assets: <SvgIcon icon={PictureOutlined} />,
  'asset-categories': <SvgIcon icon={FolderOutlined} />,
  imports: <SvgIcon icon={CloudUploadOutlined} />,
  exports: <SvgIcon icon={CloudDownloadOutlined} />,
  matrix: <SvgIcon icon={TableOutlined} />,
  fabdis: <SvgIcon icon={FileTextOutlined} />,
  bmecat: <SvgIcon icon={CodeOutlined} />,
  pdf: <SvgIcon icon={FilePdfOutlined} />,
  clients: <SvgIcon icon={TeamOutlined} />,
  dashboard: <SvgIcon icon={BarChartOutlined} />,
  objects: <SvgIcon icon={BlockOutlined} />,
  system: <SvgIcon icon={SettingOutlined} />,
  rights: <SvgIcon icon={SafetyOutlined} />,
  help: <SvgIcon icon={QuestionCircleOutlined} />,
  assistant: <SvgIcon icon={RobotOutlined} />,
};

export function SidebarIcon({ entryKey }: { entryKey: SidebarKey }) {
  return <>{icons[entryKey]}</>;
}
