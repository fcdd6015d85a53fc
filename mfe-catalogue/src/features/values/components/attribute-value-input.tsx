import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { AutoComplete, Select } from '@pimento/shared-kit/ui/antd-select';
import { InputNumber } from '@pimento/shared-kit/ui/antd-inputs';
import { DatePicker, TimePicker } from '@pimento/shared-kit/ui/antd-pickers';
import { pickLabel } from '../../../lib/pick-label';
import type { ValueAttribute } from '../lib/value-attribute';
import { ObjectLinkSelect } from './object-link-select';
import { RangeEditor, type RangeValue } from './range-editor';
import { UrlListEditor } from './url-list-editor';

export type AttributeValueInputProps = {
  attribute: ValueAttribute;
  /** One language's value (a localizable attribute renders one input per language around this). */
  value: unknown;
  onChange: (value: unknown) => void;
  unitSymbol?: string;
  disabled?: boolean;
  /** The interface language, for choice labels. */
  language: string;
  id?: string;
  status?: 'error';
};

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
const asNumber = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const blankToNull = (value: string): string | null => (value === '' ? null : value);

/** The typed editor of one attribute value: what the catalogue manager types, picks or ticks. */
export function AttributeValueInput({ attribute, value, onChange, unitSymbol, disabled, language, id, status }: AttributeValueInputProps) {
  const { t } = useTranslation('catalogue');
  const common = { id, disabled, status, style: { width: '100%' } };
  const maxLength = attribute.max_length ?? undefined;
  const choiceOptions = attribute.choices.map((choice) => ({ value: choice.code, label: pickLabel(choice.labels, language, choice.code) }));

  switch (attribute.type) {
    case 'text':
      if (attribute.suggestions.length > 0) {
        return (
          <AutoComplete
            {...common}
            value={asString(value)}
            options={attribute.suggestions.map((suggestion) => ({ value: suggestion }))}
            onChange={(next: string) => onChange(blankToNull(next))}
            showSearch={{ filterOption: (input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase()) }}
          />
        );
      }
      return <Input {...common} value={asString(value)} maxLength={maxLength} onChange={(event) => onChange(blankToNull(event.target.value))} />;
    case 'long_text':
      return (
        <Input.TextArea {...common} value={asString(value)} maxLength={maxLength} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(event) => onChange(blankToNull(event.target.value))} />
      );
    case 'email':
      return <Input {...common} type="email" value={asString(value)} maxLength={maxLength} onChange={(event) => onChange(blankToNull(event.target.value.trim()))} />;
    case 'url':
      return <Input {...common} type="url" placeholder="https://" value={asString(value)} maxLength={maxLength} onChange={(event) => onChange(blankToNull(event.target.value.trim()))} />;
    case 'integer':
    case 'decimal':
      return (
        // No min, max or precision here: antd would change what was typed to fit on leaving the field
        // (6000 shown as 5000). The rule is shown at the field and refuses the save (`number-rules.ts`).
        <InputNumber
          {...common}
          value={asNumber(value)}
          suffix={unitSymbol}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      );
    case 'boolean':
      return (
        <Select
          {...common}
          allowClear
          placeholder={t('values.notSet')}
          value={typeof value === 'boolean' ? String(value) : undefined}
          options={[
            { value: 'true', label: t('values.yes') },
            { value: 'false', label: t('values.no') },
          ]}
          onChange={(next: string | undefined) => onChange(next === undefined ? null : next === 'true')}
        />
      );
    case 'date':
      return (
        <DatePicker
          {...common}
          format={language === 'fr' ? 'DD/MM/YYYY' : 'YYYY-MM-DD'}
          value={typeof value === 'string' && value ? dayjs(value, 'YYYY-MM-DD') : null}
          onChange={(next) => onChange(next ? next.format('YYYY-MM-DD') : null)}
        />
      );
    case 'time':
      return (
        <TimePicker
          {...common}
          format="HH:mm"
          value={typeof value === 'string' && value ? dayjs(`2000-01-01T${value}`) : null}
          onChange={(next) => onChange(next ? next.format('HH:mm') : null)}
        />
      );
    case 'url_list':
      return <UrlListEditor id={id} disabled={disabled} value={Array.isArray(value) ? (value as string[]) : null} onChange={onChange} />;
    case 'dropdown':
      return (
        <Select
          {...common}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('values.pick')}
          value={typeof value === 'string' ? value : undefined}
          options={choiceOptions}
          onChange={(next: string | undefined) => onChange(next ?? null)}
        />
      );
    case 'multi_dropdown':
      return (
        <Select
          {...common}
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('values.pickSeveral')}
          value={Array.isArray(value) ? (value as string[]) : []}
          options={choiceOptions}
          onChange={(next: string[]) => onChange(next.length === 0 ? null : next)}
        />
      );
    case 'object_link':
      return <ObjectLinkSelect id={id} disabled={disabled} objectTypeId={attribute.object_type_id} value={asNumber(value)} onChange={onChange} />;
    case 'range':
      return (
        <RangeEditor
          id={id}
          disabled={disabled}
          unitSymbol={unitSymbol}
          value={value && typeof value === 'object' ? (value as Partial<RangeValue>) : null}
          onChange={onChange}
        />
      );
  }
}
