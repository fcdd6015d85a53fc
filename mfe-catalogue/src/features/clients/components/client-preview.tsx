import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Empty } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import type { Client, ClientProduct } from '@pimento/shared-kit/contracts/clients';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { discriminantText, localDay, priceNumberFormat } from '../../prices/lib/price-text';
import { useClientProducts } from '../api/clients';

/** What the client receives: its products, a page at a time, with their prices of its list valid on a day the user picks (today first). */
export function ClientPreview({ client }: { client: Client }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const [day, setDay] = useState(() => localDay());
  const pages = useClientProducts(client.id, day);
  const products = useMemo(() => pages.data?.pages.flatMap((page) => page.results) ?? [], [pages.data]);
  const numberFormat = useMemo(() => priceNumberFormat(language), [language]);

  const priceLine = (price: ClientProduct['prices'][number]) => {
    const amounts = [price.net_price === null ? null : `${t('prices.fields.net')} ${numberFormat.format(price.net_price)}`, price.gross_price === null ? null : `${t('prices.fields.gross')} ${numberFormat.format(price.gross_price)}`];
    const discriminants = discriminantText(price);
    return `${amounts.filter(Boolean).join(' · ')} ${price.currency}${discriminants ? ` (${discriminants})` : ''}`;
  };

  const columns: TableColumnsType<ClientProduct> = [
    { key: 'sku', title: t('clients.preview.sku'), render: (_, product) => product.sku },
    { key: 'name', title: t('clients.preview.name'), render: (_, product) => product.name },
    { key: 'status', title: t('clients.preview.status'), render: (_, product) => t(`products.status.${product.status}`) },
    {
      key: 'prices',
      title: client.price_list === null ? t('clients.preview.noList') : t('clients.preview.prices', { list: client.price_list.name }),
      render: (_, product) =>
        client.price_list === null ? null : product.prices.length === 0 ? (
          <Typography.Text type="secondary">{t('clients.preview.noPrice')}</Typography.Text>
        ) : (
          <Flex vertical>
            {product.prices.map((price) => (
              <span key={price.id}>{priceLine(price)}</span>
            ))}
          </Flex>
        ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap>
        <Typography.Text>{t('clients.productCount', { count: client.product_count })}</Typography.Text>
        <div style={{ flex: 1 }} />
        <label htmlFor={`client-day-${client.id}`}>{t('clients.preview.day')}</label>
        <Input id={`client-day-${client.id}`} type="date" value={day} onChange={(event) => event.target.value !== '' && setDay(event.target.value)} style={{ width: 170 }} data-testid="client-preview-day" />
      </Flex>
      {pages.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => pages.refetch()}>{t('actions.retry')}</Button>} />}
      <Table<ClientProduct>
        rowKey="id"
        size="small"
        loading={pages.isLoading}
        columns={columns}
        dataSource={products}
        pagination={false}
        onRow={(product) => ({ 'data-testid': `client-product-${product.sku}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clients.preview.empty')} /> }}
      />
      {pages.hasNextPage && (
        <Flex justify="center">
          <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            {t('clients.preview.loadMore')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
