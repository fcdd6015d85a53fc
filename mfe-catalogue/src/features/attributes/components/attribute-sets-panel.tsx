import { useMemo, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Segmented, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Badge, Dropdown, Empty, Skeleton, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Checkbox } from '@pimento/shared-kit/ui/antd-inputs';
import type { Attribute, AttributeSet } from '@pimento/shared-kit/contracts/attributes';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { NamePromptModal } from '../../../components/name-prompt-modal';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useAttributeSets } from '../api/get-attribute-sets';
import { useAttributeTree } from '../api/get-attribute-tree';
import { useReorderSets } from '../api/reorder-sets';
import { useSaveStructureItem } from '../api/save-structure-item';
import { useChangeSetMembership } from '../api/set-membership';
import { DragHandle } from './drag-handle';
import { palette, shadows } from '@pimento/shared-kit/design/tokens';

type SetPrompt = { kind: 'new' } | { kind: 'rename'; set: AttributeSet };
type Scope = 'all' | 'in-set';

/**
 * The attribute sets tab of `/attributes/` (when `attribute_set_activated`): the sets in their
 * order (drag and drop), and the attributes of the chosen set, ticked in or out of it.
 */
export function AttributeSetsPanel() {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const showError = notify.error;
  const sets = useAttributeSets(true);
  const tree = useAttributeTree();
  const structure = useSaveStructureItem();
  const reorder = useReorderSets();
  const membership = useChangeSetMembership();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [prompt, setPrompt] = useState<SetPrompt | null>(null);
  const [search, setSearch] = useState('');
  const [scope, setScope] = useState<Scope>('all');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const setList = useMemo(() => sets.data ?? [], [sets.data]);
  const chosen = setList.find((set) => set.id === chosenId) ?? setList[0];

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = setList.map((set) => set.id);
    const from = ids.indexOf(Number(String(active.id).replace('set-', '')));
    const to = ids.indexOf(Number(String(over.id).replace('set-', '')));
    if (from < 0 || to < 0) return;
    reorder.mutate(arrayMove(ids, from, to), { onError: showError });
  };

  const handleDelete = async (set: AttributeSet) => {
    const ok = await confirm({ title: t('sets.deleteTitle', { name: set.name }), content: t('sets.deleteContent', { count: set.attribute_count }), okText: t('actions.delete'), danger: true });
    if (!ok) return;
    structure.mutate(
      { kind: 'attribute-set', action: 'delete', id: set.id },
      {
        onSuccess: () => {
          notify.success(t('sets.deleted', { name: set.name }));
          if (chosenId === set.id) setChosenId(null);
        },
        onError: showError,
      },
    );
  };

  const handlePromptSubmit = async (name: string) => {
    if (prompt?.kind === 'rename') return structure.mutateAsync({ kind: 'attribute-set', action: 'rename', id: prompt.set.id, body: { name, version: prompt.set.version } });
    const created = (await structure.mutateAsync({ kind: 'attribute-set', action: 'create', body: { name } })) as AttributeSet;
    setChosenId(created.id);
    return created;
  };

  /** Ticks show at once; they are the server's again once it answered and the tree reloaded. */
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const handleToggle = (attributes: readonly Attribute[], member: boolean) => {
    if (!chosen) return;
    setPending((current) => new Map([...current, ...attributes.map((attribute) => [attribute.id, member] as const)]));
    membership.mutate(
      { setId: chosen.id, attributes, member },
      {
        onError: showError,
        onSettled: () =>
          setPending((current) => {
            const next = new Map(current);
            for (const attribute of attributes) next.delete(attribute.id);
            return next;
          }),
      },
    );
  };
  const isMember = (attribute: Attribute) => pending.get(attribute.id) ?? (chosen !== undefined && attribute.set_ids.includes(chosen.id));

  const needle = search.trim().toLowerCase();
  const matches = (attribute: Attribute) =>
    (!needle || attribute.code.toLowerCase().includes(needle) || Object.values(attribute.labels).some((label) => label.toLowerCase().includes(needle))) &&
    (scope === 'all' || isMember(attribute));
  const sections = (tree.data?.sections ?? [])
    .map((section) => ({ ...section, groups: section.groups.map((group) => ({ ...group, shown: group.attributes.filter(matches) })).filter((group) => group.shown.length > 0) }))
    .filter((section) => section.groups.length > 0);
  const busyIds = new Set(membership.isPending ? membership.variables.attributes.map((attribute) => attribute.id) : []);

  return (
    <Flex gap={20} align="flex-start">
      <Card
        variant="borderless"
        style={{ width: 320, flex: 'none', boxShadow: shadows.panel }}
        styles={{ body: { padding: 8 } }}
        title={t('sets.listTitle')}
        extra={
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setPrompt({ kind: 'new' })} data-testid="new-attribute-set">
            {t('sets.new')}
          </Button>
        }
      >
        {sets.isLoading && <Skeleton active paragraph={{ rows: 4 }} style={{ padding: 8 }} />}
        {sets.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => sets.refetch()}>{t('actions.retry')}</Button>} />}
        {sets.data && setList.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sets.empty')} />}
        {setList.length > 0 && (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
            <SortableContext items={setList.map((set) => `set-${set.id}`)} strategy={verticalListSortingStrategy}>
              <Flex vertical gap={2} data-testid="attribute-set-list">
                {setList.map((set) => (
                  <SetRow key={set.id} set={set} active={set.id === chosen?.id} onSelect={() => setChosenId(set.id)} onRename={() => setPrompt({ kind: 'rename', set })} onDelete={() => void handleDelete(set)} />
                ))}
              </Flex>
            </SortableContext>
          </DndContext>
        )}
        {setList.length > 1 && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, padding: '8px 8px 4px' }}>
            {t('sets.dragHint')}
          </Typography.Text>
        )}
      </Card>
      <Card
        variant="borderless"
        style={{ flex: 1, minWidth: 0, boxShadow: shadows.panel }}
        title={
          chosen ? (
            <Flex align="center" gap={8}>
              <span>{chosen.name}</span>
              <Tag variant="filled" data-testid="set-member-count">
                {t('attributes.count', { count: chosen.attribute_count })}
              </Tag>
            </Flex>
          ) : (
            t('sets.membersTitle')
          )
        }
        data-testid="attribute-set-members"
      >
        {!chosen ? (
          <Empty description={t('sets.pickOne')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
              {t('sets.membersHelp')}
            </Typography.Paragraph>
            <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
              <Input.Search allowClear placeholder={t('attributes.searchPlaceholder')} value={search} onChange={(event) => setSearch(event.target.value)} style={{ maxWidth: 320 }} />
              <Segmented
                value={scope}
                onChange={(next) => setScope(next as Scope)}
                options={[
                  { value: 'all', label: t('sets.scopeAll') },
                  { value: 'in-set', label: t('sets.scopeInSet') },
                ]}
              />
            </Flex>
            {tree.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
            {tree.data && sections.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={scope === 'in-set' && !needle ? t('sets.noMembers') : t('sets.noMatch')} />}
            <Flex vertical gap={16}>
              {sections.map((section) => (
                <div key={section.id}>
                  <Typography.Text type="secondary" style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.6 }}>
                    {section.name}
                  </Typography.Text>
                  <Flex vertical gap={8} style={{ marginTop: 6 }}>
                    {section.groups.map((group) => {
                      const inSet = group.shown.filter(isMember).length;
                      return (
                        <div key={group.id} style={{ border: `1px solid ${palette.borderSoft}`, borderRadius: 10, overflow: 'hidden' }} data-testid={`set-group-${group.name}`}>
                          <Flex align="center" gap={8} style={{ padding: '8px 12px', background: palette.surfaceRaised, borderBottom: `1px solid ${palette.divider}` }}>
                            <Checkbox
                              checked={inSet === group.shown.length}
                              indeterminate={inSet > 0 && inSet < group.shown.length}
                              disabled={membership.isPending}
                              onChange={(event) => handleToggle(group.shown, event.target.checked)}
                            >
                              <Typography.Text strong>{group.name}</Typography.Text>
                            </Checkbox>
                            <div style={{ flex: 1 }} />
                            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                              {t('sets.groupCount', { inSet, count: group.shown.length })}
                            </Typography.Text>
                          </Flex>
                          <Flex wrap style={{ padding: '4px 4px' }}>
                            {group.shown.map((attribute) => {
                              const label = pickLabel(attribute.labels, language, attribute.code);
                              return (
                                <div key={attribute.id} style={{ width: '50%', padding: '6px 8px', minWidth: 0 }} data-testid={`set-attribute-${attribute.code}`}>
                                  <Checkbox
                                    checked={isMember(attribute)}
                                    disabled={busyIds.has(attribute.id)}
                                    onChange={(event) => handleToggle([attribute], event.target.checked)}
                                    style={{ width: '100%', minWidth: 0 }}
                                  >
                                    <Flex vertical style={{ minWidth: 0 }}>
                                      <Typography.Text ellipsis>{label}</Typography.Text>
                                      <Typography.Text type="secondary" ellipsis style={{ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 12 }}>
                                        {attribute.code} · {t(`attributes.types.${attribute.type}`)}
                                      </Typography.Text>
                                    </Flex>
                                  </Checkbox>
                                </div>
                              );
                            })}
                          </Flex>
                        </div>
                      );
                    })}
                  </Flex>
                </div>
              ))}
            </Flex>
          </>
        )}
      </Card>
      <NamePromptModal
        open={prompt !== null}
        title={prompt?.kind === 'rename' ? t('sets.renameTitle') : t('sets.new')}
        label={t('common.name')}
        initialName={prompt?.kind === 'rename' ? prompt.set.name : ''}
        onSubmit={handlePromptSubmit}
        onClose={() => setPrompt(null)}
      />
    </Flex>
  );
}

