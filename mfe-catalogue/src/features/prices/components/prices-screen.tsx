import { useMemo, useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined, TableOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Empty, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { Table, type TableColumnsType, type TableProps } from '@pimento/shared-kit/ui/antd-table';
import { currencyCodes } from '@pimento/shared-kit/contracts/currencies';
import { disabledPriceFieldsOf, type PriceField } from '@pimento/shared-kit/contracts/price-fields';
import type { Price, PriceSort } from '@pimento/shared-kit/contracts/prices';
import { shadows } from '@pimento/shared-kit/design/tokens';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useExtraAttributes } from '../../extra-attributes/api/extra-attributes';
import { extraValueText } from '../../extra-attributes/lib/extra-value-text';
import { usePriceColumns } from '../api/price-settings';
import { usePriceLists } from '../api/price-lists';
import { useChangePrice, usePricePages, type PriceFilters } from '../api/prices';
import { choosablePriceColumns, shownPriceColumns, type PriceColumn } from '../lib/price-columns';
import { priceFieldLabelKeys } from '../lib/price-fields';
import { PriceColumnsModal } from './price-columns-modal';
import { PriceDrawer } from './price-drawer';
import { PriceListsDrawer } from './price-lists-drawer';
import { ProductPicker } from './product-picker';
import { discriminantText, priceNumberFormat } from '../lib/price-text';

const sortable: readonly PriceSort[] = ['sku', 'gross_price', 'net_price', 'currency', 'start_date', 'end_date'];

