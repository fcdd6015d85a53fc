import { useTranslation } from 'react-i18next';
import { PlainButton, injectStyles } from '@pimento/shared-kit/ui/plain/kit';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { useErrorMessage } from '@pimento/shared-kit/client/error-message-on-demand';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useLoadDemoCatalogue } from '../api/load-demo-catalogue';

const css = `
.pm-first-steps__step .pm-first-steps__status { color: var(--pimento-ink); flex: 0; }
.pm-first-steps__step .pm-first-steps__refusal { color: var(--pimento-error-text); flex: 0; }
`;

/**
 * The empty catalogue's last step, for an administrator: load the demo catalogue into this
 * company (a job in the tasks panel; the listing fills when it is done). Styled by `FirstSteps`.
 */
export function DemoCatalogueStep() {
  injectStyles('demo-catalogue-step', css);
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const load = useLoadDemoCatalogue();
  // The listing's first screen carries no error message: the refusal's loads when it happens.
  const serverRefusal = useErrorMessage(load.error instanceof ApiError ? load.error : null, language);
  const refusal = load.error instanceof ApiError ? serverRefusal : load.error ? t('firstSteps.demo.failed') : null;
  return (
    <li className="pm-first-steps__step" data-testid="first-steps-demo">
      <h4>{t('firstSteps.demo.title')}</h4>
      <p>{t('firstSteps.demo.text')}</p>
      {load.isSuccess ? (
        <p role="status" className="pm-first-steps__status">
          {t('firstSteps.demo.started')}
        </p>
      ) : (
        <PlainButton loading={load.isPending} onClick={() => load.mutate()} data-testid="first-steps-demo-load">
          {t('firstSteps.demo.action')}
        </PlainButton>
      )}
      {refusal !== null && (
        <p role="alert" className="pm-first-steps__refusal">
          {refusal}
        </p>
      )}
    </li>
  );
}
