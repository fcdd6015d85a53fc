import { useEffect, useMemo, useState } from 'react';
import { AppstoreOutlined, DeleteOutlined, EditOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Badge, Dropdown, Empty, Skeleton, Tag, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import type { CatalogueObject, ObjectType } from '@pimento/shared-kit/contracts/objects';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { NamePromptModal } from '../../../components/name-prompt-modal';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { usePickableGroups } from '@pimento/shared-kit/rights/use-pickable-groups';
import { useObjectTypes } from '../api/get-object-types';
import { useObjects } from '../api/get-objects';
import { useSaveObject } from '../api/save-object';
import { useSaveObjectType } from '../api/save-object-type';
import { ObjectFormModal } from './object-form-modal';
import { palette, shadows } from '@pimento/shared-kit/design/tokens';

const pageSize = 50;
type TypePrompt = { kind: 'new' } | { kind: 'rename'; objectType: ObjectType };

/**
 * `/pimento-object/` (when `object_activated`): object types on the left, the objects of the
 * chosen type on the right (searched and paged by the server). Objects are what object-link
 * attributes point to; each belongs to at least one user group, whose rights apply to it.
 */
export function ObjectsScreen() {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const showError = notify.error;
  const [params, setParams] = useSearchParams();
  const types = useObjectTypes();
  const groups = usePickableGroups();
  const saveType = useSaveObjectType();
  const saveObject = useSaveObject();
  const [prompt, setPrompt] = useState<TypePrompt | null>(null);
  const [form, setForm] = useState<{ open: false } | { open: true; object: CatalogueObject | null }>({ open: false });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const typeList = useMemo(() => types.data ?? [], [types.data]);
  const askedTypeId = Number(params.get('type'));
  const chosen = typeList.find((objectType) => objectType.id === askedTypeId) ?? typeList[0];
  const objects = useObjects({ objectTypeId: chosen?.id ?? null, search, page, pageSize }, chosen !== undefined);
  const groupNames = useMemo(() => new Map((groups.data ?? []).map((group) => [group.id, group.name])), [groups.data]);
  const canAddSomewhere = (groups.data ?? []).some((group) => group.can_add);

  useEffect(() => setPage(1), [chosen?.id, search]);

  const choose = (objectType: ObjectType) => {
    setSearch('');
    setParams({ type: String(objectType.id) });
  };

  const handleDeleteType = async (objectType: ObjectType) => {
    const ok = await confirm({
      title: t('objects.deleteTypeTitle', { name: objectType.name }),
      content: objectType.object_count > 0 ? t('objects.deleteTypeInUse', { count: objectType.object_count }) : t('objects.deleteTypeContent'),
      okText: t('actions.delete'),
      danger: true,
    });
    if (!ok) return;
    saveType.mutate({ action: 'delete', id: objectType.id }, { onSuccess: () => notify.success(t('objects.typeDeleted', { name: objectType.name })), onError: showError });
  };

  const handleDeleteObject = async (object: CatalogueObject) => {
    const ok = await confirm({ title: t('objects.deleteTitle', { name: object.name }), content: t('objects.deleteContent'), okText: t('actions.delete'), danger: true });
    if (!ok) return;
    saveObject.mutate({ action: 'delete', id: object.id }, { onSuccess: () => notify.success(t('objects.deleted', { name: object.name })), onError: showError });
  };

  const handleTypePrompt = async (name: string) => {
    if (prompt?.kind === 'rename') return saveType.mutateAsync({ action: 'rename', id: prompt.objectType.id, name, version: prompt.objectType.version });
    const created = await saveType.mutateAsync({ action: 'create', name });
    if (created) setParams({ type: String(created.id) });
    return created;
  };

  const dateFormat = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium' });
  const columns: TableColumnsType<CatalogueObject> = [
    {
      key: 'name',
      title: t('common.name'),
      render: (_, object) => (
        <Typography.Link strong onClick={() => setForm({ open: true, object })}>
          {object.name}
        </Typography.Link>
      ),
    },
    {
      key: 'groups',
      title: t('objects.groups'),
      width: 320,
      render: (_, object) => (
        <Flex gap={4} wrap>
          {object.groups.map((groupId) => (
            <Tag key={groupId} style={{ marginInlineEnd: 0 }}>
              {groupNames.get(groupId) ?? t('objects.otherGroup')}
            </Tag>
          ))}
        </Flex>
      ),
    },
    { key: 'updated', title: t('objects.updated'), width: 150, render: (_, object) => dateFormat.format(new Date(object.updated)) },
    {
      key: 'actions',
      width: 96,
      align: 'right',
      render: (_, object) => (
        <Flex gap={4} justify="flex-end">
          <Tooltip title={t('actions.edit')}>
            <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('objects.editNamed', { name: object.name })} onClick={() => setForm({ open: true, object })} />
          </Tooltip>
          <Tooltip title={t('actions.delete')}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('objects.deleteNamed', { name: object.name })} onClick={() => void handleDeleteObject(object)} />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <PageFrame title={t('pages.objects.title')} breadcrumb={[t('area'), t('pages.objects.title')]}>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8, maxWidth: 820 }}>
        {t('objects.intro')}
      </Typography.Paragraph>
      {groups.data && groups.data.length === 0 && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('objects.noGroupsTitle')} description={t('objects.noGroupsHelp')} data-testid="objects-no-groups" />}
      <Flex gap={20} align="flex-start">
        <Card
          variant="borderless"
          style={{ width: 300, flex: 'none', boxShadow: shadows.panel }}
          styles={{ body: { padding: 8 } }}
          title={t('objects.typesTitle')}
          extra={
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setPrompt({ kind: 'new' })} data-testid="new-object-type">
              {t('objects.newType')}
            </Button>
          }
        >
          {types.isLoading && <Skeleton active paragraph={{ rows: 4 }} style={{ padding: 8 }} />}
          {types.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => types.refetch()}>{t('actions.retry')}</Button>} />}
          {types.data && typeList.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('objects.noTypes')} />}
          <Flex vertical gap={2} data-testid="object-type-list">
            {typeList.map((objectType) => {
              const active = objectType.id === chosen?.id;
              return (
                <div
                  key={objectType.id}
                  aria-current={active ? 'true' : undefined}
                  data-testid={`object-type-${objectType.name}`}
                  onClick={() => choose(objectType)}
                  style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 6px 6px 10px', borderRadius: 8, cursor: 'pointer', background: active ? palette.infoFaint : undefined }}
                >
                  <AppstoreOutlined style={{ color: active ? palette.info : palette.iconMuted }} />
                  {/* A real button for the keyboard; its click reaches the row. */}
                  <button type="button" style={{ flex: 1, minWidth: 0, border: 0, padding: 0, background: 'transparent', textAlign: 'left', cursor: 'pointer', font: 'inherit' }}>
                    <Typography.Text strong={active} ellipsis>
                      {objectType.name}
                    </Typography.Text>
                  </button>
                  <Badge count={objectType.object_count} showZero overflowCount={99999} color={active ? palette.info : palette.inkMuted} />
                  <span onClick={(event) => event.stopPropagation()}>
                    <Dropdown
                      trigger={['click']}
                      menu={{
                        items: [
                          { key: 'rename', label: t('actions.rename'), onClick: () => setPrompt({ kind: 'rename', objectType }) },
                          { key: 'delete', label: t('actions.delete'), danger: true, onClick: () => void handleDeleteType(objectType) },
                        ],
                      }}
                    >
                      <Button size="small" type="text" aria-label={t('objects.typeMenu', { name: objectType.name })} icon={<MoreOutlined />} />
                    </Dropdown>
                  </span>
                </div>
              );
            })}
          </Flex>
        </Card>
        <Card
          variant="borderless"
          style={{ flex: 1, minWidth: 0, boxShadow: shadows.panel }}
          styles={{ body: { padding: chosen ? 0 : 24 } }}
          title={chosen ? chosen.name : t('objects.objectsTitle')}
          extra={
            chosen && (
              <Tooltip title={groups.data && !canAddSomewhere ? t('objects.cannotCreate') : undefined}>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, object: null })} data-testid="new-object">
                  {t('objects.new')}
                </Button>
              </Tooltip>
            )
          }
          data-testid="objects-of-type"
        >
          {!chosen ? (
            <Empty description={types.data ? t('objects.pickType') : undefined} />
          ) : (
            <>
              <Flex gap={12} align="center" style={{ padding: '12px 16px', borderBottom: `1px solid ${palette.divider}` }}>
                <Input.Search allowClear placeholder={t('objects.search')} value={search} onChange={(event) => setSearch(event.target.value)} style={{ maxWidth: 320 }} data-testid="object-search" />
                <Typography.Text type="secondary" data-testid="object-count">
                  {objects.data ? t('objects.count', { count: objects.data.count, formatted: objects.data.count.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB') }) : ''}
                </Typography.Text>
              </Flex>
              {objects.isError ? (
                <Alert type="error" showIcon style={{ margin: 16 }} title={t('common.loadFailed')} action={<Button onClick={() => objects.refetch()}>{t('actions.retry')}</Button>} />
              ) : (
                <Table<CatalogueObject>
                  rowKey="id"
                  size="middle"
                  columns={columns}
                  loading={objects.isLoading}
                  dataSource={objects.data?.results ?? []}
                  onRow={(object) => ({ 'data-testid': `object-row-${object.name}` }) as React.HTMLAttributes<HTMLElement>}
                  pagination={
                    (objects.data?.count ?? 0) > pageSize ? { current: page, pageSize, total: objects.data?.count ?? 0, showSizeChanger: false, onChange: setPage } : false
                  }
                  locale={{
                    emptyText: (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={search.trim() ? t('objects.noMatch') : t('objects.emptyType', { type: chosen.name })} />
                    ),
                  }}
                />
              )}
            </>
          )}
        </Card>
      </Flex>
      <ObjectFormModal
        open={form.open}
        objectType={chosen}
        object={form.open ? form.object : null}
        groups={groups.data ?? []}
        groupsLoading={groups.isLoading}
        onClose={() => setForm({ open: false })}
      />
      <NamePromptModal
        open={prompt !== null}
        title={prompt?.kind === 'rename' ? t('objects.renameTypeTitle') : t('objects.newType')}
        label={t('common.name')}
        initialName={prompt?.kind === 'rename' ? prompt.objectType.name : ''}
        onSubmit={handleTypePrompt}
        onClose={() => setPrompt(null)}
      />
    </PageFrame>
  );
}
