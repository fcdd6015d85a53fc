import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { InputNumber } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { Table } from '@pimento/shared-kit/ui/antd-table';
import type { CsvDialectChoice, ImportFile, ImportPreview } from '@pimento/shared-kit/contracts/imports';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { spacing } from '@pimento/shared-kit/design/tokens';
import type { ReadSettings } from '../api/files';

export type ReadingSettingsProps = {
  file: ImportFile;
  settings: ReadSettings;
  onChange: (settings: ReadSettings) => void;
  /** The rows as read with these settings (react-query, shared with the caller). */
  preview: ImportPreview | undefined;
  previewError: unknown;
  /** How many rows of the preview to show (0: none). */
  rows?: number;
};

/** A labelled control: the label names the control for assistive technology. */
function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <Flex vertical gap={spacing.xs} style={{ minWidth: 150 }}>
      <label htmlFor={id} style={{ fontSize: 13 }}>
        {label}
      </label>
      {children(id)}
    </Flex>
  );
}

/**
 * How the file is read: the sheet (xlsx, visible ones offered), the header line, and for a CSV the
 * separator, quote, encoding and decimal mark, each detected first and open to correction.
 */
export function ReadingSettings({ file, settings, onChange, preview, previewError, rows = 5 }: ReadingSettingsProps) {
  const { t, i18n } = useTranslation('imports');
  const dialect = file.dialect;
  const csv = (patch: Partial<CsvDialectChoice>) => onChange({ ...settings, csv: { ...settings.csv, ...patch } });
  const visibleSheets = file.sheets.filter((sheet) => sheet.visible);

  const separators = [
    { value: ',', label: t('reading.comma') },
    { value: ';', label: t('reading.semicolon') },
    { value: '\t', label: t('reading.tab') },
    { value: '|', label: t('reading.pipe') },
  ];
  const labelOf = (options: { value: string; label: string }[], value: string | undefined) => options.find((option) => option.value === value)?.label ?? value ?? '';
  const quotes = [
    { value: '"', label: t('reading.doubleQuote') },
    { value: "'", label: t('reading.singleQuote') },
  ];
  const decimals = [
    { value: '.', label: t('reading.decimalPoint') },
    { value: ',', label: t('reading.decimalComma') },
  ];
  const encodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-15'].map((value) => ({ value, label: value.toUpperCase() }));

  return (
    <Flex vertical gap={spacing.lg} data-testid="reading-settings">
      <Flex gap={spacing.lg} wrap>
        {file.format === 'xlsx' && (
          <Field label={t('reading.sheet')}>
            {(id) => (
              <Select
                id={id}
                value={settings.sheet ?? preview?.sheet ?? visibleSheets[0]?.name}
                onChange={(sheet: string) => onChange({ ...settings, sheet })}
                options={visibleSheets.map((sheet) => ({ value: sheet.name, label: sheet.name }))}
                data-testid="reading-sheet"
              />
            )}
          </Field>
        )}
        <Field label={t('reading.headerLine')}>
          {(id) => (
            <InputNumber
              id={id}
              min={1}
              max={1000}
              value={settings.header_line}
              onChange={(value) => typeof value === 'number' && onChange({ ...settings, header_line: value })}
              data-testid="reading-header-line"
            />
          )}
        </Field>
        {file.format === 'csv' && dialect && (
          <>
            <Field label={t('reading.separator')}>
              {(id) => (
                <Select<string>
                  id={id}
                  value={settings.csv.separator ?? dialect.separator}
                  onChange={(separator: string) => csv({ separator: separator as CsvDialectChoice['separator'] })}
                  options={separators}
                  data-testid="reading-separator"
                />
              )}
            </Field>
            <Field label={t('reading.quote')}>
              {(id) => <Select<string> id={id} value={settings.csv.quote ?? dialect.quote} onChange={(quote: string) => csv({ quote: quote as CsvDialectChoice['quote'] })} options={quotes} />}
            </Field>
            <Field label={t('reading.encoding')}>
              {(id) => (
                <Select<string> id={id} value={settings.csv.encoding ?? dialect.encoding} onChange={(encoding: string) => csv({ encoding: encoding as CsvDialectChoice['encoding'] })} options={encodings} />
              )}
            </Field>
            <Field label={t('reading.decimalMark')}>
              {(id) => (
                <Select<string>
                  id={id}
                  value={settings.csv.decimal_mark ?? dialect.decimal_mark}
                  onChange={(decimal_mark: string) => csv({ decimal_mark: decimal_mark as CsvDialectChoice['decimal_mark'] })}
                  options={decimals}
                />
              )}
            </Field>
          </>
        )}
      </Flex>
      {file.format === 'csv' && dialect && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('reading.detected', { value: [labelOf(separators, dialect.separator), labelOf(quotes, dialect.quote), dialect.encoding.toUpperCase(), labelOf(decimals, dialect.decimal_mark)].join(' · ') })}
        </Typography.Text>
      )}
      {previewError ? <Alert type="error" showIcon title={t('reading.previewFailed')} description={translateError(previewError, toLanguage(i18n.language))} /> : null}
      {preview && rows > 0 && (
        <div>
          <Typography.Text strong>
            {t('reading.firstRows')} · {t('reading.columns', { count: preview.columns.length })}
          </Typography.Text>
          <Table
            size="small"
            style={{ marginTop: spacing.sm }}
            scroll={{ x: 'max-content' }}
            pagination={false}
            rowKey="line"
            dataSource={preview.rows.slice(0, rows)}
            data-testid="reading-preview"
            columns={[
              { key: 'line', title: t('reading.line'), width: 64, render: (_, row) => row.line },
              ...preview.columns.map((column) => ({
                key: column.key,
                title: column.header,
                render: (_: unknown, row: ImportPreview['rows'][number]) => (
                  <span style={{ whiteSpace: 'nowrap', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', display: 'inline-block' }}>{row.cells[column.index] ?? ''}</span>
                ),
              })),
            ]}
          />
        </div>
      )}
    </Flex>
  );
}
