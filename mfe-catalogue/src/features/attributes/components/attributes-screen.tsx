import { lazy, Suspense, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCorners, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ArrowDownOutlined, ArrowUpOutlined, FunctionOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Card, Tabs } from '@pimento/shared-kit/ui/antd-content';
import { Dropdown, Empty, Skeleton, Space } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { Attribute, AttributeTree } from '@pimento/shared-kit/contracts/attributes';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { isFeatureOn } from '@pimento/shared-kit/remote/remote-props';
import { NamePromptModal } from '../../../components/name-prompt-modal';
import { TabLabel, tabLabelsContainer } from '../../../components/tab-label';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useAttributeSets } from '../api/get-attribute-sets';
import { useAttributeTree } from '../api/get-attribute-tree';
import { useLabelLanguages } from '../api/get-label-languages';
import { useDeleteAttribute } from '../api/delete-attribute';
import { useReorderSections } from '../api/reorder-sections';
import { useSaveStructureItem } from '../api/save-structure-item';
import { useAttributeDrag } from '../hooks/use-attribute-drag';
import { useAttributeLiveUpdates } from '../hooks/use-attribute-live-updates';
import { moveSection } from '../lib/move-in-tree';
import { useAttributeEditorStore } from '../stores/attribute-editor-store';
import { AttributeFormDrawer } from './attribute-form-drawer';
import { AttributeGroupCard } from './attribute-group-card';
import { AttributeSetsPanel } from './attribute-sets-panel';
import { ChoiceListsPanel } from './choice-lists-panel';
import { StructureImportButton } from '../../structure-import/components/structure-import-button';
import { shadows } from '@pimento/shared-kit/design/tokens';

type TreeSection = AttributeTree['sections'][number];
type TreeGroup = TreeSection['groups'][number];

type AttributesTab = 'attributes' | 'lists' | 'sets' | 'rules';

// The rules tab brings the listing's filter builder: loaded when the tab is first opened.
const ValidationRulesPanel = lazy(() => import('../../validation-rules/components/validation-rules-panel').then((module) => ({ default: module.ValidationRulesPanel })));

/**
 * `/attributes/`: the attributes (sections, groups, attributes ordered by drag and drop), the
 * shared dropdown lists, when `attribute_set_activated` the attribute sets, and the validation
 * rules — one tab each, the tab kept in the address (`?tab=lists`, `?tab=sets`, `?tab=rules`) so it
 * can be linked and reloaded.
 */
