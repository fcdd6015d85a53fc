import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTag, injectStyles } from '@pimento/shared-kit/ui/plain/kit';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ListingSort } from '@pimento/shared-kit/contracts/product-filters';
import { pickLabel } from '../../../lib/pick-label';
import { formatValue } from '../../values/lib/format-value';
import type { ListingRow } from '../api/search-listing';
import type { ListingEntity } from '../lib/listing-fields';
import type { ListingSelection } from '../stores/listing-store';
import { listingTableCss, rowHeight, selectionWidth } from './listing-table-style';

export type ListingTableProps = {
  entity: ListingEntity;
  rows: readonly ListingRow[];
  columns: readonly string[];
  attributesById: ReadonlyMap<number, Attribute>;
  /** The completion columns' titles (`completion`, `completion:<client id>`); a column without one is not shown. */
  figureTitles?: ReadonlyMap<string, string>;
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

/** One column of the grid: its header and how a row's cell shows. */
type GridColumn = {
  key: string;
  title: string;
  width: number;
  sortable: boolean;
  align?: 'right';
  /** The identity column (SKU / reference) stays on screen while scrolling sideways. */
  pinned?: boolean;
  render: (row: ListingRow) => ReactNode;
};

const statusColors: Record<string, 'green' | 'orange' | 'default'> = { active: 'green', end_of_life: 'orange', inactive: 'default' };

/** Rows drawn above and below the visible ones, and the step the drawn window moves by (fewer renders while scrolling). */
const overscan = 3;
const windowStep = 4;

/**
 * The SKU / reference cell: a real link (`?product=<id>`), reachable by keyboard, opening a new tab on
 * ctrl/⌘-click; a plain click opens the page in place.
 */
function ItemLink({ href, label, onOpen }: { href: string; label: string; onOpen: () => void }) {
  return (
    <a
      className="pm-grid__link"
      href={href}
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

type RowProps = { row: ListingRow; index: number; columns: readonly GridColumn[]; selected: boolean; onToggle: (id: number, checked: boolean) => void; selectLabel: string };

/** A row renders again only when its data, its columns or its check box changed: not on a sort click, a scroll or a spinner. */
const GridRow = memo(function GridRow({ row, index, columns, selected, onToggle, selectLabel }: RowProps) {
  return (
    <tr data-row-key={row.id} aria-rowindex={index + 2} aria-selected={selected} className={selected ? 'pm-grid__row pm-grid__row--selected' : 'pm-grid__row'}>
      <td className="pm-grid__cell pm-grid__cell--select">
        <input type="checkbox" checked={selected} aria-label={selectLabel} onChange={(event) => onToggle(row.id, event.target.checked)} />
      </td>
      {columns.map((column) => {
        const content = column.render(row);
        return (
          <td key={column.key} className={`pm-grid__cell${column.pinned ? ' pm-grid__cell--pinned' : ''}${column.align === 'right' ? ' pm-grid__cell--right' : ''}`} title={typeof content === 'string' && content.length > 18 ? content : undefined}>
            {content}
          </td>
        );
      })}
    </tr>
  );
});

const nextSort = (current: ListingSort, key: string): ListingSort => {
  if (current.field !== key) return { field: key, direction: 'asc' };
  // Ascending, descending, then back to the default order (newest first), as antd's sorters cycle.
  return current.direction === 'asc' ? { field: key, direction: 'desc' } : { field: 'id', direction: 'desc' };
};

const ariaSortOf = (sort: ListingSort, key: string) => (sort.field === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none');

/** The columns' headers: memoised apart from the rows, so a scroll does not render them again. */
const SortHeaders = memo(function SortHeaders({ columns, sort, onSort }: { columns: readonly GridColumn[]; sort: ListingSort; onSort: (sort: ListingSort) => void }) {
  return columns.map((column) => (
    <th
      key={column.key}
      scope="col"
      aria-sort={column.sortable ? ariaSortOf(sort, column.key) : undefined}
      className={`pm-grid__head${column.pinned ? ' pm-grid__cell--pinned' : ''}${column.align === 'right' ? ' pm-grid__cell--right' : ''}`}
    >
      {column.sortable ? (
        <button type="button" className="pm-grid__sort" onClick={() => onSort(nextSort(sort, column.key))}>
          <span className="pm-grid__title">{column.title}</span>
          <span className={`pm-grid__arrows pm-grid__arrows--${ariaSortOf(sort, column.key)}`} aria-hidden />
        </button>
      ) : (
        <span className="pm-grid__title">{column.title}</span>
      )}
    </th>
  ));
});

/**
 * The listing: a plain table (no antd: the first render loads none) with a sticky header, the selection and identity
 * columns pinned on the left, sideways scroll, and virtual rows (only those near the visible area are
 * in the DOM). Sorting is the server's (keyset paging); more pages are fetched near the end of the scroll.
 * Interaction cost: rows are memoised, so a sort click re-renders the header, a scroll
 * mounts only the rows coming into view, and what the cells show beyond their row (language,
 * attribute definitions, columns) gives new column definitions, hence new cells.
 */
const noFigureTitles: ReadonlyMap<string, string> = new Map();

export const ListingTable = memo(function ListingTable({ entity, rows, columns, attributesById, figureTitles = noFigureTitles, unitSymbols, sort, onSort, selection, onSelect, onOpen, onEndReached, loading, language, height }: ListingTableProps) {
  injectStyles('listing-table', listingTableCss);
  const { t } = useTranslation('catalogue');
  // The SKU link calls the latest `onOpen` without making the columns (and the cells) depend on it.
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });
  const gridColumns = useMemo<GridColumn[]>(() => {
    const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
    const dates = new Intl.DateTimeFormat(locale);
    const words = { yes: t('values.yes'), no: t('values.no') };
    const identity: GridColumn[] =
      entity === 'product'
        ? [
            { key: 'sku', title: t('products.fields.sku'), width: 150, sortable: true, pinned: true, render: (row) => <ItemLink href={`?product=${row.id}`} label={row.sku ?? ''} onOpen={() => openRef.current(row.id)} /> },
            { key: 'name', title: t('products.fields.name'), width: 240, sortable: true, render: (row) => row.name },
            { key: 'status', title: t('products.fields.status'), width: 120, sortable: true, render: (row) => (row.status ? <PlainTag color={statusColors[row.status] ?? 'default'}>{t(`products.status.${row.status}`)}</PlainTag> : '') },
            { key: 'model', title: t('products.fields.model'), width: 140, sortable: false, render: (row) => row.model?.reference ?? '' },
          ]
        : [
            { key: 'reference', title: t('products.fields.reference'), width: 160, sortable: true, pinned: true, render: (row) => <ItemLink href={`?model=${row.id}`} label={row.reference ?? ''} onOpen={() => openRef.current(row.id)} /> },
            { key: 'name', title: t('products.fields.name'), width: 240, sortable: true, render: (row) => row.name },
            { key: 'products_count', title: t('products.fields.productsCount'), width: 110, sortable: true, align: 'right', render: (row) => String(row.products_count ?? '') },
          ];
    const attributeColumns = columns.flatMap<GridColumn>((column) => {
      const figureTitle = figureTitles.get(column);
      if (figureTitle !== undefined) {
        // A completion figure: empty where the product has none (a client it does not go to).
        return [{ key: column, title: figureTitle, width: 130, sortable: true, align: 'right', render: (row) => (row.completion?.[column] === undefined ? '' : `${row.completion[column]} %`) }];
      }
      if (!column.startsWith('attribute:')) return [];
      const attribute = attributesById.get(Number(column.split(':')[1]));
      if (!attribute) return [];
      const shown = { ...attribute, unitSymbol: attribute.unit ? (unitSymbols.get(attribute.unit) ?? attribute.unit) : undefined };
      const key = String(attribute.id);
      return [
        {
          key: column,
          title: pickLabel(attribute.labels, language, attribute.code),
          width: 160,
          sortable: attribute.type !== 'url_list' && attribute.type !== 'multi_dropdown',
          align: attribute.type === 'integer' || attribute.type === 'decimal' ? 'right' : undefined,
          render: (row) => formatValue(row.values[key], shown, language, words),
        },
      ];
    });
    return [...identity, ...attributeColumns, { key: 'updated', title: t('products.fields.updated'), width: 130, sortable: true, render: (row) => dates.format(new Date(row.updated)) }];
  }, [entity, columns, attributesById, figureTitles, unitSymbols, language, t]);
  const totalWidth = gridColumns.reduce((sum, column) => sum + column.width, selectionWidth);

  // Virtual rows: the window of rows drawn follows the scroll position, read once a frame.
  const scroller = useRef<HTMLDivElement>(null);
  const [firstDrawn, setFirstDrawn] = useState(0);
  const frame = useRef(0);
  const endReached = useRef(onEndReached);
  useEffect(() => {
    endReached.current = onEndReached;
  });
  const measure = useCallback(() => {
    frame.current = 0;
    const element = scroller.current;
    if (!element) return;
    const firstVisible = Math.floor(element.scrollTop / rowHeight);
    setFirstDrawn(Math.max(0, Math.floor((firstVisible - overscan) / windowStep) * windowStep));
    if (element.scrollHeight - element.scrollTop - element.clientHeight < 400) endReached.current();
  }, []);
  const handleScroll = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(measure);
  }, [measure]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  // Another list (sort, filter, entity) starts at the top.
  const firstRow = rows[0];
  useLayoutEffect(() => {
    if (scroller.current && firstRow === undefined) scroller.current.scrollTop = 0;
  }, [firstRow]);
  const drawnCount = Math.ceil(height / rowHeight) + overscan * 2 + windowStep;
  const start = Math.min(firstDrawn, Math.max(0, rows.length - drawnCount));
  const end = Math.min(rows.length, start + drawnCount);

  // Selection: the rows picked, or every row when the whole filter result is selected.
  const selected = useMemo(() => (selection.mode === 'ids' ? new Set(selection.ids) : null), [selection]);
  const isSelected = (id: number) => selected === null || selected.has(id);
  const selectionRef = useRef({ selection, rows });
  useEffect(() => {
    selectionRef.current = { selection, rows };
  });
  const handleToggle = useCallback(
    (id: number, checked: boolean) => {
      const current = selectionRef.current;
      const ids = current.selection.mode === 'ids' ? current.selection.ids : current.rows.map((row) => row.id);
      onSelect(checked ? [...ids, id] : ids.filter((candidate) => candidate !== id));
    },
    [onSelect],
  );
  const selectedCount = selected === null ? rows.length : rows.reduce((count, row) => count + (selected.has(row.id) ? 1 : 0), 0);
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const headerBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (headerBox.current) headerBox.current.indeterminate = selectedCount > 0 && !allSelected;
  }, [selectedCount, allSelected]);

  const selectLabel = (row: ListingRow) => t('listing.selectRow', { label: row.sku ?? row.reference ?? row.name });

  return (
    <div className={loading ? 'pm-grid pm-grid--loading' : 'pm-grid'}>
      {loading && <div className="pm-grid__progress" role="progressbar" aria-label={t('listing.loading')} />}
      <div className="pm-grid__scroll" ref={scroller} onScroll={handleScroll} style={{ maxHeight: height }} tabIndex={-1} data-testid="listing-scroll">
        <table className="pm-grid__table" style={{ width: totalWidth }} aria-label={t(entity === 'product' ? 'products.products' : 'products.models')} aria-rowcount={rows.length + 1} aria-busy={loading} data-testid="listing-table">
          <colgroup>
            <col style={{ width: selectionWidth }} />
            {gridColumns.map((column) => (
              <col key={column.key} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col" className="pm-grid__head pm-grid__cell--select">
                <input ref={headerBox} type="checkbox" checked={allSelected} disabled={rows.length === 0} aria-label={t('listing.selectAll')} onChange={(event) => onSelect(event.target.checked ? rows.map((row) => row.id) : [])} />
              </th>
              <SortHeaders columns={gridColumns} sort={sort} onSort={onSort} />
            </tr>
          </thead>
          <tbody>
            {start > 0 && (
              <tr aria-hidden className="pm-grid__spacer" style={{ height: start * rowHeight }}>
                <td colSpan={gridColumns.length + 1} />
              </tr>
            )}
            {rows.slice(start, end).map((row, offset) => (
              // Keyed by slot, not by item: a row leaving the window is reused (its cells updated in
              // place) for the row coming in, instead of unmounting one row and creating another.
              <GridRow key={(start + offset) % drawnCount} row={row} index={start + offset} columns={gridColumns} selected={isSelected(row.id)} onToggle={handleToggle} selectLabel={selectLabel(row)} />
            ))}
            {end < rows.length && (
              <tr aria-hidden className="pm-grid__spacer" style={{ height: (rows.length - end) * rowHeight }}>
                <td colSpan={gridColumns.length + 1} />
              </tr>
            )}
          </tbody>
        </table>
        {!loading && rows.length === 0 && <div className="pm-grid__empty">{t('listing.empty')}</div>}
      </div>
    </div>
  );
});
