import { Segmented } from '@pimento/shared-kit/ui/antd-core';
import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@pimento/shared-kit/i18n/i18n';
import { useUpdateLanguage } from '../../company/api/update-language';

/** English / French switch: cookie `language` at once, and on the user when signed in. */
export function LanguageSwitch({ saveOnUser }: { saveOnUser: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const update = useUpdateLanguage();
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('header.language')}
      data-testid="language-switch"
      value={toLanguage(i18n.language)}
      onChange={(language) => update.mutate({ language, saveOnUser })}
      options={[
        { label: 'EN', value: 'en', title: t('header.english') },
        { label: 'FR', value: 'fr', title: t('header.french') },
      ]}
    />
  );
}
