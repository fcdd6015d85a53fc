import { useTranslation } from 'react-i18next';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';

export type ExtraValueInputProps = {
  attribute: ExtraAttribute;
  /** Given by the form item, so its label names the input. */
  id?: string;
  value?: string | number | boolean | null;
  onChange?: (value: string | boolean | null) => void;
  disabled?: boolean;
};

/** The input of one extra attribute's value, by its type; what is typed is kept as typed, the server parses it. */
export function ExtraValueInput({ attribute, id, value, onChange, disabled }: ExtraValueInputProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const testId = `extra-value-${attribute.code}`;
  const text = value === null || value === undefined ? '' : String(value);
  switch (attribute.type) {
    case 'boolean':
      return (
        <Select<string>
          id={id}
          allowClear
          disabled={disabled}
          placeholder={t('values.notSet')}
          value={value === true ? 'true' : value === false ? 'false' : undefined}
          onChange={(chosen) => onChange?.(chosen === undefined ? null : chosen === 'true')}
          options={[
            { value: 'true', label: t('values.yes') },
            { value: 'false', label: t('values.no') },
          ]}
          data-testid={testId}
        />
      );
    case 'dropdown':
      return (
        <Select<string>
          id={id}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={disabled}
          placeholder={t('values.pick')}
          value={text === '' ? undefined : text}
          onChange={(chosen) => onChange?.(chosen ?? null)}
          options={attribute.choices.map((choice) => ({ value: choice.code, label: pickLabel(choice.labels, language, choice.code) }))}
          data-testid={testId}
        />
      );
    case 'long_text':
      return <Input.TextArea id={id} rows={3} disabled={disabled} value={text} onChange={(event) => onChange?.(event.target.value)} data-testid={testId} />;
    case 'date':
      return <Input id={id} type="date" disabled={disabled} value={text} onChange={(event) => onChange?.(event.target.value)} data-testid={testId} />;
    default:
      return (
        <Input
          id={id}
          type={attribute.type === 'email' ? 'email' : attribute.type === 'url' ? 'url' : 'text'}
          inputMode={attribute.type === 'integer' || attribute.type === 'decimal' ? 'decimal' : undefined}
          disabled={disabled}
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
          data-testid={testId}
        />
      );
  }
}
