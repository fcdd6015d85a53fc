import { useTranslation } from 'react-i18next';
import { Typography } from '@pimento/shared-kit/ui/antd-core';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import type { DraftPill, PreviewRow } from '../lib/editor-model';
import { useProblemText } from '../lib/problem-text';

export type PreviewTableProps = { rows: PreviewRow[]; pills: readonly DraftPill[]; labels: ReadonlyMap<string, string> };

const cell = { padding: `${spacing.sm}px ${spacing.md}px`, borderBottom: `1px solid ${palette.border}`, verticalAlign: 'top' as const, textAlign: 'left' as const };

/** The first rows before and after each pill (apply-pill, the server's code), recomputed on every edit. */
export function PreviewTable({ rows, pills, labels }: PreviewTableProps) {
  const { t } = useTranslation('imports');
  const problemText = useProblemText();
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('preview.title')}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }} data-testid="mapping-preview">
        <thead>
          <tr style={{ background: palette.surfaceRaised }}>
            <th scope="col" style={{ ...cell, width: 64 }}>
              {t('preview.line')}
            </th>
            {pills.map((pill, index) => (
              <th scope="col" key={pill.id} style={{ ...cell, minWidth: 180 }}>
                {t('pill.label', { index: index + 1, target: labels.get(pill.id) ?? '' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} data-testid={`preview-line-${row.line}`}>
              <th scope="row" style={{ ...cell, fontWeight: 400, color: palette.inkMuted }}>
                {row.line}
              </th>
              {row.skipped ? (
                <td colSpan={Math.max(pills.length, 1)} style={{ ...cell, color: palette.inkMuted, fontStyle: 'italic' }}>
                  {t('preview.skipped')}
                </td>
              ) : (
                pills.map((pill) => {
                  const entry = row.cells[pill.id];
                  if (!entry) return <td key={pill.id} style={cell} />;
                  const outcome = entry.outcome;
                  let after: React.ReactNode;
                  if ('broken' in outcome) after = <span style={{ color: palette.errorText }}>{t('preview.broken')}</span>;
                  else if (!outcome.applies) after = <span style={{ color: palette.inkMuted, fontStyle: 'italic' }}>{t('preview.notApplied')}</span>;
                  else if ('error' in outcome) after = <span style={{ color: palette.errorText }}>{`${t('preview.formulaError')}: ${problemText({ code: 'import.pill_formula', issues: [outcome.error] })}`}</span>;
                  else if (outcome.text === null) after = <span style={{ color: palette.inkMuted, fontStyle: 'italic' }}>{t('preview.empty')}</span>;
                  else after = <strong style={{ color: palette.ink }}>{outcome.text}</strong>;
                  return (
                    <td key={pill.id} style={cell} data-testid={`preview-${row.line}-${pill.id}`}>
                      <div style={{ color: palette.inkMuted, fontSize: 12 }}>
                        <span className="preview-label">{t('preview.before')}: </span>
                        {entry.before || '—'}
                      </div>
                      <div data-testid="preview-after">
                        <span style={{ color: palette.inkMuted, fontSize: 12 }}>{t('preview.after')}: </span>
                        {after}
                      </div>
                    </td>
                  );
                })
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <Typography.Text type="secondary">{t('preview.noFile')}</Typography.Text>}
    </div>
  );
}
