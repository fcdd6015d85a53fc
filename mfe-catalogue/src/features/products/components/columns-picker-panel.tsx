import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { pickLabel } from '../../../lib/pick-label';
import type { ColumnsPickerProps } from './columns-picker';

/** Inside the columns popover: the completion figures and attribute columns, searched and ordered as picked (antd Select, loaded on first open). */
export function ColumnsPickerPanel({ attributes, figures = [], columns, onChange, language }: ColumnsPickerProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Flex vertical gap={8} style={{ width: 360 }}>
      <Typography.Text strong>{t('columns.title')}</Typography.Text>
      <Select
        mode="multiple"
        allowClear
        autoFocus
        aria-label={t('columns.title')}
        value={[...columns]}
        onChange={onChange}
        showSearch={{ optionFilterProp: 'label' }}
        options={[...figures, ...attributes.map((attribute) => ({ value: `attribute:${attribute.id}`, label: pickLabel(attribute.labels, language, attribute.code) }))]}
        placeholder={t('columns.placeholder')}
        style={{ width: '100%' }}
        // The list opens inside the popover, so a click in it is not a click outside the popover.
        getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
        data-testid="columns-select"
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('columns.help')}
      </Typography.Text>
    </Flex>
  );
}
