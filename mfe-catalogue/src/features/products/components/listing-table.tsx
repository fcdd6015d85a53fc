import { memo, useCallback, useEffect, useMemo, useRef, type Key, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType, type TableProps } from '@pimento/shared-kit/ui/antd-table';
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

const linkStyle = { fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 13 };

/**
 * The SKU / reference cell: a plain link styled as antd's Typography.Link (the page's Typography
 * styles apply), without its hooks: a scroll mounts one per new row. A real `href`, so it is
 * reachable by keyboard and opens in a new tab; a plain click opens the page in place.
 */
function ItemLink({ href, label, onOpen }: { href: string; label: string; onOpen: () => void }) {
  return (
    <a
      className="ant-typography ant-typography-link"
      href={href}
      style={linkStyle}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {label}
    </a>
  );
}

/** A number per columns array: the table's key, so it remounts when the cells' columns change. */
const columnKeys = new WeakMap<object, number>();
let nextKey = 0;
const keyOf = (columns: object): number => {
  let key = columnKeys.get(columns);
  if (key === undefined) {
    nextKey += 1;
    key = nextKey;
    columnKeys.set(columns, key);
  }
  return key;
};

/** A cell renders again only when its row's data changed (a new page, a saved value), not on a sort click, a selection or a spinner. */
const sameRowData = (record: ListingRow, previous: ListingRow) => record !== previous;

/**
 * The listing: virtualised rows (only the visible ones are in the DOM), cells as plain text, sorting
 * on any sortable column by the server, more pages fetched near the end of the scroll.
 * Interaction cost (issue 4): every column's cells have `shouldCellUpdate`, so a sort click, a
 * selection or the loading state re-renders the header and the check boxes, not the 1,500 cells;
 * what the cells show beyond their row (language, attribute definitions, columns) remounts the table.
 */
