import { memo, useMemo, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, Tag, Typography, type TableColumnsType } from '@pimento/shared-kit/ui/antd';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ListingSort } from '@pimento/shared-kit/contracts/product-filters';
import { pickLabel } from '../../../lib/pick-label';
import { formatValue } from '../../values/lib/format-value';
import type { ListingRow } from '../api/search-listing';
import type { ListingEntity } from '../lib/listing-fields';
import type { ListingSelection } from '../stores/listing-store';

export type ListingTableProps = {
  entity: ListingEntity;
  rows: readonly ListingRow[];
  columns: readonly string[];
  attributesById: ReadonlyMap<number, Attribute>;
  unitSymbols: ReadonlyMap<string, string>;
  sort: ListingSort;
  onSort: (sort: ListingSort) => void;
  selection: ListingSelection;
  onSelect: (ids: number[]) => void;
  onOpen: (id: number) => void;
  onEndReached: () => void;
  loading: boolean;
  language: string;
  height: number;
};

const statusColors: Record<string, string> = { active: 'green', end_of_life: 'orange', inactive: 'default' };

/**
 * The listing: virtualised rows (only the visible ones are in the DOM), cells as plain text, sorting
 * on any sortable column by the server, more pages fetched near the end of the scroll.
 */
export const ListingTable = memo(function ListingTable({ entity, rows, columns, attributesById, unitSymbols, sort, onSort, selection, onSelect, onOpen, onEndReached, loading, language, height }: ListingTableProps) {
  const { t } = useTranslation('catalogue');
  const order = (field: string) => (sort.field === field ? (sort.direction === 'desc' ? 'descend' : 'ascend') : null);
  const tableColumns = useMemo<TableColumnsType<ListingRow>>(() => {
    const identity: TableColumnsType<ListingRow> =
      entity === 'product'
        ? [
            {
              key: 'sku',
              title: t('products.fields.sku'),
              dataIndex: 'sku',
              width: 150,
              fixed: 'left',
              sorter: true,
              sortOrder: order('sku'),
              render: (sku: string, row) => (
                <Typography.Link onClick={() => onOpen(row.id)} style={{ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 13 }}>
                  {sku}
                </Typography.Link>
              ),
            },
            { key: 'name', title: t('products.fields.name'), dataIndex: 'name', width: 240, ellipsis: true, sorter: true, sortOrder: order('name') },
            { key: 'status', title: t('products.fields.status'), dataIndex: 'status', width: 120, sorter: true, sortOrder: order('status'), render: (status: string) => <Tag color={statusColors[status]}>{t(`products.status.${status}`)}</Tag> },
            { key: 'model', title: t('products.fields.model'), width: 140, ellipsis: true, render: (_, row) => row.model?.reference ?? '' },
          ]
        : [
            {
              key: 'reference',
              title: t('products.fields.reference'),
              dataIndex: 'reference',
              width: 160,
              fixed: 'left',
              sorter: true,
              sortOrder: order('reference'),
              render: (reference: string, row) => (
                <Typography.Link onClick={() => onOpen(row.id)} style={{ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 13 }}>
                  {reference}
                </Typography.Link>
              ),
            },
            { key: 'name', title: t('products.fields.name'), dataIndex: 'name', width: 240, ellipsis: true, sorter: true, sortOrder: order('name') },
            { key: 'products_count', title: t('products.fields.productsCount'), dataIndex: 'products_count', width: 110, align: 'right', sorter: true, sortOrder: order('products_count') },
          ];
    const attributeColumns: TableColumnsType<ListingRow> = columns.flatMap((column) => {
      const attribute = attributesById.get(Number(column.split(':')[1]));
      if (!attribute) return [];
      const unitSymbol = attribute.unit ? unitSymbols.get(attribute.unit) ?? attribute.unit : undefined;
      const sortable = attribute.type !== 'url_list' && attribute.type !== 'multi_dropdown';
      return [
        {
          key: column,
          title: pickLabel(attribute.labels, language, attribute.code),
          width: 160,
          ellipsis: true,
          sorter: sortable,
          sortOrder: order(column),
          align: attribute.type === 'integer' || attribute.type === 'decimal' ? ('right' as const) : undefined,
          render: (_: unknown, row: ListingRow) => formatValue(row.values[String(attribute.id)], { ...attribute, unitSymbol }, language, { yes: t('values.yes'), no: t('values.no') }),
        },
      ];
    });
    return [...identity, ...attributeColumns, { key: 'updated', title: t('products.fields.updated'), dataIndex: 'updated', width: 130, sorter: true, sortOrder: order('updated'), render: (updated: string) => new Date(updated).toLocaleDateString(language === 'fr' ? 'fr-FR' : 'en-GB') }];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entity, columns, attributesById, unitSymbols, sort, language, t, onOpen]);

  const totalWidth = tableColumns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 160), 48);
  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const target = event.currentTarget;
    if (target.scrollHeight - target.scrollTop - target.clientHeight < 400) onEndReached();
  };

  return (
    <Table<ListingRow>
      virtual
      size="small"
      rowKey="id"
      loading={loading}
      columns={tableColumns}
      dataSource={rows as ListingRow[]}
      pagination={false}
      scroll={{ x: totalWidth, y: height }}
      onScroll={handleScroll}
      showSorterTooltip={false}
      rowSelection={{
        columnWidth: 48,
        fixed: true,
        selectedRowKeys: selection.mode === 'ids' ? selection.ids : rows.map((row) => row.id),
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
      onChange={(_pagination, _filters, sorter) => {
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = single?.columnKey ? String(single.columnKey) : undefined;
        if (!field || !single?.order) onSort({ field: 'id', direction: 'desc' });
        else onSort({ field, direction: single.order === 'descend' ? 'desc' : 'asc' });
      }}
      data-testid="listing-table"
    />
  );
});
