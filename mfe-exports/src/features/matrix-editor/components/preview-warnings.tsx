import { useTranslation } from 'react-i18next';
import { Alert } from '@pimento/shared-kit/ui/antd-core';
import type { ExportWarning } from '@pimento/shared-kit/contracts/exports';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';

/** What a run of the previewed draft will leave out or fall back on, in the interface language. */
export function PreviewWarnings({ warnings }: { warnings: readonly ExportWarning[] }) {
  const { t, i18n } = useTranslation('exports');
  if (warnings.length === 0) return null;
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <Alert
      type="warning"
      showIcon
      title={t('editor.brokenTitle')}
      description={
        <ul data-testid="broken-columns">
          {warnings.map((warning, index) => (
            <li key={index}>{errorMessage(warning.code, language, warning.params ?? {})}</li>
          ))}
        </ul>
      }
    />
  );
}
