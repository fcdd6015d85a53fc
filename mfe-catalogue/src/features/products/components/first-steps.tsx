import { useTranslation } from 'react-i18next';
import { PlainButton, injectStyles } from '@pimento/shared-kit/ui/plain/kit';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { isAdministrator } from '../../../lib/is-administrator';
import type { ListingEntity } from '../lib/listing-fields';
import { DemoCatalogueStep } from './demo-catalogue-step';

const css = `
.pm-first-steps { padding: 40px 24px 48px; display: flex; flex-direction: column; align-items: center; gap: 20px; font: 400 14px/1.5714 var(--pimento-font); }
.pm-first-steps__title { margin: 0; font-size: 18px; font-weight: 600; color: var(--pimento-ink); }
.pm-first-steps__lead { margin: 0; color: var(--pimento-ink-muted); max-width: 560px; text-align: center; }
.pm-first-steps__list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 12px; width: min(100%, 760px); counter-reset: step; }
.pm-first-steps__step { border: 1px solid var(--pimento-border); border-radius: 12px; padding: 16px; display: flex; flex-direction: column; gap: 10px; counter-increment: step; }
.pm-first-steps__step h4 { margin: 0; font-size: 14px; font-weight: 600; color: var(--pimento-ink); }
.pm-first-steps__step h4::before { content: counter(step) ". "; color: var(--pimento-ink-muted); }
.pm-first-steps__step p { margin: 0; color: var(--pimento-ink-muted); flex: 1; }
`;

export type FirstStepsProps = { entity: ListingEntity; hasAttributes: boolean; onCreate: () => void };

/**
 * What an empty catalogue shows instead of "No result": what to do first, each step a
 * button, and for an administrator the demo catalogue to load. Plain markup: the listing's first
 * render loads no antd.
 */
export function FirstSteps({ entity, hasAttributes, onCreate }: FirstStepsProps) {
  injectStyles('first-steps', css);
  const { t } = useTranslation('catalogue');
  const { navigate, session } = useRemoteProps();
  const kind = entity === 'product' ? 'products' : 'models';
  return (
    <section className="pm-first-steps" aria-labelledby="pm-first-steps-title" data-testid="first-steps">
      <h3 className="pm-first-steps__title" id="pm-first-steps-title">
        {t(`firstSteps.${kind}.title`)}
      </h3>
      <p className="pm-first-steps__lead">{t(`firstSteps.${kind}.lead`)}</p>
      <ol className="pm-first-steps__list">
        <li className="pm-first-steps__step">
          <h4>{t('firstSteps.attributes.title')}</h4>
          <p>{t(hasAttributes ? 'firstSteps.attributes.some' : 'firstSteps.attributes.none')}</p>
          <PlainButton onClick={() => navigate('/attributes/')}>{t('firstSteps.attributes.action')}</PlainButton>
        </li>
        <li className="pm-first-steps__step">
          <h4>{t(`firstSteps.${kind}.createTitle`)}</h4>
          <p>{t(`firstSteps.${kind}.createText`)}</p>
          <PlainButton variant="primary" onClick={onCreate} data-testid="first-steps-create">
            {t(entity === 'product' ? 'products.newProduct' : 'products.newModel')}
          </PlainButton>
        </li>
        <li className="pm-first-steps__step">
          <h4>{t('firstSteps.import.title')}</h4>
          <p>{t('firstSteps.import.text')}</p>
          <PlainButton onClick={() => navigate('/imports/')}>{t('firstSteps.import.action')}</PlainButton>
        </li>
        {/* Products only: the demo loads into a company without products, and fills both listings. */}
        {entity === 'product' && isAdministrator(session) && <DemoCatalogueStep />}
      </ol>
    </section>
  );
}
