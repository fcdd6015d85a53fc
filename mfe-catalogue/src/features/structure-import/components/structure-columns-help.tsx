import { useTranslation } from 'react-i18next';
import { headerKey } from '@pimento/shared-kit/imports/header-keys';
import { structureImportColumns } from '@pimento/shared-kit/contracts/structure-import';
import { palette, radii, spacing } from '@pimento/shared-kit/design/tokens';
import { requiredFields, structureFields } from '../lib/structure-columns';

const cell = { padding: `${spacing.xs}px ${spacing.sm}px`, borderBottom: `1px solid ${palette.border}`, verticalAlign: 'top', textAlign: 'left' } as const;

/**
 * What a structure file may hold: each column by its header in the interface language, what it
 * holds, and the other headers read as the same column (English and French).
 */
export function StructureColumnsHelp() {
  const { t } = useTranslation('catalogue');
  return (
    <div style={{ maxHeight: 280, overflowY: 'auto', border: `1px solid ${palette.border}`, borderRadius: radii.md }} tabIndex={0} role="region" aria-labelledby="structure-import-columns-title">
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }} data-testid="structure-import-columns">
        <caption id="structure-import-columns-title" style={{ ...cell, captionSide: 'top', fontWeight: 600, color: palette.ink, background: palette.surfaceRaised }}>
          {t('structureImport.columnsTitle')}
        </caption>
        <thead>
          <tr style={{ background: palette.surfaceRaised }}>
            <th scope="col" style={{ ...cell, width: '28%' }}>
              {t('structureImport.columnHeader')}
            </th>
            <th scope="col" style={cell}>
              {t('structureImport.columnHolds')}
            </th>
          </tr>
        </thead>
        <tbody>
          {structureFields.map((field) => {
            const header = t(`structureImport.columns.${field}.header`);
            const others = structureImportColumns[field].filter((key) => key !== headerKey(header));
            return (
              <tr key={field} data-testid={`structure-import-column-${field}`}>
                <th scope="row" style={{ ...cell, fontWeight: 600, color: palette.ink }}>
                  {header}
                  {requiredFields.includes(field) && <span style={{ display: 'block', fontWeight: 400, color: palette.inkMuted }}>{t('structureImport.required')}</span>}
                </th>
                <td style={{ ...cell, color: palette.inkSoft }}>
                  {t(`structureImport.columns.${field}.help`)}
                  {others.length > 0 && <span style={{ display: 'block', color: palette.inkMuted }}>{t('structureImport.alsoRead', { names: others.join(', ') })}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
