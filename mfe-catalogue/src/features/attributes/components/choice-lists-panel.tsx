import { useMemo, useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Empty, Tag, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import type { ChoiceList } from '@pimento/shared-kit/contracts/attributes';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useAttributeTree } from '../api/get-attribute-tree';
import { useChoiceLists } from '../api/get-choice-lists';
import { useSaveChoiceList } from '../api/save-choice-list';
import { groupsOf } from '../lib/move-in-tree';
import { ChoiceListDrawer } from './choice-list-drawer';
import { palette, shadows } from '@pimento/shared-kit/design/tokens';

const previewSize = 6;

/**
 * The dropdown lists tab of `/attributes/`: shared choice lists that several dropdown attributes
 * use. Create, edit (name and ordered choices), delete; a list in use is refused by the server.
 */
export function ChoiceListsPanel() {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const showError = notify.error;
  const lists = useChoiceLists();
  const tree = useAttributeTree();
  const save = useSaveChoiceList();
  const [search, setSearch] = useState('');
  const [drawer, setDrawer] = useState<{ open: false } | { open: true; list: ChoiceList | null }>({ open: false });

  /** Who uses each list, for the "used by" column. */
  const usersByList = useMemo(() => {
    const users = new Map<number, string[]>();
    for (const attribute of tree.data ? groupsOf(tree.data).flatMap((group) => group.attributes) : []) {
      if (attribute.choice_list_id === null) continue;
      users.set(attribute.choice_list_id, [...(users.get(attribute.choice_list_id) ?? []), pickLabel(attribute.labels, language, attribute.code)]);
    }
    return users;
  }, [tree.data, language]);

  const needle = search.trim().toLowerCase();
  const visible = (lists.data ?? []).filter(
    (list) =>
      !needle ||
      list.name.toLowerCase().includes(needle) ||
      list.choices.some((choice) => choice.code.toLowerCase().includes(needle) || Object.values(choice.labels).some((label) => label.toLowerCase().includes(needle))),
  );

  const handleDelete = async (list: ChoiceList) => {
    // A list in use cannot be deleted: say why and by whom, and offer no Delete that would fail.
    if (list.attribute_count > 0) {
      const users = usersByList.get(list.id) ?? [];
      await confirm({
        kind: 'info',
        title: t('choiceLists.cannotDeleteTitle', { name: list.name }),
        content: [t('choiceLists.deleteInUse', { count: list.attribute_count }), users.length > 0 ? t('choiceLists.usedByNames', { names: users.join(', ') }) : ''].join(' ').trim(),
        okText: t('choiceLists.understood'),
      });
      return;
    }
    const ok = await confirm({
      title: t('choiceLists.deleteTitle', { name: list.name }),
      content: t('choiceLists.deleteContent'),
      okText: t('actions.delete'),
      danger: true,
    });
    if (!ok) return;
    // The server is the judge of "in use" (another user may have linked an attribute meanwhile).
    save.mutate({ action: 'delete', id: list.id }, { onSuccess: () => notify.success(t('choiceLists.deleted', { name: list.name })), onError: showError });
  };

  const columns: TableColumnsType<ChoiceList> = [
    {
      key: 'name',
      title: t('common.name'),
      width: 260,
      render: (_, list) => (
        <Flex align="center" gap={8}>
          <UnorderedListOutlined style={{ color: palette.iconMuted }} />
          <Typography.Link strong onClick={() => setDrawer({ open: true, list })}>
            {list.name}
          </Typography.Link>
        </Flex>
      ),
    },
    {
      key: 'choices',
      title: t('attributes.fields.choices'),
      render: (_, list) =>
        list.choices.length === 0 ? (
          <Typography.Text type="secondary">{t('choiceLists.noChoices')}</Typography.Text>
        ) : (
          <Flex gap={4} wrap>
            {list.choices.slice(0, previewSize).map((choice) => (
              <Tooltip key={choice.code} title={choice.code}>
                <Tag style={{ marginInlineEnd: 0 }}>{pickLabel(choice.labels, language, choice.code)}</Tag>
              </Tooltip>
            ))}
            {list.choices.length > previewSize && <Tag variant="filled">{t('choiceLists.more', { count: list.choices.length - previewSize })}</Tag>}
          </Flex>
        ),
    },
    {
      key: 'count',
      title: t('choiceLists.choiceCountColumn'),
      width: 160,
      align: 'right',
      render: (_, list) => list.choices.length.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB'),
    },
    {
      key: 'used',
      title: t('choiceLists.usedBy'),
      width: 190,
      render: (_, list) =>
        list.attribute_count === 0 ? (
          <Typography.Text type="secondary">{t('choiceLists.unused')}</Typography.Text>
        ) : (
          <Tooltip title={(usersByList.get(list.id) ?? []).join(', ') || undefined}>
            <Tag color="blue" variant="filled">
              {t('attributes.count', { count: list.attribute_count })}
            </Tag>
          </Tooltip>
        ),
    },
    {
      key: 'actions',
      width: 96,
      align: 'right',
      render: (_, list) => (
        <Flex gap={4} justify="flex-end">
          <Tooltip title={t('actions.edit')}>
            <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('choiceLists.editNamed', { name: list.name })} onClick={() => setDrawer({ open: true, list })} />
          </Tooltip>
          <Tooltip title={list.attribute_count > 0 ? t('choiceLists.inUseTooltip') : t('actions.delete')}>
            <Button
              size="small"
              type="text"
              danger={list.attribute_count === 0}
              icon={<DeleteOutlined />}
              aria-label={list.attribute_count > 0 ? t('choiceLists.inUseNamed', { name: list.name }) : t('choiceLists.deleteNamed', { name: list.name })}
              data-testid={`delete-choice-list-${list.name}`}
              onClick={() => void handleDelete(list)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('choiceLists.search')} value={search} onChange={(event) => setSearch(event.target.value)} style={{ flex: '1 1 200px', maxWidth: 360 }} />
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {t('choiceLists.count', { count: lists.data?.length ?? 0 })}
        </Typography.Text>
        <div style={{ flex: 1 }} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true, list: null })} data-testid="new-choice-list">
          {t('choiceLists.new')}
        </Button>
      </Flex>
      <Card variant="borderless" style={{ boxShadow: shadows.panel }} styles={{ body: { padding: lists.data && lists.data.length > 0 ? 0 : 24 } }}>
        {lists.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => lists.refetch()}>{t('actions.retry')}</Button>} />}
        {lists.data && lists.data.length === 0 ? (
          <Empty description={t('choiceLists.empty')}>
            <Button type="primary" onClick={() => setDrawer({ open: true, list: null })}>
              {t('choiceLists.new')}
            </Button>
          </Empty>
        ) : (
          !lists.isError && (
            <Table<ChoiceList>
              rowKey="id"
              size="middle"
              loading={lists.isLoading}
              columns={columns}
              dataSource={visible}
              pagination={visible.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              onRow={(list) => ({ 'data-testid': `choice-list-${list.name}` }) as React.HTMLAttributes<HTMLElement>}
              locale={{ emptyText: t('choiceLists.noMatch') }}
            />
          )
        )}
      </Card>
      <ChoiceListDrawer open={drawer.open} list={drawer.open ? drawer.list : null} onClose={() => setDrawer({ open: false })} />
    </>
  );
}
