import { useState } from 'react';
import { DeleteOutlined, EditOutlined, InboxOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Segmented, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Drawer, Empty, List, Tag, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import type { PriceList } from '@pimento/shared-kit/contracts/price-lists';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { usePriceLists, useChangePriceList, type PriceListState } from '../api/price-lists';
import { PriceListForm } from './price-list-form';

export type PriceListsDrawerProps = { open: boolean; onClose: () => void };

/**
 * Price list management, reached from `/price/`: current and archived lists; create, edit the
 * name and discriminants, archive, restore, delete for good (an archived list, its price count confirmed).
 */
export function PriceListsDrawer({ open, onClose }: PriceListsDrawerProps) {
  const { t } = useTranslation('catalogue');
  const notify = useNotify();
  const confirm = useConfirm();
  const [state, setState] = useState<PriceListState>('current');
  const [editing, setEditing] = useState<{ list: PriceList | null } | null>(null);
  const lists = usePriceLists(state);
  const change = useChangePriceList();

  const archiveOrRestore = (list: PriceList, action: 'archive' | 'restore') =>
    change.mutate(
      { action, id: list.id },
      { onSuccess: () => notify.success(t(action === 'archive' ? 'priceLists.archivedDone' : 'priceLists.restoredDone', { name: list.name })), onError: notify.error },
    );

  const deleteForGood = async (list: PriceList) => {
    const ok = await confirm({
      title: t('priceLists.deleteTitle', { name: list.name }),
      content: t('priceLists.deleteContent', { count: list.price_count }),
      okText: t('priceLists.deleteForGood'),
      danger: true,
    });
    if (!ok) return;
    change.mutate({ action: 'delete', id: list.id, expectedPriceCount: list.price_count }, { onSuccess: () => notify.success(t('priceLists.deletedDone', { name: list.name })), onError: notify.error });
  };

  const actions = (list: PriceList) =>
    list.state === 'archived'
      ? [
          <Tooltip key="restore" title={t('priceLists.restore')}>
            <Button type="text" icon={<UndoOutlined />} aria-label={t('priceLists.restoreNamed', { name: list.name })} onClick={() => archiveOrRestore(list, 'restore')} />
          </Tooltip>,
          <Tooltip key="delete" title={t('priceLists.deleteForGood')}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('priceLists.deleteNamed', { name: list.name })} onClick={() => void deleteForGood(list)} />
          </Tooltip>,
        ]
      : [
          <Tooltip key="edit" title={t('actions.edit')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('priceLists.editNamed', { name: list.name })} onClick={() => setEditing({ list })} />
          </Tooltip>,
          <Tooltip key="archive" title={t('priceLists.archive')}>
            <Button type="text" icon={<InboxOutlined />} aria-label={t('priceLists.archiveNamed', { name: list.name })} onClick={() => archiveOrRestore(list, 'archive')} />
          </Tooltip>,
        ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={640}
      destroyOnHidden
      title={editing ? (editing.list ? t('priceLists.editTitle', { name: editing.list.name }) : t('priceLists.newTitle')) : t('priceLists.title')}
      data-testid="price-lists-drawer"
    >
      {editing ? (
        <PriceListForm list={editing.list} onDone={() => setEditing(null)} />
      ) : (
        <>
          <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
            <Segmented<PriceListState>
              value={state}
              onChange={setState}
              options={[
                { value: 'current', label: t('priceLists.current') },
                { value: 'archived', label: t('priceLists.archived') },
              ]}
            />
            <div style={{ flex: 1 }} />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ list: null })} data-testid="new-price-list">
              {t('priceLists.newList')}
            </Button>
          </Flex>
          {lists.isError && <Alert type="error" showIcon title={t('common.loadFailed')} />}
          <List<PriceList>
            loading={lists.isLoading}
            dataSource={lists.data ?? []}
            locale={{ emptyText: <Empty description={t('priceLists.empty')} /> }}
            renderItem={(list) => (
              <List.Item actions={actions(list)} data-testid={`price-list-${list.name}`}>
                <List.Item.Meta
                  title={
                    <Flex gap={8} align="center" wrap>
                      <Typography.Text strong>{list.name}</Typography.Text>
                      <Tag>{t(`priceLists.state.${list.state}`)}</Tag>
                      <Typography.Text type="secondary">{t('priceLists.priceCount', { count: list.price_count })}</Typography.Text>
                    </Flex>
                  }
                  description={list.discriminants.length === 0 ? t('priceLists.noDiscriminant') : list.discriminants.map((discriminant) => `${discriminant.label} (${discriminant.code})`).join(', ')}
                />
              </List.Item>
            )}
          />
        </>
      )}
    </Drawer>
  );
}
