import {
  AppstoreOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  DollarOutlined,
  ExperimentOutlined,
  PictureOutlined,
  RobotOutlined,
  SyncOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { NotificationImage, ProductIcon } from '../notification-image';

const icons: Record<ProductIcon, ReactNode> = {
  import: <CloudUploadOutlined />,
  export: <CloudDownloadOutlined />,
  etim: <ExperimentOutlined />,
  asset: <PictureOutlined />,
  product: <AppstoreOutlined />,
  price: <DollarOutlined />,
  ai: <RobotOutlined />,
  feed: <SyncOutlined />,
  warning: <WarningOutlined />,
  success: <CheckCircleOutlined />,
  error: <CloseCircleOutlined />,
  user: <UserOutlined />,
};

/** A notification's picture: a product icon or an image. */
export function NotificationIcon({ image }: { image: NotificationImage }) {
  if (image?.kind === 'image') return <img src={image.src} alt="" width={32} height={32} style={{ borderRadius: 8, objectFit: 'cover' }} />;
  return (
    <span className="pimento-notification-icon" data-icon={image?.kind === 'icon' ? image.icon : 'product'}>
      {icons[image?.kind === 'icon' ? image.icon : 'product']}
    </span>
  );
}