/** `/price/`: every price of the company, filtered and sorted on the server one keyset page at a time. */
export function PricesScreen() {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const [filters, setFilters] = useState<PriceFilters>({ sort: 'id', direction: 'asc' });
  const [selected, setSelected] = useState<number[]>([]);
  const [drawer, setDrawer] = useState<{ price: Price | null } | null>(null);
  const [listsOpen, setListsOpen] = useState(false);
  const lists = usePriceLists('current');
  const pages = usePricePages(filters);
  const attributes = useExtraAttributes('price');
  const savedColumns = usePriceColumns();
  const { flags } = useRemoteProps();
  const [columnsOpen, setColumnsOpen] = useState(false);
  const disabled = disabledPriceFieldsOf(flags);
  const choosable = choosablePriceColumns(disabled, attributes.data ?? []);
  const shownColumns = shownPriceColumns(savedColumns.data ?? [], choosable);
  const change = useChangePrice();
  const prices = useMemo(() => pages.data?.pages.flatMap((page) => page.results) ?? [], [pages.data]);
  const numberFormat = useMemo(() => priceNumberFormat(language), [language]);
  const currencyOptions = useMemo(() => currencyCodes.map((code) => ({ value: code, label: code })), []);

  const setFilter = <Key extends keyof PriceFilters>(key: Key, value: PriceFilters[Key] | null | '') => {
    setSelected([]);
    setFilters((current) => {
      const next = { ...current };
      if (value === null || value === '' || value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  };

  const deleteSelected = async () => {
    const ok = await confirm({ title: t('prices.deleteTitle', { count: selected.length }), content: t('prices.deleteContent'), okText: t('actions.delete'), danger: true });
    if (!ok) return;
    change.mutate(
      { action: 'delete', ids: selected },
      {
        onSuccess: (deleted) => {
          notify.success(t('prices.deleted', { count: deleted as number }));
          setSelected([]);
        },
        onError: notify.error,
      },
    );
  };

  const amount = (value: number | null) => (value === null ? t('common.empty') : numberFormat.format(value));
  const sortOrder = (key: PriceSort) => (filters.sort === key ? (filters.direction === 'desc' ? 'descend' : 'ascend') : null);
  const column = (key: string, title: string, render: (price: Price) => React.ReactNode, align?: 'right'): TableColumnsType<Price>[number] => {
    const sortKey = sortable.find((candidate) => candidate === key);
    return { key, title, align, sorter: sortKey !== undefined, sortOrder: sortKey === undefined ? null : sortOrder(sortKey), render: (_, price) => render(price) };
  };
  const fieldText: Record<PriceField, (price: Price) => React.ReactNode> = {
    gross_price: (price) => amount(price.gross_price),
    net_price: (price) => amount(price.net_price),
    currency: (price) => price.currency,
    start_date: (price) => price.start_date ?? t('prices.open'),
    end_date: (price) => price.end_date ?? t('prices.open'),
    discount: (price) => amount(price.discount),
    discount_family_code: (price) => price.discount_family_code ?? t('common.empty'),
    discount_family_label: (price) => price.discount_family_label ?? t('common.empty'),
    unit: (price) => price.unit ?? t('common.empty'),
  };
  const amounts: readonly PriceField[] = ['gross_price', 'net_price', 'discount'];
  const chosenColumn = (chosen: PriceColumn) =>
    chosen.kind === 'field'
      ? column(chosen.key, t(priceFieldLabelKeys[chosen.key]), fieldText[chosen.key], amounts.includes(chosen.key) ? 'right' : undefined)
      : column(chosen.key, pickLabel(chosen.attribute.labels, language, chosen.attribute.code), (price) => extraValueText(chosen.attribute, price.attribute_values[chosen.attribute.id], language, t) ?? t('common.empty'));

  const columns: TableColumnsType<Price> = [
    column('sku', t('prices.fields.product'), (price) => (
      <Typography.Link onClick={() => setDrawer({ price })} aria-label={t('prices.editNamed', { id: price.id })}>
        {price.product.sku} — {price.product.name}
      </Typography.Link>
    )),
    { key: 'list', title: t('prices.fields.list'), render: (_, price) => price.price_list.name },
    {
      key: 'discriminants',
      title: t('prices.fields.discriminants'),
      render: (_, price) => discriminantText(price) || t('common.empty'),
    },
    ...shownColumns.map(chosenColumn),
    {
      key: 'actions',
      width: 56,
      render: (_, price) => (
        <Tooltip title={t('actions.edit')}>
          <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('prices.editNamed', { id: price.id })} onClick={() => setDrawer({ price })} />
        </Tooltip>
      ),
    },
  ];

  const handleTableChange: TableProps<Price>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = single?.columnKey as PriceSort | undefined;
    if (single?.order && key && sortable.includes(key)) setFilters((current) => ({ ...current, sort: key, direction: single.order === 'descend' ? 'desc' : 'asc' }));
    else setFilters((current) => ({ ...current, sort: 'id', direction: 'asc' }));
  };

  const listOptions = (lists.data ?? []).map((list) => ({ value: list.id, label: list.name }));

  return (
    <PageFrame
      title={t('pages.prices.title')}
      breadcrumb={[t('area'), t('pages.prices.title')]}
      actions={
        <Flex gap={8}>
          <Button icon={<TableOutlined />} onClick={() => setColumnsOpen(true)} disabled={savedColumns.data === undefined} data-testid="price-columns">
            {t('prices.columns.button')}
          </Button>
          <Button icon={<UnorderedListOutlined />} onClick={() => setListsOpen(true)} data-testid="manage-price-lists">
            {t('prices.manageLists')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} disabled={listOptions.length === 0} onClick={() => setDrawer({ price: null })} data-testid="new-price">
            {t('prices.newPrice')}
          </Button>
        </Flex>
      }
    >
      {lists.data && lists.data.length === 0 && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('prices.noList')} />}
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }} role="search">
        <Select
          allowClear
          placeholder={t('prices.filters.allLists')}
          aria-label={t('prices.filters.list')}
          options={listOptions}
          value={filters.price_list_id}
          onChange={(id) => setFilter('price_list_id', id ?? null)}
          style={{ minWidth: 200 }}
          data-testid="filter-list"
        />
        <ProductPicker allowClear placeholder={t('prices.filters.anyProduct')} aria-label={t('prices.filters.product')} value={filters.product_id ?? null} onChange={(id) => setFilter('product_id', id ?? null)} testId="filter-product" />
        <Select allowClear showSearch placeholder={t('prices.filters.currency')} aria-label={t('prices.filters.currency')} options={currencyOptions} value={filters.currency} onChange={(code) => setFilter('currency', code ?? null)} style={{ width: 120 }} />
        <Input type="date" aria-label={t('prices.filters.validOn')} value={filters.valid_on ?? ''} onChange={(event) => setFilter('valid_on', event.target.value)} style={{ width: 170 }} />
        <Input.Search allowClear placeholder={t('prices.filters.family')} aria-label={t('prices.filters.family')} onSearch={(value) => setFilter('discount_family', value.trim())} style={{ width: 200 }} />
        <div style={{ flex: 1 }} />
        {selected.length > 0 && (
          <Button danger icon={<DeleteOutlined />} onClick={() => void deleteSelected()} data-testid="delete-selected-prices">
            {t('prices.deleteSelected')} ({t('prices.selected', { count: selected.length })})
          </Button>
        )}
      </Flex>
      {/* The card scrolls a wide table, not the table itself: antd's horizontal scroll adds a hidden
          row that copies the headers, select-all checkbox included, a focusable control screen
          readers are told is not there (axe: aria-hidden-focus). */}
      <Card variant="borderless" style={{ boxShadow: shadows.panel }} styles={{ body: { padding: 0, overflowX: 'auto' } }}>
        {pages.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => pages.refetch()}>{t('actions.retry')}</Button>} />}
        <Table<Price>
          rowKey="id"
          size="middle"
          loading={pages.isLoading}
          columns={columns}
          dataSource={prices}
          pagination={false}
          onChange={handleTableChange}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          onRow={(price) => ({ 'data-testid': `price-row-${price.id}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('prices.empty')} /> }}
        />
      </Card>
      <Flex gap={12} align="center" justify="center" style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">{t('prices.count', { count: prices.length })}</Typography.Text>
        {pages.hasNextPage && (
          <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            {t('prices.loadMore')}
          </Button>
        )}
      </Flex>
      <PriceDrawer open={drawer !== null} price={drawer?.price ?? null} lists={lists.data ?? []} onClose={() => setDrawer(null)} />
      <PriceListsDrawer open={listsOpen} onClose={() => setListsOpen(false)} />
      <PriceColumnsModal open={columnsOpen} choosable={choosable} shown={shownColumns.map((shown) => shown.key)} onClose={() => setColumnsOpen(false)} />
    </PageFrame>
  );
}
