import { useTranslation } from 'react-i18next';
import { supportedLanguages, toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useUpdateLanguage } from '../../company/api/update-language';

/**
 * English / French switch: cookie `language` at once, and on the user when signed in. A plain
 * segmented control styled in `index.html` (it is on the login screen, which carries no antd).
 */
export function LanguageSwitch({ saveOnUser }: { saveOnUser: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const update = useUpdateLanguage();
  const current = toLanguage(i18n.language);
  const titles = { en: t('header.english'), fr: t('header.french') };
  return (
    <div className="pimento-segmented" role="radiogroup" aria-label={t('header.language')} data-testid="language-switch">
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="button"
          role="radio"
          aria-checked={language === current}
          title={titles[language]}
          className={`pimento-segmented-item${language === current ? ' pimento-segmented-item-selected' : ''}`}
          onClick={() => language !== current && update.mutate({ language, saveOnUser })}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