export function AttributesScreen() {
  const { t } = useTranslation('catalogue');
  const { flags, navigate } = useRemoteProps();
  const setsOn = isFeatureOn(flags, 'attribute_set_activated');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: AttributesTab = asked === 'lists' || asked === 'rules' || (asked === 'sets' && setsOn) ? asked : 'attributes';
  const handleTabChange = (next: string) => setParams(next === 'attributes' ? {} : { tab: next });

  return (
    <PageFrame
      title={t('pages.attributes.title')}
      breadcrumb={[t('area'), t('pages.attributes.title')]}
      actions={
        <Space wrap>
          <StructureImportButton />
          <Button icon={<FunctionOutlined />} onClick={() => navigate('/attributes/compute/')}>
            {t('computed.link')}
          </Button>
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={handleTabChange}
        destroyOnHidden
        data-testid="attributes-tabs"
        className={tabLabelsContainer}
        items={[
          { key: 'attributes', label: t('structure.tabs.attributes'), children: <AttributesTreePanel setsOn={setsOn} /> },
          { key: 'lists', label: <TabLabel full={t('structure.tabs.lists')} short={t('structure.tabs.listsShort')} />, children: <ChoiceListsPanel /> },
          ...(setsOn ? [{ key: 'sets', label: <TabLabel full={t('structure.tabs.sets')} short={t('structure.tabs.setsShort')} />, children: <AttributeSetsPanel /> }] : []),
          {
            key: 'rules',
            label: <TabLabel full={t('structure.tabs.rules')} short={t('structure.tabs.rulesShort')} />,
            children: (
              <Suspense fallback={<Skeleton active />}>
                <ValidationRulesPanel />
              </Suspense>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}

/** The attributes tab: sections, groups and attributes of every type, ordered by drag and drop. */
function AttributesTreePanel({ setsOn }: { setsOn: boolean }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const [setId, setSetId] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  useAttributeLiveUpdates();
  const tree = useAttributeTree(setId);
  const sets = useAttributeSets(setsOn);
  const { drawer, prompt, openNew, openEdit, closeDrawer, setPrompt } = useAttributeEditorStore();
  const confirm = useConfirm();
  const showError = notify.error;
  const deleteAttribute = useDeleteAttribute();
  const structure = useSaveStructureItem();
  const labelLanguages = useLabelLanguages();
  const reorderSections = useReorderSections();
  const handleDragEnd = useAttributeDrag(tree.data, setId);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const handleDeleteAttribute = async (attribute: Attribute) => {
    const label = pickLabel(attribute.labels, language, attribute.code);
    const ok = await confirm({ title: t('attributes.deleteTitle', { label }), content: t('attributes.deleteContent'), okText: t('actions.delete'), danger: true });
    if (!ok) return;
    deleteAttribute.mutate(attribute.id, { onSuccess: () => notify.success(t('attributes.deleted', { label })), onError: showError });
  };
  const handleDeleteGroup = async (group: TreeGroup) => {
    if (group.attributes.length > 0) {
      notify.warning(t('attributes.groupNotEmpty', { name: group.name }));
      return;
    }
    if (!(await confirm({ title: t('attributes.deleteGroupTitle', { name: group.name }), okText: t('actions.delete'), danger: true }))) return;
    structure.mutate({ kind: 'attribute-group', action: 'delete', id: group.id }, { onError: showError });
  };
  const handleDeleteSection = async (section: TreeSection) => {
    if (section.groups.length > 0) {
      notify.warning(t('attributes.sectionNotEmpty', { name: section.name }));
      return;
    }
    if (!(await confirm({ title: t('attributes.deleteSectionTitle', { name: section.name }), okText: t('actions.delete'), danger: true }))) return;
    structure.mutate({ kind: 'attribute-section', action: 'delete', id: section.id }, { onError: showError });
  };
  const handleMoveSection = (section: TreeSection, offset: number) => {
    const order = tree.data && moveSection(tree.data, section.id, offset);
    if (order) reorderSections.mutate(order, { onError: showError });
  };
  const handlePromptSubmit = (names: Record<string, string>) => {
    if (!prompt) return Promise.resolve();
    switch (prompt.kind) {
      case 'new-section':
        return structure.mutateAsync({ kind: 'attribute-section', action: 'create', body: { names } });
      case 'new-group':
        return structure.mutateAsync({ kind: 'attribute-group', action: 'create', body: { names, section_id: prompt.sectionId } });
      case 'rename-section':
        return structure.mutateAsync({ kind: 'attribute-section', action: 'rename', id: prompt.id, body: { names, version: prompt.version } });
      case 'rename-group':
        return structure.mutateAsync({ kind: 'attribute-group', action: 'rename', id: prompt.id, body: { names, version: prompt.version } });
    }
  };

  const needle = search.trim().toLowerCase();
  const visibleTree: AttributeTree | undefined =
    tree.data && needle
      ? {
          sections: tree.data.sections.map((section) => ({
            ...section,
            groups: section.groups.map((group) => ({
              ...group,
              attributes: group.attributes.filter((attribute) => attribute.code.toLowerCase().includes(needle) || Object.values(attribute.labels).some((label) => label.toLowerCase().includes(needle))),
            })),
          })),
        }
      : tree.data;
  const attributeCount = tree.data?.sections.reduce((total, section) => total + section.groups.reduce((sum, group) => sum + group.attributes.length, 0), 0) ?? 0;
  const hasGroups = (tree.data?.sections ?? []).some((section) => section.groups.length > 0);

  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('attributes.searchPlaceholder')} aria-label={t('attributes.searchPlaceholder')} value={search} onChange={(event) => setSearch(event.target.value)} style={{ flex: '1 1 200px', maxWidth: 360 }} />
        {setsOn && (
          <Select
            allowClear
            placeholder={t('attributes.allSets')}
            aria-label={t('attributes.allSets')}
            value={setId}
            onChange={setSetId}
            options={(sets.data ?? []).map((set) => ({ value: set.id, label: set.name }))}
            style={{ minWidth: 200 }}
            data-testid="attribute-set-filter"
          />
        )}
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {t('attributes.count', { count: attributeCount })}
        </Typography.Text>
        <div style={{ flex: 1 }} />
        <Button onClick={() => setPrompt({ kind: 'new-section' })} data-testid="new-section">
          {t('attributes.newSection')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openNew()} disabled={!hasGroups} data-testid="new-attribute">
          {t('attributes.newAttribute')}
        </Button>
      </Flex>
      {tree.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {tree.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => tree.refetch()}>{t('actions.retry')}</Button>} />}
      {visibleTree && visibleTree.sections.length === 0 && (
        <Card variant="borderless">
          <Empty description={t('attributes.emptySections')}>
            <Button type="primary" onClick={() => setPrompt({ kind: 'new-section' })}>
              {t('attributes.newSection')}
            </Button>
          </Empty>
        </Card>
      )}
      {visibleTree && visibleTree.sections.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={handleDragEnd}>
          <Flex vertical gap={20}>
            {visibleTree.sections.map((section, sectionIndex) => (
              <Card
                key={section.id}
                variant="borderless"
                data-testid={`section-${section.name}`}
                style={{ boxShadow: shadows.panel }}
                // A long name (or a phone) wraps the title rather than cutting the name short.
                styles={{ title: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
                title={
                  <Flex align="center" gap={8} wrap>
                    <Typography.Text type="secondary" style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.6 }}>
                      {t('attributes.section')}
                    </Typography.Text>
                    <span>{section.name}</span>
                  </Flex>
                }
                extra={
                  <Space size={4}>
                    <Button size="small" type="text" disabled={sectionIndex === 0} onClick={() => handleMoveSection(section, -1)} aria-label={t('attributes.moveSectionUp', { name: section.name })} icon={<ArrowUpOutlined />} />
                    <Button size="small" type="text" disabled={sectionIndex === visibleTree.sections.length - 1} onClick={() => handleMoveSection(section, 1)} aria-label={t('attributes.moveSectionDown', { name: section.name })} icon={<ArrowDownOutlined />} />
                    <Button size="small" icon={<PlusOutlined />} onClick={() => setPrompt({ kind: 'new-group', sectionId: section.id })} data-testid={`new-group-${section.name}`}>
                      {t('attributes.newGroup')}
                    </Button>
                    <Dropdown
                      trigger={['click']}
                      menu={{
                        items: [
                          { key: 'rename', label: t('actions.rename'), onClick: () => setPrompt({ kind: 'rename-section', id: section.id, names: section.names, version: section.version }) },
                          { key: 'delete', label: t('actions.delete'), danger: true, onClick: () => void handleDeleteSection(section) },
                        ],
                      }}
                    >
                      <Button size="small" type="text" aria-label={t('attributes.sectionMenu', { name: section.name })} icon={<MoreOutlined />} />
                    </Dropdown>
                  </Space>
                }
              >
                {section.groups.length === 0 ? (
                  <Typography.Text type="secondary">{t('attributes.emptySection')}</Typography.Text>
                ) : (
                  <SortableContext items={section.groups.map((group) => `group-${group.id}`)} strategy={verticalListSortingStrategy}>
                    <Flex vertical gap={12}>
                      {section.groups.map((group) => (
                        <AttributeGroupCard
                          key={group.id}
                          group={group}
                          language={language}
                          onAddAttribute={openNew}
                          onEditAttribute={openEdit}
                          onDeleteAttribute={(attribute) => void handleDeleteAttribute(attribute)}
                          onRename={(item) => setPrompt({ kind: 'rename-group', id: item.id, names: item.names, version: item.version })}
                          onDelete={(item) => void handleDeleteGroup(item)}
                        />
                      ))}
                    </Flex>
                  </SortableContext>
                )}
              </Card>
            ))}
          </Flex>
        </DndContext>
      )}
      <AttributeFormDrawer open={drawer.open} attribute={drawer.open ? drawer.attribute : null} defaultGroupId={drawer.open ? drawer.groupId : undefined} tree={tree.data} onClose={closeDrawer} />
      <NamePromptModal
        open={prompt !== null}
        title={prompt ? t(`attributes.prompts.${prompt.kind}`) : ''}
        label={t('common.name')}
        languages={labelLanguages.data ?? ['en']}
        initialNames={prompt && 'names' in prompt ? prompt.names : {}}
        onSubmit={handlePromptSubmit}
        onClose={() => setPrompt(null)}
      />
    </>
  );
}