export const ListingTable = memo(function ListingTable({ entity, rows, columns, attributesById, unitSymbols, sort, onSort, selection, onSelect, onOpen, onEndReached, loading, language, height }: ListingTableProps) {
  const { t } = useTranslation('catalogue');
  // The SKU link calls the latest `onOpen` without making the columns (and the cells) depend on it.
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });
  // The columns and their cells, apart from the sort (a sort click changes only the headers' sort order).
  const cellColumns = useMemo<TableColumnsType<ListingRow>>(() => {
    const identity: TableColumnsType<ListingRow> =
      entity === 'product'
        ? [
            {
              key: 'sku',
              shouldCellUpdate: sameRowData,
              title: t('products.fields.sku'),
              dataIndex: 'sku',
              width: 150,
              fixed: 'left',
              sorter: true,
              render: (sku: string, row) => <ItemLink href={`?product=${row.id}`} label={sku} onOpen={() => openRef.current(row.id)} />,
            },
            { key: 'name', shouldCellUpdate: sameRowData, title: t('products.fields.name'), dataIndex: 'name', width: 240, ellipsis: true, sorter: true },
            { key: 'status', shouldCellUpdate: sameRowData, title: t('products.fields.status'), dataIndex: 'status', width: 120, sorter: true, render: (status: string) => <Tag color={statusColors[status]}>{t(`products.status.${status}`)}</Tag> },
            { key: 'model', shouldCellUpdate: sameRowData, title: t('products.fields.model'), width: 140, ellipsis: true, render: (_, row) => row.model?.reference ?? '' },
          ]
        : [
            {
              key: 'reference',
              shouldCellUpdate: sameRowData,
              title: t('products.fields.reference'),
              dataIndex: 'reference',
              width: 160,
              fixed: 'left',
              sorter: true,
              render: (reference: string, row) => <ItemLink href={`?model=${row.id}`} label={reference} onOpen={() => openRef.current(row.id)} />,
            },
            { key: 'name', shouldCellUpdate: sameRowData, title: t('products.fields.name'), dataIndex: 'name', width: 240, ellipsis: true, sorter: true },
            { key: 'products_count', shouldCellUpdate: sameRowData, title: t('products.fields.productsCount'), dataIndex: 'products_count', width: 110, align: 'right', sorter: true },
          ];
    const attributeColumns: TableColumnsType<ListingRow> = columns.flatMap((column) => {
      const attribute = attributesById.get(Number(column.split(':')[1]));
      if (!attribute) return [];
      const unitSymbol = attribute.unit ? unitSymbols.get(attribute.unit) ?? attribute.unit : undefined;
      const sortable = attribute.type !== 'url_list' && attribute.type !== 'multi_dropdown';
      return [
        {
          key: column,
          shouldCellUpdate: sameRowData,
          title: pickLabel(attribute.labels, language, attribute.code),
          width: 160,
          ellipsis: true,
          sorter: sortable,
          align: attribute.type === 'integer' || attribute.type === 'decimal' ? ('right' as const) : undefined,
          render: (_: unknown, row: ListingRow) => formatValue(row.values[String(attribute.id)], { ...attribute, unitSymbol }, language, { yes: t('values.yes'), no: t('values.no') }),
        },
      ];
    });
    return [...identity, ...attributeColumns, { key: 'updated', shouldCellUpdate: sameRowData, title: t('products.fields.updated'), dataIndex: 'updated', width: 130, sorter: true, render: (updated: string) => new Date(updated).toLocaleDateString(language === 'fr' ? 'fr-FR' : 'en-GB') }];
  }, [entity, columns, attributesById, unitSymbols, language, t]);
  const tableColumns = useMemo<TableColumnsType<ListingRow>>(
    () => cellColumns.map((column) => (column.sorter ? { ...column, sortOrder: sort.field === column.key ? (sort.direction === 'desc' ? 'descend' : 'ascend') : null } : column)),
    [cellColumns, sort],
  );

  const totalWidth = tableColumns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 160), 48);
  // What the cells show beyond their row: when it changes, the table remounts (cells skip updates otherwise).
  const cellsKey = keyOf(cellColumns);
  const scroll = useMemo(() => ({ x: totalWidth, y: height }), [totalWidth, height]);
  // The distance to the end is read once a frame (not in every scroll event, which would force a
  // layout while the virtual rows are being replaced).
  const endCheck = useRef(0);
  const handleScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const target = event.currentTarget;
      if (endCheck.current) return;
      endCheck.current = requestAnimationFrame(() => {
        endCheck.current = 0;
        if (target.scrollHeight - target.scrollTop - target.clientHeight < 400) onEndReached();
      });
    },
    [onEndReached],
  );
  useEffect(() => () => cancelAnimationFrame(endCheck.current), []);
  const selectedRowKeys = useMemo(() => (selection.mode === 'ids' ? selection.ids : rows.map((row) => row.id)), [selection, rows]);
  const rowSelection = useMemo(() => ({ columnWidth: 48, fixed: true, selectedRowKeys, onChange: (keys: Key[]) => onSelect(keys.map(Number)) }), [selectedRowKeys, onSelect]);
  const handleChange = useCallback<NonNullable<TableProps<ListingRow>['onChange']>>(
    (_pagination, _filters, sorter) => {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = single?.columnKey ? String(single.columnKey) : undefined;
      if (!field || !single?.order) onSort({ field: 'id', direction: 'desc' });
      else onSort({ field, direction: single.order === 'descend' ? 'desc' : 'asc' });
    },
    [onSort],
  );

  return (
    <Table<ListingRow>
      key={cellsKey}
      virtual
      size="small"
      rowKey="id"
      loading={loading}
      columns={tableColumns}
      dataSource={rows as ListingRow[]}
      pagination={false}
      scroll={scroll}
      onScroll={handleScroll}
      showSorterTooltip={false}
      rowSelection={rowSelection}
      onChange={handleChange}
      data-testid="listing-table"
    />
  );
});
