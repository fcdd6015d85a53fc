import { useMemo, useRef, useState } from 'react';
import { ApartmentOutlined, DeleteOutlined, EditOutlined, FolderOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Empty, Modal, Skeleton, Space, Tag, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { Tree, type TreeDataNode } from '@pimento/shared-kit/ui/antd-tree';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import type { Category } from '@pimento/shared-kit/contracts/categories';
import { NamePromptModal } from '../../../components/name-prompt-modal';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useCategoryCounts } from '../api/get-category-counts';
import { useCategoryTree } from '../api/get-category-tree';
import { useLabelLanguages } from '../../attributes/api/get-label-languages';
import { getCategoryDeleteImpact, useDeleteCategory } from '../api/delete-category';
import { useMoveCategory } from '../api/move-category';
import { useSaveCategory } from '../api/save-category';
import { buildCategoryTree, siblingOrderAfterMove, type CategoryNode } from '../lib/build-category-tree';
import { palette, shadows } from '@pimento/shared-kit/design/tokens';

type Prompt = { kind: 'new'; parentId: number | null } | { kind: 'rename'; category: Category };
type DropTarget = { id: number; zone: 'before' | 'inside' | 'after' };

const hintStyles: Record<DropTarget['zone'], React.CSSProperties> = {
  before: { boxShadow: `inset 0 2px 0 ${palette.info}` },
  after: { boxShadow: `inset 0 -2px 0 ${palette.info}` },
  inside: { background: palette.infoDrop, boxShadow: `inset 0 0 0 1px ${palette.info}` },
};

