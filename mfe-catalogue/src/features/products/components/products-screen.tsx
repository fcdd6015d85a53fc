import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DownOutlined, PlusOutlined, SnippetsOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MenuButton, PlainButton, PlainErrorAlert, Segmented } from '@pimento/shared-kit/ui/plain/kit';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { panelStyle } from '@pimento/shared-kit/ui/panel-style';
import type { ListingFilter, ListingSort } from '@pimento/shared-kit/contracts/product-filters';
import { isCompletionField } from '@pimento/shared-kit/contracts/completion';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { AntdScope } from '@pimento/shared-kit/remote/antd-scope';
import { useListingCount } from '../api/count-listing';
import { useListing } from '../api/search-listing';
import { useUserColumns } from '../api/get-user-columns';
import { useSaveUserColumns } from '../api/save-user-columns';
import { useCatalogueDefinitions } from '../hooks/use-catalogue-definitions';
import { attributeColumnsOf, readableColumns, toStoredColumns } from '../lib/listing-columns';
import type { ListingEntity } from '../lib/listing-fields';
import { useFilterFields } from '../hooks/use-filter-fields';
import { useListingStore } from '../stores/listing-store';
import type { BulkActionKind } from './bulk-action-modal';
import { ColumnsPicker } from './columns-picker';
import { FilterBuilder } from './filter-builder';
import { FirstSteps } from './first-steps';
import { ListingTable } from './listing-table';
import { QuickSearchBox } from './quick-search-box';
import { SavedFiltersMenu } from './saved-filters-menu';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { palette } from '@pimento/shared-kit/design/tokens';

// Not on the listing's first paint: the item page and the dialogs are their own files, fetched when
// first opened (docs/catalogue-ui.md, "What loads when").
const ItemDetailScreen = lazy(() => import('./item-detail-screen').then((module) => ({ default: module.ItemDetailScreen })));
const BulkActionModal = lazy(() => import('./bulk-action-modal').then((module) => ({ default: module.BulkActionModal })));
const CreateItemModal = lazy(() => import('./create-item-modal').then((module) => ({ default: module.CreateItemModal })));
const PasteValuesModal = lazy(() => import('./paste-values-modal').then((module) => ({ default: module.PasteValuesModal })));
const QuickExportModal = lazy(() => import('./quick-export-modal').then((module) => ({ default: module.QuickExportModal })));

const defaultAttributeColumns = 6;
const noColumns: string[] = [];
const bulkActions: BulkActionKind[] = ['set_value', 'clear_value', 'set_status', 'add_categories', 'remove_categories', 'assign_model', 'delete'];

/** `/products/`: product and model listings, or one product's or model's page (`?product=` / `?model=`). */
export function ProductsScreen() {
  const [params, setParams] = useSearchParams();
  const productId = Number(params.get('product'));
  const modelId = Number(params.get('model'));
  const listed: ListingEntity = params.get('entity') === 'model' ? 'model' : 'product';
  // An item's page, or the listing of its kind: every state of this screen is a link that can be shared.
  const open = (entity: ListingEntity, id: number | null) => setParams(id !== null ? { [entity]: String(id) } : entity === 'model' ? { entity: 'model' } : {});
  if (productId > 0)
    return (
      <AntdScope>
        <ItemDetailScreen key={`p${productId}`} entity="product" id={productId} onBack={() => open('product', null)} onOpen={open} />
      </AntdScope>
    );
  if (modelId > 0)
    return (
      <AntdScope>
        <ItemDetailScreen key={`m${modelId}`} entity="model" id={modelId} onBack={() => open('model', null)} onOpen={open} />
      </AntdScope>
    );
  return <ListingScreen entity={listed} onOpen={open} />;
}

