import { useTranslation } from 'react-i18next';
import { Alert, Typography } from '@pimento/shared-kit/ui/antd-core';
import type { ExportPreview } from '@pimento/shared-kit/contracts/exports';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import { previewCellStyle, previewHeaderStyle } from './preview-cells';

/** The first products as the file will hold them, one table per visible sheet. */
export function PreviewTable({ preview, failed }: { preview: ExportPreview | undefined; failed: boolean }) {
  const { t } = useTranslation('exports');
  return (
    <section aria-labelledby="preview-title" data-testid="preview">
      <Typography.Title level={5} id="preview-title">
        {t('editor.preview')}
      </Typography.Title>
      {failed && <Alert type="warning" showIcon title={t('editor.previewFailed')} />}
      {preview?.sheets.map((sheet) => (
        <div key={sheet.name} style={{ overflowX: 'auto', marginBottom: spacing.md }}>
          <table style={{ borderCollapse: 'collapse', fontSize: 13 }} data-testid={`preview-${sheet.name}`}>
            <caption style={{ textAlign: 'left', color: palette.inkMuted }}>{sheet.name}</caption>
            <thead>
              <tr>
                {sheet.columns.map((column) => (
                  <th key={column.id} scope="col" style={previewHeaderStyle}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, cellIndex) => (
                    <td key={sheet.columns[cellIndex]?.id ?? cellIndex} style={previewCellStyle}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {sheet.rows.length === 0 && <Typography.Text type="secondary">{t('editor.previewEmpty')}</Typography.Text>}
        </div>
      ))}
    </section>
  );
}
