import { useTranslation } from 'react-i18next';
import { BrandMark } from '@pimento/shared-kit/ui/brand-mark';

/** The full-screen loading overlay of first load. */
export function LoadingOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <div className={`pimento-loader${visible ? '' : ' pimento-loader-done'}`} data-testid="loading-overlay" aria-hidden={!visible} role="progressbar" aria-busy={visible} aria-label={t('loader.starting')}>
      <div className="pimento-loader-mark">
        <BrandMark size={56} />
      </div>
      <div className="pimento-loader-bar" />
      <p>{t('loader.starting')}</p>
    </div>
  );
}
