import { useTranslation } from 'react-i18next';
import { Alert, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Tag } from '@pimento/shared-kit/ui/antd-frame';
import { InputNumber } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { ImportPreview, ImportUploadAnswer } from '@pimento/shared-kit/contracts/imports';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { readColumns } from '../lib/structure-columns';

export type ReadingChoice = { sheet: string | null; headerLine: number };

/**
 * The uploaded file before the import starts: its name, the sheet and the header line to read
 * (a workbook of several sheets), and the columns as they will be read — those that feed a field,
 * those ignored, and a warning when the name or type column is missing.
 */
export function StructureFileReady({
  upload,
  preview,
  reading,
  onReadingChange,
}: {
  upload: ImportUploadAnswer;
  preview: ImportPreview;
  reading: ReadingChoice;
  onReadingChange: (reading: ReadingChoice) => void;
}) {
  const { t } = useTranslation('catalogue');
  const sheets = upload.file.sheets.filter((sheet) => sheet.visible);
  const columns = readColumns(preview.columns);
  const missing = columns.missing.map((field) => t(`structureImport.columns.${field}.header`)).join('”, “');

  return (
    <Flex vertical gap={spacing.md} data-testid="structure-file-ready">
      <Typography.Text strong data-testid="structure-file-name">
        {t('structureImport.file.chosen', { name: upload.file.name })}
      </Typography.Text>
      <Flex gap={spacing.lg} wrap align="center">
        {sheets.length > 1 && (
          <div style={{ display: 'flex', alignItems: 'center', gap: spacing.sm }}>
            <span aria-hidden>{t('structureImport.file.sheet')}</span>
            <Select
              value={reading.sheet ?? preview.sheet}
              onChange={(sheet: string) => onReadingChange({ ...reading, sheet })}
              options={sheets.map((sheet) => ({ value: sheet.name, label: sheet.name }))}
              aria-label={t('structureImport.file.sheet')}
              style={{ minWidth: 180 }}
              data-testid="structure-file-sheet"
            />
          </div>
        )}
        <div style={{ display: 'flex', alignItems: 'center', gap: spacing.sm }}>
          <span aria-hidden>{t('structureImport.file.headerLine')}</span>
          <InputNumber
            min={1}
            max={1000}
            precision={0}
            value={reading.headerLine}
            onChange={(value) => onReadingChange({ ...reading, headerLine: typeof value === 'number' && value >= 1 ? value : 1 })}
            aria-label={t('structureImport.file.headerLine')}
            style={{ width: 90 }}
            data-testid="structure-file-header-line"
          />
        </div>
      </Flex>
      <div>
        <Typography.Text type="secondary">{t('structureImport.file.recognised')} </Typography.Text>
        {columns.recognised.length === 0 ? (
          <Typography.Text>{t('structureImport.file.none')}</Typography.Text>
        ) : (
          <span data-testid="structure-file-recognised">
            {columns.recognised.map((column) => (
              <Tag key={column.header} style={{ marginBlock: spacing.xxs }}>
                {column.header}
              </Tag>
            ))}
          </span>
        )}
      </div>
      {columns.ignored.length > 0 && (
        <div data-testid="structure-file-ignored">
          <Typography.Text type="secondary">{t('structureImport.file.ignored')} </Typography.Text>
          <Typography.Text>{columns.ignored.join(', ')}</Typography.Text>
        </div>
      )}
      {columns.missing.length > 0 && <Alert type="warning" showIcon title={t('structureImport.file.missing', { columns: missing })} data-testid="structure-file-missing" />}
    </Flex>
  );
}
