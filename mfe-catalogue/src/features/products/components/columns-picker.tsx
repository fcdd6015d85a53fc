import { lazy, useState } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainButton, PlainPopover } from '@pimento/shared-kit/ui/plain/kit';
import type { AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { AntdScope } from '@pimento/shared-kit/remote/antd-scope';

/** The picker's select (antd) is its own file, fetched when the popover first opens. */
const ColumnsPickerPanel = lazy(() => import('./columns-picker-panel').then((module) => ({ default: module.ColumnsPickerPanel })));

export type ColumnsPickerProps = {
  attributes: readonly AttributeIdLabel[];
  /** Columns that are not attributes (the completion figures), offered first. */
  figures?: readonly { value: string; label: string }[];
  columns: readonly string[];
  onChange: (columns: string[]) => void;
  language: string;
};

/** The user's own columns (attributes, completion figures), in the order picked (saved on the server for the user). */
export function ColumnsPicker({ attributes, figures = [], columns, onChange, language }: ColumnsPickerProps) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  return (
    <PlainPopover
      open={open}
      onOpenChange={setOpen}
      label={t('columns.title')}
      placement="bottomRight"
      content={
        <AntdScope>
          <ColumnsPickerPanel attributes={attributes} figures={figures} columns={columns} onChange={onChange} language={language} />
        </AntdScope>
      }
    >
      <PlainButton icon={<SettingOutlined />} aria-expanded={open} data-testid="columns-picker">
        {t('columns.button', { count: columns.length })}
      </PlainButton>
    </PlainPopover>
  );
}
