import { useMemo, useState } from 'react';
import { DeleteOutlined, EditOutlined, FolderOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Empty, Skeleton, Space, Tag, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { Switch } from '@pimento/shared-kit/ui/antd-inputs';
import { Tree, type TreeDataNode } from '@pimento/shared-kit/ui/antd-tree';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { panelStyle } from '@pimento/shared-kit/ui/panel-style';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import type { AssetCategory } from '@pimento/shared-kit/contracts/assets';
import { useAssetCategories } from '../../../api/get-asset-categories';
import { useLabelLanguages } from '../../../api/get-languages';
import { buildCategoryTree, type CategoryNode } from '@pimento/shared-kit/categories/category-tree';
import { useDeleteAssetCategory } from '../api/delete-asset-category';
import { useMoveAssetCategory } from '../api/move-asset-category';
import { useSaveAssetCategory } from '../api/save-asset-category';
import { levelOrderAfterMove, subtreeOf, type CategoryPlace } from '../lib/place-category';
import { CategoryNamesDialog } from './category-names-dialog';
import { MoveCategoryDialog } from './move-category-dialog';

type TreeDrop = NonNullable<React.ComponentProps<typeof Tree>['onDrop']>;
/** The switches of a row, in this order. */
const flags = ['featured', 'unstored', 'managed_by_model'] as const;

type NamesPrompt = { kind: 'new'; parentId: number | null } | { kind: 'rename'; category: AssetCategory };

/** `/asset/categories/`: the asset category trees; create, rename, move, flags, delete. */
export function AssetCategoriesScreen() {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const confirm = useConfirm();
  const tree = useAssetCategories();
  const labelLanguages = useLabelLanguages();
  const save = useSaveAssetCategory();
  const move = useMoveAssetCategory();
  const remove = useDeleteAssetCategory();
  const [prompt, setPrompt] = useState<NamesPrompt | null>(null);
  const [moving, setMoving] = useState<AssetCategory | null>(null);
  const categories = useMemo(() => tree.data ?? [], [tree.data]);
  const roots = useMemo(() => buildCategoryTree(categories), [categories]);
  const byId = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);

  const moveTo = (moved: AssetCategory, place: CategoryPlace) => {
    move.mutate(
      {
        id: moved.id,
        parentId: place.parentId,
        siblingIds: levelOrderAfterMove(categories, moved.id, place),
        positions: new Map(categories.map((category) => [category.id, category.position])),
      },
      { onSuccess: () => notify.success(t('categories.moved', { name: moved.name })), onError: notify.error },
    );
  };

  /** antd's drop: on a row's middle it goes inside (first child), on its edges before or after it. */
  const handleDrop: TreeDrop = (info) => {
    const moved = byId.get(Number(info.dragNode.key));
    const target = byId.get(Number(info.node.key));
    if (!moved || !target || moved.id === target.id) return;
    if (!info.dropToGap) {
      moveTo(moved, { parentId: target.id, index: 0 });
      return;
    }
    const siblings = categories.filter((category) => category.parent_id === target.parent_id && category.id !== moved.id).sort((a, b) => a.position - b.position);
    const targetIndex = siblings.findIndex((category) => category.id === target.id);
    const relative = info.dropPosition - Number(info.node.pos.split('-').at(-1));
    moveTo(moved, { parentId: target.parent_id, index: relative < 0 ? targetIndex : targetIndex + 1 });
  };

  const switchFlag = (category: AssetCategory, flag: (typeof flags)[number], on: boolean) =>
    save.mutate(
      { id: category.id, update: { [flag]: on } },
      { onSuccess: () => notify.success(t(on ? `categories.${flag}On` : `categories.${flag}Off`, { name: category.name })), onError: notify.error },
    );

  const handleDelete = async (category: AssetCategory) => {
    const subtree = subtreeOf(categories, category);
    const ok = await confirm({
      title: t('categories.deleteTitle', { name: category.name }),
      content: [
        subtree.categories > 1 ? t('categories.deleteDescendants', { count: subtree.categories - 1 }) : '',
        subtree.assets === 0 ? t('categories.deleteNoAssets') : t('categories.deleteAssets', { count: subtree.assets }),
      ]
        .filter(Boolean)
        .join(' '),
      okText: t('actions.delete'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(category.id, {
      onSuccess: (answer) => notify.success(t('categories.deleted', { name: category.name, count: answer.assets_uncategorised })),
      onError: notify.error,
    });
  };

  /** A row's buttons: icons with a tooltip, each named with its category for a screen reader. */
  const rowActions = (category: AssetCategory) => [
    { tip: t('categories.addChild'), label: t('categories.addChildTo', { name: category.name }), icon: <PlusOutlined />, onClick: () => setPrompt({ kind: 'new', parentId: category.id }) },
    { tip: t('categories.moveTo'), label: t('categories.moveNamed', { name: category.name }), icon: <NodeExpandOutlined />, onClick: () => setMoving(category) },
    { tip: t('actions.rename'), label: t('categories.renameNamed', { name: category.name }), icon: <EditOutlined />, onClick: () => setPrompt({ kind: 'rename', category }) },
    { tip: t('actions.delete'), label: t('categories.deleteNamed', { name: category.name }), icon: <DeleteOutlined />, onClick: () => void handleDelete(category), danger: true },
  ];

  const toTreeData = (nodes: CategoryNode<AssetCategory>[]): TreeDataNode[] =>
    nodes.map(({ category, children }) => ({
      key: category.id,
      title: (
        <Flex align="center" gap={8} wrap data-testid={`asset-category-${category.name}`} style={{ minWidth: 480, paddingRight: 4 }}>
          <FolderOutlined style={{ color: palette.iconMuted }} aria-hidden />
          <Typography.Text strong={category.parent_id === null} style={{ flex: 1 }}>
            {category.name}
          </Typography.Text>
          <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
            {t('categories.assets', { count: category.assets_count })}
          </Tag>
          {/* The row's own clicks select it: the controls keep theirs. */}
          <Space size={12} onClick={(event) => event.stopPropagation()}>
            {flags.map((flag) => (
              <label key={flag}>
                <Space size={4} align="center">
                  <Switch
                    size="small"
                    checked={category[flag]}
                    onChange={(on) => switchFlag(category, flag, on)}
                    aria-label={t(`categories.${flag}Named`, { name: category.name })}
                    data-testid={`${flag}-${category.id}`}
                  />
                  <Typography.Text type="secondary">{t(`categories.${flag}`)}</Typography.Text>
                </Space>
              </label>
            ))}
            <Space size={0}>
              {rowActions(category).map((action) => (
                <Tooltip key={action.tip} title={action.tip}>
                  <Button size="small" type="text" danger={action.danger} icon={action.icon} aria-label={action.label} onClick={action.onClick} />
                </Tooltip>
              ))}
            </Space>
          </Space>
        </Flex>
      ),
      children: toTreeData(children),
    }));

  const newTree = () => setPrompt({ kind: 'new', parentId: null });
  const promptTitle =
    prompt?.kind === 'rename'
      ? t('categories.renameTitle', { name: prompt.category.name })
      : prompt?.parentId
        ? t('categories.newChildTitle', { name: byId.get(prompt.parentId)?.name ?? '' })
        : t('categories.new');

  return (
    <PageFrame
      title={t('pages.categories.title')}
      breadcrumb={[t('area'), t('pages.categories.title')]}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={newTree} data-testid="new-asset-category">
          {t('categories.new')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('categories.help')}</Typography.Paragraph>
      <div style={{ ...panelStyle, padding: spacing.lg }}>
        {tree.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
        {tree.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => tree.refetch()}>{t('actions.retry')}</Button>} />}
        {tree.data && roots.length === 0 && (
          <Empty description={t('categories.empty')}>
            <Button type="primary" onClick={newTree}>
              {t('categories.new')}
            </Button>
          </Empty>
        )}
        {roots.length > 0 && (
          <Tree
            draggable={{ icon: false }}
            blockNode
            showLine
            defaultExpandAll
            expandedKeys={categories.map((category) => category.id)}
            treeData={toTreeData(roots)}
            onDrop={handleDrop}
            aria-label={t('pages.categories.title')}
            data-testid="asset-category-tree"
          />
        )}
      </div>
      <MoveCategoryDialog categories={categories} moving={moving} onMove={moveTo} onClose={() => setMoving(null)} />
      <CategoryNamesDialog
        open={prompt !== null}
        title={promptTitle}
        languages={labelLanguages.data ?? ['en']}
        initialNames={prompt?.kind === 'rename' ? prompt.category.names : {}}
        onSubmit={(names) =>
          prompt?.kind === 'rename' ? save.mutateAsync({ id: prompt.category.id, update: { names } }) : save.mutateAsync({ id: null, create: { names, parent_id: prompt?.parentId ?? null } })
        }
        onClose={() => setPrompt(null)}
      />
    </PageFrame>
  );
}
