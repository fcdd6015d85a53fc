import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import type { PillProblem } from '@pimento/shared-kit/imports/apply-pill';
import { palette, radii, spacing } from '@pimento/shared-kit/design/tokens';
import type { DraftPill, Suggestion } from '../lib/editor-model';
import { useProblemText } from '../lib/problem-text';

export type PillCardProps = {
  pill: DraftPill;
  index: number;
  label: string;
  headers: ReadonlyMap<string, string>;
  suggestion: Suggestion | undefined;
  problems: readonly PillProblem[] | undefined;
  onEdit: () => void;
  onRemove: () => void;
  onConfirm: () => void;
  onRemoveColumn: (column: string) => void;
};

/**
 * A pill: the columns it reads, the target it writes, what transforms the value. A drop target for
 * columns. A suggestion of the auto-match shows its confidence and reason and, below 1, asks to be
 * confirmed; a broken pill (missing column, bad formula) says why.
 */
export function PillCard({ pill, index, label, headers, suggestion, problems, onEdit, onRemove, onConfirm, onRemoveColumn }: PillCardProps) {
  const { t } = useTranslation('imports');
  const problemText = useProblemText();
  const { setNodeRef, isOver } = useDroppable({ id: `pill:${pill.id}`, data: { pillId: pill.id, label } });
  const broken = problems !== undefined && problems.length > 0;
  const toConfirm = suggestion !== undefined && !suggestion.confirmed;
  const border = isOver ? palette.info : broken ? palette.errorBorder : toConfirm ? palette.warningBorder : pill.target ? palette.border : palette.warningBorder;
  const background = isOver ? palette.infoDrop : broken ? palette.errorBg : toConfirm ? palette.warningBg : palette.surface;
  const headingId = `pill-heading-${pill.id}`;

  return (
    <li
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`pill-${index + 1}`}
      data-broken={broken || undefined}
      style={{ listStyle: 'none', border: `1px solid ${border}`, borderLeft: `4px solid ${broken ? palette.error : toConfirm ? palette.warning : pill.target ? palette.info : palette.warning}`, borderRadius: radii.md, background, padding: spacing.md }}
    >
      <Flex justify="space-between" align="flex-start" gap={spacing.sm} wrap>
        <Flex vertical gap={spacing.xs} style={{ minWidth: 0, flex: 1 }}>
          <Flex gap={spacing.sm} align="center" wrap>
            <Typography.Text id={headingId} strong style={{ color: pill.target ? palette.ink : palette.warning }}>
              {t('pill.label', { index: index + 1, target: label })}
            </Typography.Text>
            {broken && (
              <ToneTag tone="error">{t('pill.broken')}</ToneTag>
            )}
            {suggestion && (
              <ToneTag tone={suggestion.confirmed ? 'success' : 'warning'} data-testid={`pill-${index + 1}-suggestion`}>
                {suggestion.confirmed && suggestion.confidence < 1 ? t('pill.confirmed') : t('pill.suggestion', { confidence: Math.round(suggestion.confidence * 100) })}
              </ToneTag>
            )}
          </Flex>
          {suggestion && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`pill.reason.${suggestion.reason}`)}
            </Typography.Text>
          )}
          <Flex gap={spacing.xs} wrap aria-label={t('pill.columns')} role="group">
            {pill.columns.map((column) => (
              <ToneTag
                key={column}
                closable={pill.columns.length > 1}
                closeIcon={pill.columns.length > 1 ? <span aria-label={t('pill.removeColumn', { column: headers.get(column) ?? column })}>✕</span> : undefined}
                onClose={(event) => {
                  event.preventDefault();
                  onRemoveColumn(column);
                }}
                tone={headers.has(column) || headers.size === 0 ? 'info' : 'error'}
              >
                {headers.get(column) ?? `{${column}}`}
              </ToneTag>
            ))}
            {pill.formula && <ToneTag tone="neutral">{t('pill.formula')}</ToneTag>}
            {pill.value_map && <ToneTag tone="neutral">{t('pill.valueMap')}</ToneTag>}
            {pill.conditions.length > 0 && <ToneTag tone="neutral">{t('pill.conditions', { count: pill.conditions.length })}</ToneTag>}
          </Flex>
          {broken && (
            <Typography.Text style={{ color: palette.errorText, fontSize: 13 }} data-testid={`pill-${index + 1}-problems`}>
              {problems.map(problemText).join(' ')}
            </Typography.Text>
          )}
        </Flex>
        <Flex gap={spacing.xs}>
          {toConfirm && (
            <Button size="small" type="primary" onClick={onConfirm} aria-label={t('pill.confirmNamed', { target: label })} data-testid={`pill-${index + 1}-confirm`}>
              {t('pill.confirm')}
            </Button>
          )}
          <Button size="small" onClick={onEdit} aria-label={t('pill.editNamed', { index: index + 1 })} data-testid={`pill-${index + 1}-edit`}>
            {t('pill.edit')}
          </Button>
          <Button size="small" danger type="text" onClick={onRemove} aria-label={t('pill.removeNamed', { index: index + 1 })} data-testid={`pill-${index + 1}-remove`}>
            {t('pill.remove')}
          </Button>
        </Flex>
      </Flex>
    </li>
  );
}
