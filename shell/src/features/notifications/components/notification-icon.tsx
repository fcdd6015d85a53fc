import { SvgIcon } from '@pimento/shared-kit/ui/plain/svg-icon';
import AppstoreOutlined from '@ant-design/icons-svg/lib/asn/AppstoreOutlined';
import CheckCircleOutlined from '@ant-design/icons-svg/lib/asn/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons-svg/lib/asn/CloseCircleOutlined';
import CloudDownloadOutlined from '@ant-design/icons-svg/lib/asn/CloudDownloadOutlined';
import CloudUploadOutlined from '@ant-design/icons-svg/lib/asn/CloudUploadOutlined';
import DollarOutlined from '@ant-design/icons-svg/lib/asn/DollarOutlined';
import ExperimentOutlined from '@ant-design/icons-svg/lib/asn/ExperimentOutlined';
import PictureOutlined from '@ant-design/icons-svg/lib/asn/PictureOutlined';
import RobotOutlined from '@ant-design/icons-svg/lib/asn/RobotOutlined';
import SyncOutlined from '@ant-design/icons-svg/lib/asn/SyncOutlined';
import UserOutlined from '@ant-design/icons-svg/lib/asn/UserOutlined';
import WarningOutlined from '@ant-design/icons-svg/lib/asn/WarningOutlined';
import type { ReactNode } from 'react';
import type { NotificationImage, ProductIcon } from '../notification-image';

const icons: Record<ProductIcon, ReactNode> = {
  import: <SvgIcon icon={CloudUploadOutlined} />,
  export: <SvgIcon icon={CloudDownloadOutlined} />,
  etim: <SvgIcon icon={ExperimentOutlined} />,
  asset: <SvgIcon icon={PictureOutlined} />,
  product: <SvgIcon icon={AppstoreOutlined} />,
  price: <SvgIcon icon={DollarOutlined} />,
  ai: <SvgIcon icon={RobotOutlined} />,
  feed: <SvgIcon icon={SyncOutlined} />,
  warning: <SvgIcon icon={WarningOutlined} />,
  success: <SvgIcon icon={CheckCircleOutlined} />,
  error: <SvgIcon icon={CloseCircleOutlined} />,
  user: <SvgIcon icon={UserOutlined} />,
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
