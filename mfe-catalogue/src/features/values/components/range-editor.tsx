import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { InputNumber } from '@pimento/shared-kit/ui/antd-inputs';

export type RangeValue = { min: number; max: number };

export type RangeEditorProps = {
  value: Partial<RangeValue> | null;
  onChange: (value: Partial<RangeValue> | null) => void;
  unitSymbol?: string;
  disabled?: boolean;
  id?: string;
};

/** A range: its minimum and maximum side by side (the server checks the second is larger). */
export function RangeEditor({ value, onChange, unitSymbol, disabled, id }: RangeEditorProps) {
  const { t } = useTranslation('catalogue');
  const handleChange = (end: 'min' | 'max', next: number | null) => {
    const range = { ...(value ?? {}), [end]: next ?? undefined };
    onChange(range.min === undefined && range.max === undefined ? null : range);
  };
  const invalid = value?.min !== undefined && value?.max !== undefined && value.max <= value.min;
  return (
    <Flex vertical gap={4} id={id}>
      <Flex gap={8} align="center">
        <InputNumber aria-label={t('values.rangeMin')} placeholder={t('values.rangeMin')} value={value?.min ?? null} disabled={disabled} onChange={(next) => handleChange('min', next)} style={{ flex: 1 }} />
        <Typography.Text type="secondary">–</Typography.Text>
        <InputNumber aria-label={t('values.rangeMax')} placeholder={t('values.rangeMax')} value={value?.max ?? null} disabled={disabled} onChange={(next) => handleChange('max', next)} style={{ flex: 1 }} status={invalid ? 'error' : undefined} />
        {unitSymbol && <Typography.Text type="secondary">{unitSymbol}</Typography.Text>}
      </Flex>
      {invalid && <Typography.Text type="danger">{t('values.rangeOrder')}</Typography.Text>}
    </Flex>
  );
}
