import { SvgIcon } from '@pimento/shared-kit/ui/plain/svg-icon';
import AppstoreOutlined from '@ant-design/icons-svg/lib/asn/AppstoreOutlined';
import CloudDownloadOutlined from '@ant-design/icons-svg/lib/asn/CloudDownloadOutlined';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@pimento/shared-kit/ui/brand-mark';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';
import { RemoteSlot } from '../../remotes/components/remote-slot';
import { LanguageSwitch } from '../../language/components/language-switch';

/** The mobile router's frame: a compact top bar, the route's remote, a bottom tab bar. */
export function MobileLayout({ remote, remoteProps }: { remote: string; remoteProps: RemoteProps }) {
  const { t } = useTranslation('shell');
  return (
    <div className="pimento-mobile" data-testid="mobile-layout">
      <header className="pimento-mobile-header">
        <BrandMark size={26} />
        <span className="pimento-wordmark">Pimento</span>
        <span style={{ flex: 1 }} />
        <LanguageSwitch saveOnUser />
      </header>
      <main className="pimento-mobile-content">
        <RemoteSlot key={remote} name={remote} remoteProps={remoteProps} />
      </main>
      <nav className="pimento-mobile-tabs">
        <NavLink to="/mobile/products/" data-testid="mobile-tab-products">
          <SvgIcon icon={AppstoreOutlined} />
          <span>{t('mobile.products')}</span>
        </NavLink>
        <NavLink to="/mobile/exports/" data-testid="mobile-tab-exports">
          <SvgIcon icon={CloudDownloadOutlined} />
          <span>{t('mobile.exports')}</span>
        </NavLink>
      </nav>
    </div>
  );
}
