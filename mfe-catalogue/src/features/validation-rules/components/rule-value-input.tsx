import { useTranslation } from 'react-i18next';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { InputNumber } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ValidationOperator } from '@pimento/shared-kit/contracts/validation-rules';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';

type Scalar = string | number | boolean;
export type RuleFormValue = Scalar | Scalar[] | null;

export type RuleValueInputProps = {
  attribute: Attribute;
  operator: ValidationOperator;
  /** Given by the form item, so its label names the input. */
  id?: string;
  value?: RuleFormValue;
  onChange?: (value: RuleFormValue) => void;
};

const isNumberType = (attribute: Attribute) => attribute.type === 'integer' || attribute.type === 'decimal';

/** The value a rule compares with, typed by its operator and the attribute: a bound, a list, one value. */
export function RuleValueInput({ attribute, operator, id, value, onChange }: RuleValueInputProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const choices = attribute.choices.map((choice) => ({ value: choice.code, label: pickLabel(choice.labels, language, choice.code) }));
  const text = value === null || value === undefined || Array.isArray(value) ? '' : String(value);
  const dayOrTime = attribute.type === 'date' ? 'date' : attribute.type === 'time' ? 'time' : null;

  if (operator === 'min' || operator === 'max') {
    if (dayOrTime !== null) return <Input id={id} type={dayOrTime} value={text} onChange={(event) => onChange?.(event.target.value)} data-testid="rule-value" />;
    return <InputNumber id={id} style={{ width: '100%' }} value={typeof value === 'number' ? value : null} onChange={(next) => onChange?.(next)} data-testid="rule-value" />;
  }
  if (operator === 'among' || operator === 'not_among') {
    const list = Array.isArray(value) ? value.map(String) : [];
    const typed = (entries: string[]) => (isNumberType(attribute) ? entries.map(Number).filter(Number.isFinite) : entries);
    return (
      <Select<string[]>
        id={id}
        mode={choices.length > 0 ? 'multiple' : 'tags'}
        options={choices}
        value={list}
        placeholder={t(choices.length > 0 ? 'rules.pickChoices' : 'rules.typeValues')}
        onChange={(entries) => onChange?.(typed(entries))}
        optionFilterProp="label"
        data-testid="rule-value"
      />
    );
  }
  if (attribute.type === 'boolean') {
    return (
      <Select<string>
        id={id}
        value={value === true ? 'true' : value === false ? 'false' : undefined}
        onChange={(chosen) => onChange?.(chosen === 'true')}
        options={[
          { value: 'true', label: t('values.yes') },
          { value: 'false', label: t('values.no') },
        ]}
        data-testid="rule-value"
      />
    );
  }
  if (choices.length > 0) return <Select<string> id={id} showSearch={{ optionFilterProp: 'label' }} value={text || undefined} options={choices} onChange={(chosen) => onChange?.(chosen)} data-testid="rule-value" />;
  if (isNumberType(attribute)) return <InputNumber id={id} style={{ width: '100%' }} value={typeof value === 'number' ? value : null} onChange={(next) => onChange?.(next)} data-testid="rule-value" />;
  return <Input id={id} type={dayOrTime ?? 'text'} value={text} onChange={(event) => onChange?.(event.target.value)} data-testid="rule-value" />;
}
