import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Drawer, List } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { ExportColumn } from '@pimento/shared-kit/contracts/export-layout';
import type { TemplateComparison } from '@pimento/shared-kit/contracts/export-templates';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useChangeTemplate, useTemplateComparison, useTemplateVersions, type TabularTemplate } from '../../templates/api/templates';

const titleOf = (column: ExportColumn) => Object.values(column.header).find((text) => text.trim() !== '') ?? (column.source.kind === 'formula' ? column.source.formula : column.source.kind);

/** The shared comparison (`compareTemplateVersions` on the server) as lines a person reads. */
function ComparisonLines({ comparison }: { comparison: TemplateComparison }) {
  const { t } = useTranslation('exports');
  const lines: string[] = [];
  if (comparison.name) lines.push(t('versions.renamed', comparison.name));
  for (const sheet of comparison.sheets) {
    if (sheet.status === 'unchanged') continue;
    if (sheet.status === 'added') lines.push(t('versions.sheetAdded', { name: sheet.name }));
    else if (sheet.status === 'removed') lines.push(t('versions.sheetRemoved', { name: sheet.name }));
    else lines.push(t('versions.sheetChanged', { name: sheet.name }));
    for (const entry of sheet.added) lines.push(`  ${t('versions.added', { column: titleOf(entry.column) })}`);
    for (const entry of sheet.removed) lines.push(`  ${t('versions.removed', { column: titleOf(entry.column) })}`);
    for (const entry of sheet.changed) lines.push(`  ${t('versions.changedColumn', { column: titleOf(entry.after) })}`);
    for (const entry of sheet.moved) {
      const column = sheet.changed.find((changed) => changed.id === entry.id)?.after;
      lines.push(`  ${t('versions.movedColumn', { column: column ? titleOf(column) : entry.id.slice(0, 8), from: entry.from + 1, to: entry.to + 1 })}`);
    }
  }
  if (lines.length === 0) return <Typography.Text>{t('versions.noChange')}</Typography.Text>;
  return (
    <ul data-testid="comparison" style={{ paddingLeft: spacing.lg }}>
      {lines.map((line, index) => (
        <li key={index}>{line.trim()}</li>
      ))}
    </ul>
  );
}

/** The versions of a template: the list, two compared, a revert after a confirmation that says what is lost. */
export function VersionsDrawer({ template, onClose, onReverted }: { template: TabularTemplate; onClose: () => void; onReverted: () => void }) {
  const { t } = useTranslation('exports');
  const confirm = useConfirm();
  const notify = useNotify();
  const change = useChangeTemplate();
  const versions = useTemplateVersions(template.id, true);
  const numbers = (versions.data ?? []).map((version) => version.version);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(template.version);
  const comparison = useTemplateComparison(template.id, from, to);
  const revert = async (version: number) => {
    const newer = numbers.filter((number) => number > version).join(', ');
    if (!(await confirm({ content: t('versions.revertConfirm', { version, newer }), danger: true, okText: t('versions.revert') }))) return;
    change.mutate(
      { action: 'revert', id: template.id, to: version, version: template.version },
      {
        onSuccess: () => {
          notify.success(t('versions.reverted', { version }));
          onReverted();
          onClose();
        },
        onError: notify.error,
      },
    );
  };
  const options = numbers.map((number) => ({ value: number, label: `v${number}` }));
  return (
    <Drawer open onClose={onClose} title={t('versions.title', { name: template.name })} size="large">
      <List
        dataSource={versions.data ?? []}
        loading={versions.isPending}
        renderItem={(version) => (
          <List.Item
            data-testid={`version-${version.version}`}
            actions={version.current ? [] : [<Button key="revert" onClick={() => void revert(version.version)}>{t('versions.revert')}</Button>]}
          >
            {t('versions.by', { version: version.version, user: version.saved_by?.username ?? '—' })} · {new Date(version.saved).toLocaleString()}
            {version.current ? ` (${t('versions.current')})` : ''}
          </List.Item>
        )}
      />
      <Typography.Title level={5}>{t('versions.compare')}</Typography.Title>
      <Flex gap={spacing.sm} wrap>
        <label>
          {t('versions.from')}
          <Select style={{ display: 'block', minWidth: 120 }} value={from} onChange={(value: number) => setFrom(value)} options={options} />
        </label>
        <label>
          {t('versions.to')}
          <Select style={{ display: 'block', minWidth: 120 }} value={to} onChange={(value: number) => setTo(value)} options={options} />
        </label>
      </Flex>
      {comparison.data && <ComparisonLines comparison={comparison.data} />}
    </Drawer>
  );
}