function ListingScreen({ entity, onOpen }: { entity: ListingEntity; onOpen: (entity: ListingEntity, id: number | null) => void }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const definitions = useCatalogueDefinitions();
  const { filters: allFilters, sort: allSorts, selection, setFilters: setEntityFilters, setSort: setEntitySort, setSelection } = useListingStore();
  const setFilters = useCallback((next: ListingFilter[]) => setEntityFilters(entity, next), [setEntityFilters, entity]);
  const setSort = useCallback((next: ListingSort) => setEntitySort(entity, next), [setEntitySort, entity]);
  // A selection is of one kind of item: switching kinds starts with none.
  useEffect(() => setSelection({ mode: 'ids', ids: [] }), [entity, setSelection]);
  const filters = allFilters[entity];
  const sort = allSorts[entity];
  // The quick search is a filter like the others (counted, saved, exported, a bulk action's
  // target), shown in its box rather than as a chip.
  const quickSearch = filters.find((filter) => filter.field === 'search');
  const chipFilters = useMemo(() => filters.filter((filter) => filter.field !== 'search'), [filters]);
  const setQuickSearch = useCallback(
    (text: string) => setFilters([...(text === '' ? [] : [{ field: 'search', operator: 'contains' as const, value: text }]), ...chipFilters]),
    [setFilters, chipFilters],
  );
  const setChipFilters = useCallback((next: ListingFilter[]) => setFilters([...(quickSearch ? [quickSearch] : []), ...next]), [setFilters, quickSearch]);
  const userColumns = useUserColumns(entity);
  const saveColumns = useSaveUserColumns(entity);
  const showError = useNotify().error;
  const columns = useMemo(() => {
    // The user's own columns, kept on the server; until they choose, the first attributes in page order.
    const chosen = attributeColumnsOf(userColumns.data, entity);
    const picked = chosen ?? definitions.attributes.slice(0, defaultAttributeColumns).map((attribute) => `attribute:${attribute.id}`);
    // Sorted by a completion figure (the dashboard opens the listing so): its column shows, picked or not.
    return isCompletionField(sort.field) && !picked.includes(sort.field) ? [...picked, sort.field] : picked;
  }, [userColumns.data, definitions.attributes, entity, sort.field]);
  // Products can be filtered on what a client receives, when the company has clients; their
  // completion figures are filters and columns (docs/completion.md).
  const { fields, fieldLabel } = useFilterFields(entity, definitions.attributes, true, true);
  const figureFields = useMemo(() => fields.filter((field) => isCompletionField(field.field)), [fields]);
  const figureTitles = useMemo(() => new Map(figureFields.map((field) => [field.field, fieldLabel(field)])), [figureFields, fieldLabel]);
  const figureClients = useMemo(() => figureFields.flatMap((field) => (field.client ? [field.client] : [])), [figureFields]);
  // Shown and offered: the columns of attributes and clients the user may read (once those are known).
  // The listing's query keeps `columns` as stored, so it does not start again when they arrive.
  const shownColumns = useMemo(
    () => (definitions.loading ? columns : readableColumns(columns, definitions.attributes, figureClients)),
    [columns, definitions.loading, definitions.attributes, figureClients],
  );
  const setColumns = useCallback((next: string[]) => saveColumns.mutate({ entity, columns: toStoredColumns(entity, next) }, { onError: showError }), [saveColumns, entity, showError]);
  // The listing waits for the user's columns, so the first page is not fetched twice.
  const listing = useListing(entity, filters, sort, columns, !userColumns.isPending);
  const count = useListingCount(entity, filters);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [bulkAction, setBulkAction] = useState<BulkActionKind | null>(null);
  const [exporting, setExporting] = useState(false);
  // A dialog's file is fetched when it first opens; it stays mounted after (its closing animation).
  const pasteLoaded = useOpenedOnce(pasteOpen);
  const createLoaded = useOpenedOnce(creating);
  const bulkLoaded = useOpenedOnce(bulkAction !== null);
  const exportLoaded = useOpenedOnce(exporting);
  const [height, setHeight] = useState(() => Math.max(320, window.innerHeight - 330));
  useEffect(() => {
    const handleResize = () => setHeight(Math.max(320, window.innerHeight - 330));
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);

  const rows = useMemo(() => listing.data?.pages.flatMap((page) => page.items) ?? [], [listing.data]);
  // Stable for the memoised table: reads the query's latest state when the scroll nears the end.
  const listingRef = useRef(listing);
  useEffect(() => {
    listingRef.current = listing;
  });
  const handleEndReached = useCallback(() => {
    const current = listingRef.current;
    if (current.hasNextPage && !current.isFetchingNextPage) void current.fetchNextPage();
  }, []);
  const handleOpen = useCallback((id: number) => onOpen(entity, id), [onOpen, entity]);
  const handleSelect = useCallback((ids: number[]) => setSelection({ mode: 'ids', ids }), [setSelection]);
  const total = count.data;
  const selectedCount = selection.mode === 'ids' ? selection.ids.length : (total ?? 0);
  const bulkSelection = selection.mode === 'ids' && selection.ids.length > 0 ? { ids: selection.ids } : { filters: filters as ListingFilter[] };
  const bulkTarget = selection.mode === 'ids' && selection.ids.length > 0 ? selection.ids.length : (total ?? 0);
  const number = (value: number) => value.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB');

  // Plain markup: the listing's first render loads and runs no antd component; the dialogs,
  // the filter editor and the columns picker's select bring antd when first opened.
  return (
    <PageFrame
      title={t('pages.products.title')}
      breadcrumb={[t('area'), t('pages.products.title')]}
      actions={
        <PlainButton variant="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-item">
          {entity === 'product' ? t('products.newProduct') : t('products.newModel')}
        </PlainButton>
      }
    >
      <div style={panelStyle}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: '14px 16px 12px', borderBottom: `1px solid ${palette.divider}` }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
            <Segmented
              label={t('listing.label')}
              value={entity}
              onChange={(next: ListingEntity) => onOpen(next, null)}
              options={[
                { value: 'product', label: t('products.products') },
                { value: 'model', label: t('products.models') },
              ]}
              data-testid="entity-switch"
            />
            <SavedFiltersMenu entity={entity} filters={filters} onLoad={setFilters} />
            <PlainButton icon={<SnippetsOutlined />} onClick={() => setPasteOpen(true)} data-testid="paste-list">
              {entity === 'product' ? t('paste.buttonProducts') : t('paste.buttonModels')}
            </PlainButton>
            <div style={{ flex: 1 }} />
            <ColumnsPicker
              attributes={definitions.attributes}
              figures={entity === 'product' ? figureFields.map((field) => ({ value: field.field, label: figureTitles.get(field.field) ?? field.field })) : []}
              columns={shownColumns}
              onChange={setColumns}
              language={language}
            />
            {entity === 'product' && (
              <MenuButton
                align="right"
                disabled={bulkTarget === 0}
                items={[
                  // Reading comes before changing: the export first, the delete last.
                  { key: 'export', label: t('quickExport.action'), onSelect: () => setExporting(true) },
                  ...bulkActions.map((action) => ({ key: action, label: t(`bulk.actions.${action}`), danger: action === 'delete', onSelect: () => setBulkAction(action) })),
                ]}
                data-testid="bulk-actions"
              >
                {selection.mode === 'ids' && selection.ids.length > 0 ? t('bulk.onSelection', { count: selection.ids.length }) : t('bulk.onFilter', { count: total ?? 0, formatted: number(total ?? 0) })}
                <DownOutlined style={{ fontSize: 12 }} />
              </MenuButton>
            )}
          </div>
          {/* The quick search leads the filters' row: the toolbar above has no room left at 1440 px with the sidebar. */}
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
            <QuickSearchBox
              key={entity}
              value={typeof quickSearch?.value === 'string' ? quickSearch.value : ''}
              onSearch={setQuickSearch}
              label={entity === 'product' ? t('quickSearch.labelProducts') : t('quickSearch.labelModels')}
              placeholder={entity === 'product' ? t('quickSearch.placeholderProducts') : t('quickSearch.placeholderModels')}
            />
            <FilterBuilder filters={chipFilters} onChange={setChipFilters} onClearAll={() => setFilters([])} fields={fields} fieldLabel={fieldLabel} attributesById={definitions.attributesById} categories={definitions.categories} language={language} />
          </div>
          {/* A live region: the count and the selection are announced as they change. */}
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 26, color: 'var(--pimento-ink-muted)' }} aria-live="polite" data-testid="listing-status">
            <span data-testid="listing-count">
              {total === undefined ? t('products.counting') : t(entity === 'product' ? 'products.countProducts' : 'products.countModels', { count: total, formatted: number(total) })}
            </span>
            {selection.mode === 'ids' && selectedCount > 0 && (
              <span style={{ color: 'var(--pimento-ink)' }}>
                · {t('bulk.selected', { count: selectedCount })}{' '}
                {entity === 'product' && total !== undefined && total > selectedCount && selectedCount === rows.length && (
                  <PlainButton size="small" variant="link" onClick={() => setSelection({ mode: 'all-matching' })}>
                    {t('listing.selectWholeResult', { count: total, formatted: number(total) })}
                  </PlainButton>
                )}
                <PlainButton size="small" variant="link" onClick={() => setSelection({ mode: 'ids', ids: [] })}>
                  {t('actions.clear')}
                </PlainButton>
              </span>
            )}
            {selection.mode === 'all-matching' && (
              <span style={{ color: 'var(--pimento-ink)' }}>
                · {t('listing.wholeResultSelected', { count: total ?? 0, formatted: number(total ?? 0) })}{' '}
                <PlainButton size="small" variant="link" onClick={() => setSelection({ mode: 'ids', ids: [] })}>
                  {t('actions.clear')}
                </PlainButton>
              </span>
            )}
          </div>
        </div>
        {total === 0 && filters.length === 0 ? (
          // Nothing at all yet, not a filter that matches nothing: say what to do first.
          <FirstSteps entity={entity} hasAttributes={definitions.attributes.length > 0} onCreate={() => setCreating(true)} />
        ) : listing.isError ? (
          <PlainErrorAlert style={{ margin: 16 }} title={t('common.loadFailed')} description={String((listing.error as Error).message)} action={<PlainButton onClick={() => void listing.refetch()}>{t('actions.retry')}</PlainButton>} />
        ) : (
          <ListingTable
            entity={entity}
            rows={rows}
            // Until the user's columns are known, no attribute column (not the suggested ones, which would flash).
            columns={userColumns.isPending ? noColumns : shownColumns}
            attributesById={definitions.attributesById}
            figureTitles={figureTitles}
            unitSymbols={definitions.unitSymbols}
            sort={sort}
            onSort={setSort}
            selection={selection}
            onSelect={handleSelect}
            onOpen={handleOpen}
            onEndReached={handleEndReached}
            loading={userColumns.isPending || listing.isLoading || (listing.isFetching && !listing.isFetchingNextPage && listing.isPlaceholderData)}
            language={language}
            height={height}
          />
        )}
        {listing.hasNextPage && (
          <div style={{ display: 'flex', justifyContent: 'center', padding: 8 }}>
            <PlainButton size="small" loading={listing.isFetchingNextPage} onClick={() => void listing.fetchNextPage()}>
              {t('products.loadMore')}
            </PlainButton>
          </div>
        )}
      </div>
      {/* The dialogs: antd, under its providers, fetched when one first opens (not before: antd stays off the first render). */}
      {(pasteLoaded || createLoaded || bulkLoaded || exportLoaded) && (
        <AntdScope>
          {pasteLoaded && (
            <PasteValuesModal open={pasteOpen} entity={entity} onClose={() => setPasteOpen(false)} onApply={(filter) => setFilters([...filters.filter((existing) => !(existing.operator === 'among' && existing.field === filter.field)), filter])} />
          )}
          {createLoaded && <CreateItemModal entity={entity} open={creating} onClose={() => setCreating(false)} onCreated={(id) => { setCreating(false); onOpen(entity, id); }} />}
          {bulkLoaded && (
            <BulkActionModal
              action={bulkAction}
              selection={bulkSelection}
              targetCount={bulkTarget}
              attributes={[...definitions.attributesById.values()]}
              categories={definitions.categories}
              languages={definitions.languages}
              onClose={() => setBulkAction(null)}
              onStarted={() => setSelection({ mode: 'ids', ids: [] })}
            />
          )}
          {exportLoaded && <QuickExportModal open={exporting} selection={bulkSelection} targetCount={bulkTarget} columns={toStoredColumns('product', shownColumns.filter((column) => column.startsWith('attribute:')))} onClose={() => setExporting(false)} />}
        </AntdScope>
      )}
    </PageFrame>
  );
}
