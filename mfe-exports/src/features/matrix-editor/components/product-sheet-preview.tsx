import { useTranslation } from 'react-i18next';
import { Alert, Typography } from '@pimento/shared-kit/ui/antd-core';
import type { ProductSheetOptions } from '@pimento/shared-kit/contracts/export-layout';
import type { ExportPreview } from '@pimento/shared-kit/contracts/exports';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { previewCellStyle, previewHeaderStyle } from './preview-cells';


/** The first product's block as the file will hold it: each section titled, its fields down or across. */
export function ProductSheetPreview({ preview, failed, options }: { preview: ExportPreview | undefined; failed: boolean; options: ProductSheetOptions }) {
  const { t } = useTranslation('exports');
  const empty = preview !== undefined && preview.sheets.every((sheet) => sheet.rows.length === 0);
  return (
    <section aria-labelledby="preview-title" data-testid="preview">
      <Typography.Title level={5} id="preview-title">
        {t('productSheet.preview')}
      </Typography.Title>
      {failed && <Alert type="warning" showIcon title={t('editor.previewFailed')} />}
      {empty && <Typography.Text type="secondary">{t('editor.previewEmpty')}</Typography.Text>}
      {!empty &&
        preview?.sheets.map((sheet) => {
          const row = sheet.rows[0] ?? [];
          return (
            <div key={sheet.name} style={{ overflowX: 'auto', marginBottom: spacing.md }}>
              <table style={{ borderCollapse: 'collapse', fontSize: 13 }} data-testid={`preview-${sheet.name}`}>
                <caption style={{ textAlign: 'left', fontWeight: 600 }}>{sheet.name}</caption>
                {options.orientation === 'vertical' ? (
                  <tbody>
                    {sheet.columns.map((column, index) => (
                      <tr key={column.id}>
                        <th scope="row" style={previewHeaderStyle}>
                          {column.header}
                        </th>
                        <td style={previewCellStyle}>{row[index]}</td>
                      </tr>
                    ))}
                  </tbody>
                ) : (
                  <>
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
                      <tr>
                        {sheet.columns.map((column, index) => (
                          <td key={column.id} style={previewCellStyle}>
                            {row[index]}
                          </td>
                        ))}
                      </tr>
                    </tbody>
                  </>
                )}
              </table>
            </div>
          );
        })}
    </section>
  );
}
