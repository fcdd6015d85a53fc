import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Popover } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { pickLabel } from '../../../lib/pick-label';

export type ColumnsPickerProps = {
  attributes: readonly AttributeIdLabel[];
  columns: readonly string[];
  onChange: (columns: string[]) => void;
  language: string;
};

/** The user's own attribute columns, in the order picked (saved on the server for the user). */
export function ColumnsPicker({ attributes, columns, onChange, language }: ColumnsPickerProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={
        <Flex vertical gap={8} style={{ width: 360 }}>
          <Typography.Text strong>{t('columns.title')}</Typography.Text>
          <Select
            mode="multiple"
            allowClear
            aria-label={t('columns.title')}
            value={[...columns]}
            onChange={onChange}
            showSearch={{ optionFilterProp: 'label' }}
            options={attributes.map((attribute) => ({ value: `attribute:${attribute.id}`, label: pickLabel(attribute.labels, language, attribute.code) }))}
            placeholder={t('columns.placeholder')}
            style={{ width: '100%' }}
            data-testid="columns-select"
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('columns.help')}
          </Typography.Text>
        </Flex>
      }
    >
      <Button icon={<SettingOutlined />} data-testid="columns-picker">
        {t('columns.button', { count: columns.length })}
      </Button>
    </Popover>
  );
}