/** `/category/`: several category trees; create, rename, move by drag and drop, delete with its impact stated. */
export function CategoriesScreen() {
  const { t } = useTranslation('catalogue');
  const notify = useNotify();
  const tree = useCategoryTree();
  const labelLanguages = useLabelLanguages();
  const save = useSaveCategory();
  const move = useMoveCategory();
  const remove = useDeleteCategory();
  const confirm = useConfirm();
  const showError = notify.error;
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<React.Key[] | null>(null);
  const [dropHint, setDropHint] = useState<DropTarget | null>(null);
  const [moving, setMoving] = useState<Category | null>(null);
  const [destination, setDestination] = useState<number | null>(null);
  const draggedId = useRef<number | null>(null);
  const categories = useMemo(() => tree.data ?? [], [tree.data]);
  const roots = useMemo(() => buildCategoryTree(categories), [categories]);
  const byId = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);
  const counts = useCategoryCounts(useMemo(() => categories.map((category) => category.id).slice(0, 500), [categories]));
  const needle = search.trim().toLowerCase();

  const handleDelete = async (category: Category) => {
    try {
      const impact = await getCategoryDeleteImpact(category.id);
      const ok = await confirm({
        title: t('categories.deleteTitle', { name: category.name }),
        content: [
          t('categories.deleteCategories', { count: impact.categories }),
          impact.products === 0 ? t('categories.deleteNoProducts') : t('categories.deleteProducts', { count: impact.products }),
          impact.products_left_unclassified > 0 ? t('categories.deleteUnclassified', { count: impact.products_left_unclassified }) : '',
        ]
          .filter(Boolean)
          .join(' '),
        okText: t('actions.delete'),
        danger: true,
      });
      if (!ok) return;
      await remove.mutateAsync(category.id);
      notify.success(t('categories.deleted', { name: category.name }));
    } catch (error) {
      showError(error);
    }
  };

  /**
   * Where a drop goes, from the pointer's height in the row under it: its top third puts the
   * category before that row, its bottom third after it, the middle inside it (as its last child).
   * Read from the DOM event rather than antd's horizontal-offset rule, which users (and tests)
   * could not predict; the hint drawn while dragging uses the same rule.
   */
  const dropTargetOf = (event: React.DragEvent): DropTarget | null => {
    const row = (event.target as Element | null)?.closest?.('.ant-tree-treenode');
    const title = row?.querySelector<HTMLElement>('[data-category-id]');
    if (!row || !title) return null;
    const rect = row.getBoundingClientRect();
    const ratio = (event.clientY - rect.top) / Math.max(1, rect.height);
    return { id: Number(title.dataset.categoryId), zone: ratio < 1 / 3 ? 'before' : ratio > 2 / 3 ? 'after' : 'inside' };
  };

  const handleDragOver = (event: React.DragEvent) => {
    if (draggedId.current === null) return;
    const next = dropTargetOf(event);
    const target = next && next.id !== draggedId.current ? next : null;
    setDropHint((current) => (current?.id === target?.id && current?.zone === target?.zone ? current : target));
  };

  const handleDrop = (event: React.DragEvent) => {
    const movedId = draggedId.current;
    draggedId.current = null;
    setDropHint(null);
    const drop = dropTargetOf(event);
    const target = drop && byId.get(drop.id);
    if (movedId === null || !drop || !target || target.id === movedId) return;
    const parentId = drop.zone === 'inside' ? target.id : target.parent_id;
    const siblings = categories.filter((category) => category.parent_id === parentId && category.id !== movedId).sort((a, b) => a.position - b.position);
    const index = drop.zone === 'inside' ? siblings.length : siblings.findIndex((category) => category.id === target.id) + (drop.zone === 'after' ? 1 : 0);
    moveTo(movedId, parentId, index, drop.zone === 'inside');
  };

  /** Moves a category to `index` among the children of `parentId` (null: a tree of its own). */
  const moveTo = (movedId: number, parentId: number | null, index: number, into: boolean) => {
    const siblings = categories.filter((category) => category.parent_id === parentId).sort((a, b) => a.position - b.position).map((category) => category.id);
    const name = byId.get(movedId)?.name ?? '';
    const parent = parentId === null ? undefined : byId.get(parentId);
    move.mutate(
      { id: movedId, parentId, siblingIds: siblingOrderAfterMove(siblings, movedId, index), positions: new Map(categories.map((category) => [category.id, category.position])) },
      {
        onSuccess: () => {
          notify.success(into && parent ? t('categories.movedInto', { name, parent: parent.name }) : t('categories.moved', { name }));
          if (into && parent) setExpanded((keys) => (keys === null ? keys : [...new Set([...keys, parent.id])]));
        },
        onError: showError,
      },
    );
  };

  /** The "Move to…" dialog's places: a tree of its own, or under any category outside its own subtree. */
  const destinations = (moving: Category) => [
    { value: 0, label: t('categories.ownTree') },
    ...categories
      .filter((category) => category.id !== moving.id && !category.ancestors.includes(moving.id))
      .map((category) => ({ value: category.id, label: [...category.ancestors.map((id) => byId.get(id)?.name ?? ''), category.name].join(' › ') })),
  ];

  const toTreeData = (nodes: CategoryNode[]): TreeDataNode[] =>
    nodes.map(({ category, children }) => ({
      key: category.id,
      title: (
        <Flex
          align="center"
          gap={8}
          className="category-node"
          data-testid={`category-${category.name}`}
          data-category-id={category.id}
          data-drop-zone={dropHint?.id === category.id ? dropHint.zone : undefined}
          style={{ minWidth: 360, paddingRight: 4, borderRadius: 4, ...(dropHint?.id === category.id ? hintStyles[dropHint.zone] : undefined) }}
        >
          {category.parent_id === null ? <ApartmentOutlined style={{ color: palette.inkMuted }} /> : <FolderOutlined style={{ color: palette.iconMuted }} />}
          <Typography.Text strong={category.parent_id === null} style={{ flex: 1, background: needle && category.name.toLowerCase().includes(needle) ? palette.highlight : undefined }}>
            {category.name}
          </Typography.Text>
          <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
            {t('categories.products', { count: counts.data?.get(category.id) ?? 0 })}
          </Tag>
          <Space size={0} onClick={(event) => event.stopPropagation()}>
            <Tooltip title={t('categories.addChild')}>
              <Button size="small" type="text" icon={<PlusOutlined />} aria-label={t('categories.addChildTo', { name: category.name })} onClick={() => setPrompt({ kind: 'new', parentId: category.id })} />
            </Tooltip>
            <Tooltip title={t('categories.moveTo')}>
              <Button size="small" type="text" icon={<NodeExpandOutlined />} aria-label={t('categories.moveNamed', { name: category.name })} onClick={() => setMoving(category)} />
            </Tooltip>
            <Tooltip title={t('actions.rename')}>
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('categories.renameNamed', { name: category.name })} onClick={() => setPrompt({ kind: 'rename', category })} />
            </Tooltip>
            <Tooltip title={t('actions.delete')}>
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('categories.deleteNamed', { name: category.name })} onClick={() => void handleDelete(category)} />
            </Tooltip>
          </Space>
        </Flex>
      ),
      children: toTreeData(children),
    }));

  const treeData = toTreeData(roots);
  const allKeys = categories.map((category) => category.id);
  const matchingKeys = needle ? categories.filter((category) => category.name.toLowerCase().includes(needle)).flatMap((category) => category.ancestors) : null;

  return (
    <PageFrame
      title={t('pages.categories.title')}
      breadcrumb={[t('area'), t('pages.categories.title')]}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPrompt({ kind: 'new', parentId: null })} data-testid="new-category-tree">
          {t('categories.newTree')}
        </Button>
      }
    >
      <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('categories.search')} value={search} onChange={(event) => setSearch(event.target.value)} style={{ maxWidth: 360 }} />
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {t('categories.treeCount', { count: roots.length })} · {t('categories.categoryCount', { count: categories.length })}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
          {t('categories.dragHint')}
        </Typography.Text>
      </Flex>
      <Card variant="borderless" style={{ boxShadow: shadows.panel }}>
        {tree.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
        {tree.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => tree.refetch()}>{t('actions.retry')}</Button>} />}
        {tree.data && roots.length === 0 && (
          <Empty description={t('categories.empty')}>
            <Button type="primary" onClick={() => setPrompt({ kind: 'new', parentId: null })}>
              {t('categories.newTree')}
            </Button>
          </Empty>
        )}
        {roots.length > 0 && (
          // Drops are read by this wrapper (capture phase: the tree's nodes stop the events' bubbling).
          <div className="pimento-category-tree" onDragOverCapture={handleDragOver} onDropCapture={handleDrop}>
            <style>{'.pimento-category-tree .ant-tree-drop-indicator { display: none; }'}</style>
            <Tree
              draggable={{ icon: false }}
              blockNode
              showLine
              treeData={treeData}
              expandedKeys={matchingKeys ?? expanded ?? allKeys}
              onExpand={(keys) => setExpanded(keys)}
              onDragStart={({ node }) => {
                draggedId.current = Number(node.key);
              }}
              onDragEnd={() => {
                draggedId.current = null;
                setDropHint(null);
              }}
              data-testid="category-tree"
            />
          </div>
        )}
      </Card>
      <Modal
        open={moving !== null}
        title={moving ? t('categories.moveTitle', { name: moving.name }) : ''}
        okText={t('categories.move')}
        cancelText={t('actions.cancel')}
        okButtonProps={{ disabled: destination === null }}
        onCancel={() => setMoving(null)}
        afterOpenChange={(open) => {
          if (!open) setDestination(null);
        }}
        onOk={() => {
          if (!moving || destination === null) return;
          const parentId = destination === 0 ? null : destination;
          moveTo(moving.id, parentId, categories.filter((category) => category.parent_id === parentId && category.id !== moving.id).length, parentId !== null);
          setMoving(null);
        }}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('categories.moveHelp')}</Typography.Paragraph>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          value={destination}
          onChange={setDestination}
          options={moving ? destinations(moving) : []}
          placeholder={t('categories.pickDestination')}
          style={{ width: '100%' }}
          aria-label={t('categories.pickDestination')}
          data-testid="category-destination"
        />
      </Modal>
      <NamePromptModal
        open={prompt !== null}
        maxLength={255}
        title={prompt?.kind === 'rename' ? t('categories.renameTitle') : prompt?.parentId ? t('categories.newChildTitle', { name: byId.get(prompt.parentId)?.name ?? '' }) : t('categories.newTree')}
        label={t('common.name')}
        languages={labelLanguages.data ?? ['en']}
        initialNames={prompt?.kind === 'rename' ? prompt.category.names : {}}
        onSubmit={(names: Record<string, string>) =>
          prompt?.kind === 'rename' ? save.mutateAsync({ id: prompt.category.id, update: { names } }) : save.mutateAsync({ id: null, create: { names, parent_id: prompt?.parentId ?? null } })
        }
        onClose={() => setPrompt(null)}
      />
    </PageFrame>
  );
}
