import { useTranslation } from 'react-i18next';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { emailPlaceholders, type EmailPlaceholder } from '@pimento/shared-kit/contracts/email-placeholders';
import '../../../i18n/email-strings';

/** How a placeholder is written in a template. */
export const placeholderToken = (name: EmailPlaceholder) => `{{${name}}}`;

/**
 * "Insert a placeholder": a list of every placeholder with what it stands for; choosing one (click,
 * or arrows and Enter) hands it to `onPick` and the list empties again for the next one.
 */
export function PlaceholderPicker({ onPick }: { onPick: (name: EmailPlaceholder) => void }) {
  const { t } = useTranslation('settings');
  return (
    <Select<EmailPlaceholder>
      aria-label={t('emails.insert')}
      placeholder={t('emails.insert')}
      value={null}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 320 }}
      options={emailPlaceholders.map((name) => ({ value: name, label: `${placeholderToken(name)} — ${t(`emails.placeholders.${name.replace('.', '_')}`)}` }))}
      onChange={(name) => onPick(name)}
      data-testid="email-placeholder-picker"
    />
  );
}