type SetRowProps = { set: AttributeSet; active: boolean; onSelect: () => void; onRename: () => void; onDelete: () => void };

/** One set in the list: sortable by its handle, chosen by a click. */
function SetRow({ set, active, onSelect, onRename, onDelete }: SetRowProps) {
  const { t } = useTranslation('catalogue');
  const sortable = useSortable({ id: `set-${set.id}` });
  return (
    <div
      ref={sortable.setNodeRef}
      data-testid={`attribute-set-${set.name}`}
      aria-current={active ? 'true' : undefined}
      onClick={onSelect}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: '6px 6px 6px 2px',
        borderRadius: 8,
        cursor: 'pointer',
        background: active ? palette.infoFaint : undefined,
      }}
    >
      <DragHandle label={t('sets.drag', { name: set.name })} attributes={sortable.attributes} listeners={sortable.listeners} />
      <Typography.Text strong={active} ellipsis style={{ flex: 1 }}>
        {set.name}
      </Typography.Text>
      <Badge count={set.attribute_count} showZero color={active ? palette.info : palette.inkMuted} />
      <span onClick={(event) => event.stopPropagation()}>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'rename', label: t('actions.rename'), onClick: onRename },
              { key: 'delete', label: t('actions.delete'), danger: true, onClick: onDelete },
            ],
          }}
        >
          <Button size="small" type="text" aria-label={t('sets.menu', { name: set.name })} icon={<MoreOutlined />} />
        </Dropdown>
      </span>
    </div>
  );
}
