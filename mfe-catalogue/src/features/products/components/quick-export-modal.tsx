import type { ComponentProps } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Button } from '@pimento/shared-kit/ui/antd-core';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Radio } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { useErrorMessage } from '@pimento/shared-kit/client/error-message-on-demand';
import type { ExportFormat } from '@pimento/shared-kit/contracts/exports';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useAttributeLanguages } from '../../attributes/api/get-attribute-languages';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import type { BulkSelection } from '../api/start-bulk-action';
import { useStartQuickExport } from '../api/start-quick-export';

export type QuickExportModalProps = {
  open: boolean;
  /** The listing's selection, or its current filters (the whole result). */
  selection: BulkSelection;
  /** How many products that is: the selection's size or the filters' count. */
  targetCount: number;
  /** The user's listing columns in their order, as stored: the file's columns. */
  columns: readonly string[];
  onClose: () => void;
};

const formats: readonly ExportFormat[] = ['xlsx', 'csv', 'json'];
const fieldsetStyle = { border: 'none', padding: 0, margin: 0 } as const;

/**
 * The listing's quick export: the products selected or filtered, the listing's columns, in a
 * format and a language of values; started as an export run followed in the tasks panel.
 */
export function QuickExportModal({ open, selection, targetCount, columns, onClose }: QuickExportModalProps) {
  const { t } = useTranslation('catalogue');
  const interfaceLanguage = useInterfaceLanguage();
  const notify = useNotify();
  const start = useStartQuickExport();
  const languages = useAttributeLanguages().data ?? [];
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [chosenLanguage, setChosenLanguage] = useState<string | null>(null);
  // The interface language when the company writes values in it, else the company's first.
  const language = chosenLanguage ?? languages.find((entry) => entry.code === interfaceLanguage)?.code ?? languages[0]?.code ?? null;
  const refusal = useErrorMessage(start.error, interfaceLanguage);
  const languageId = useId();

  const what =
    'ids' in selection
      ? t('quickExport.whatSelected', { count: targetCount })
      : selection.filters.length > 0
        ? t('quickExport.whatFiltered', { count: targetCount })
        : t('quickExport.whatAll', { count: targetCount });

  const handleClose = () => {
    start.reset();
    onClose();
  };
  const handleStart = () => {
    start.mutate(
      { selection, columns: [...columns], format, ...(language === null ? {} : { language }) },
      {
        onSuccess: () => {
          notify.info(t('quickExport.started'));
          handleClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('quickExport.title')}
      onCancel={handleClose}
      onOk={handleStart}
      okText={t('quickExport.start')}
      okButtonProps={{ loading: start.isPending, disabled: targetCount === 0, 'data-testid': 'quick-export-start' } as ComponentProps<typeof Button>}
      cancelText={t('actions.cancel')}
      destroyOnHidden
      width={520}
    >
      <Flex vertical gap={spacing.md} style={{ paddingTop: spacing.xs }}>
        <Typography.Text data-testid="quick-export-what">{what}</Typography.Text>
        <fieldset style={fieldsetStyle}>
          <legend style={{ fontSize: 14, marginBottom: spacing.xs }}>{t('quickExport.format')}</legend>
          <Radio.Group value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)} options={formats.map((value) => ({ value, label: t(`quickExport.formats.${value}`) }))} />
        </fieldset>
        <Flex vertical gap={spacing.xs}>
          <label htmlFor={languageId}>{t('quickExport.language')}</label>
          <Select
            id={languageId}
            value={language}
            onChange={(next: string) => setChosenLanguage(next)}
            options={languages.map((entry) => ({ value: entry.code, label: interfaceLanguage === 'fr' ? entry.label_fr : entry.label_en }))}
            data-testid="quick-export-language"
          />
        </Flex>
        <Typography.Text type="secondary">{t('quickExport.columnsNote')}</Typography.Text>
        {refusal !== null && (
          <p role="alert" style={{ margin: 0, color: palette.errorText }}>
            {refusal}
          </p>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('quickExport.jobNote')}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
