import { useMemo, useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Empty, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import type { Price } from '@pimento/shared-kit/contracts/prices';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { disabledPriceFieldsOf } from '@pimento/shared-kit/contracts/price-fields';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { usePriceLists } from '../api/price-lists';
import { useChangePrice, usePricePages } from '../api/prices';
import { discriminantText, isValidOn, localDay, priceNumberFormat } from '../lib/price-text';
import { PriceDrawer } from './price-drawer';
import type { ProductRef } from './product-picker';

export type ProductPricesTabProps = { product: ProductRef };

/**
 * A product's prices in every list, on its page: which one holds today, and each added, changed
 * or deleted there with the same form and rules as `/price/` (spec §5).
 */
export function ProductPricesTab({ product }: ProductPricesTabProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const [drawer, setDrawer] = useState<{ price: Price | null } | null>(null);
  const lists = usePriceLists('current');
  const pages = usePricePages({ product_id: product.id, sort: 'start_date', direction: 'asc' });
  const change = useChangePrice();
  const prices = useMemo(() => pages.data?.pages.flatMap((page) => page.results) ?? [], [pages.data]);
  const numberFormat = useMemo(() => priceNumberFormat(language), [language]);
  const today = localDay();
  const disabled = disabledPriceFieldsOf(useRemoteProps().flags);
  // As `pricesValidOn` on the server: a price in an archived list holds on no day.
  const currentListIds = useMemo(() => new Set((lists.data ?? []).map((list) => list.id)), [lists.data]);
  const amount = (value: number | null) => (value === null ? t('common.empty') : numberFormat.format(value));

  const deletePrice = async (price: Price) => {
    const ok = await confirm({ title: t('prices.deleteTitle', { count: 1 }), content: t('prices.deleteContent'), okText: t('actions.delete'), danger: true });
    if (!ok) return;
    change.mutate({ action: 'delete', ids: [price.id] }, { onSuccess: () => notify.success(t('prices.deleted', { count: 1 })), onError: notify.error });
  };

  const columns: TableColumnsType<Price> = [
    { key: 'list', title: t('prices.fields.list'), render: (_, price) => price.price_list.name },
    { key: 'discriminants', title: t('prices.fields.discriminants'), render: (_, price) => discriminantText(price) || t('common.empty') },
    { key: 'gross', title: t('prices.fields.gross'), align: 'right', render: (_, price) => amount(price.gross_price) },
    { key: 'net', title: t('prices.fields.net'), align: 'right', render: (_, price) => amount(price.net_price) },
    { key: 'currency', title: t('prices.fields.currency'), render: (_, price) => price.currency },
    {
      key: 'validity',
      title: t('prices.fields.validity'),
      render: (_, price) => (
        <Flex gap={8} align="center" wrap>
          <span>
            {price.start_date ?? t('prices.open')} → {price.end_date ?? t('prices.open')}
          </span>
          {currentListIds.has(price.price_list.id) && isValidOn(price, today) && <ToneTag tone="success">{t('prices.tab.validToday')}</ToneTag>}
        </Flex>
      ),
    },
    ...(disabled.has('discount') ? [] : [{ key: 'discount', title: t('prices.fields.discount'), align: 'right' as const, render: (_: unknown, price: Price) => amount(price.discount) }]),
    {
      key: 'actions',
      width: 96,
      render: (_, price) => (
        <Flex gap={4}>
          <Tooltip title={t('actions.edit')}>
            <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('prices.editNamed', { id: price.id })} onClick={() => setDrawer({ price })} />
          </Tooltip>
          <Tooltip title={t('actions.delete')}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('prices.tab.deleteNamed', { id: price.id })} onClick={() => void deletePrice(price)} />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  const noList = lists.data !== undefined && lists.data.length === 0;
  return (
    <div data-testid="product-prices">
      <Flex gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('prices.count', { count: prices.length })}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} disabled={noList || lists.data === undefined} onClick={() => setDrawer({ price: null })} data-testid="add-product-price">
          {t('prices.tab.add')}
        </Button>
      </Flex>
      {noList && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('prices.noList')} />}
      {pages.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t('common.loadFailed')} action={<Button onClick={() => pages.refetch()}>{t('actions.retry')}</Button>} />}
      {/* Scrolled by its box, as on /price/: antd's own horizontal scroll copies the headers into a hidden row. */}
      <div style={{ overflowX: 'auto' }}>
        <Table<Price>
          rowKey="id"
          size="middle"
          loading={pages.isLoading}
          columns={columns}
          dataSource={prices}
          pagination={false}
          onRow={(price) => ({ 'data-testid': `product-price-${price.id}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('prices.tab.empty')} /> }}
        />
      </div>
      {pages.hasNextPage && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            {t('prices.loadMore')}
          </Button>
        </Flex>
      )}
      <PriceDrawer open={drawer !== null} price={drawer?.price ?? null} lists={lists.data ?? []} product={product} onClose={() => setDrawer(null)} />
    </div>
  );
}
