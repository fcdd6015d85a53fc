import { useTranslation } from 'react-i18next';
import { Typography } from '@pimento/shared-kit/ui/antd-core';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import type { AssetRulePreviewLine } from '@pimento/shared-kit/contracts/asset-assignment';

export type RulePreviewTableProps = {
  lines: readonly AssetRulePreviewLine[];
  categoryName: (id: number | null) => string;
};

/** Where each pasted name would go: its products (or models), category, order, language and whether it becomes the main image. */
export function RulePreviewTable({ lines, categoryName }: RulePreviewTableProps) {
  const { t } = useTranslation('assets');
  const target = (line: AssetRulePreviewLine) => {
    if (line.miss !== null) return <Typography.Text type="danger">{t(`rules.miss.${line.miss}`)}</Typography.Text>;
    const names = [...line.models.map((model) => t('rules.modelPrefix', { reference: model.reference })), ...line.products.map((product) => product.sku)];
    const more = line.products_count - line.products.length;
    return more > 0 ? `${names.join(', ')} ${t('rules.more', { count: more })}` : names.join(', ');
  };
  const columns: TableColumnsType<AssetRulePreviewLine & { key: number }> = [
    { title: t('rules.column.name'), dataIndex: 'name', ellipsis: true },
    { title: t('rules.column.target'), key: 'target', render: (_, line) => target(line) },
    { title: t('rules.column.category'), key: 'category', render: (_, line) => (line.miss === 'no_match' || line.miss === 'language_unknown' ? '' : categoryName(line.category_id)) },
    {
      title: t('rules.column.order'),
      key: 'order',
      render: (_, line) => (line.position === null ? '' : typeof line.position === 'number' ? line.position : t(`rules.placements.${line.position}`)),
    },
    { title: t('rules.column.language'), dataIndex: 'language', render: (language: string | null) => language ?? '' },
    { title: t('rules.column.featured'), dataIndex: 'featured', render: (featured: boolean) => (featured ? t('rules.yes') : '') },
  ];
  return (
    <Table
      size="small"
      aria-label={t('rules.previewTable')}
      pagination={false}
      columns={columns}
      dataSource={lines.map((line, index) => ({ ...line, key: index }))}
      rowClassName={(line) => (line.miss === null ? '' : 'rule-preview-miss')}
      onRow={(line) => ({ 'data-testid': `preview-line-${line.name}` }) as React.HTMLAttributes<HTMLElement>}
      data-testid="rule-preview"
    />
  );
}
