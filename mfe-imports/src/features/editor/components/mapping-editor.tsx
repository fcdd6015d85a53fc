import { useEffect, useMemo, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { compareColumns } from '@pimento/shared-kit/imports/header-keys';
import type { ImportTemplate } from '@pimento/shared-kit/contracts/imports';
import { palette, radii, shadows, spacing } from '@pimento/shared-kit/design/tokens';
import { importKeys } from '../../templates/api/query-keys';
import { useImportTargets } from '../../templates/api/targets';
import { useImportTemplate, useSaveImportTemplate } from '../../templates/api/templates';
import { autoMatchFile, rememberTemplateFile, startDryRun, useImportPreview, type ReadSettings } from '../../upload/api/files';
import { NewImportModal, type AttachedFile } from '../../upload/components/new-import-modal';
import { ReadingSettings } from '../../upload/components/reading-settings';
import { compileAll, newPill, pillsFromMatches, previewRows, problemsOf, refusalsOf, savablePills, stateOf, templateColumnKeys, type DraftPill, type EditorState, type Refusal } from '../lib/editor-model';
import { jumpToDropTarget } from '../lib/keyboard-jump';
import { useSessionFiles } from '../lib/session-files';
import { targetLabel } from '../lib/target-label';
import { ColumnItem } from './column-item';
import { OptionsPanel } from './options-panel';
import { FolderWatchPanel } from '../../folder-watch/components/folder-watch-panel';
import '../../../i18n/folder-watch-strings';
import { PillCard } from './pill-card';
import { PillDrawer } from './pill-drawer';
import { PreviewTable } from './preview-table';

/** `/imports/{id}`: the mapping editor of one import template. */
export function MappingEditor({ id }: { id: number }) {
  const { t } = useTranslation('imports');
  const navigate = useNavigate();
  const template = useImportTemplate(id);
  // The editor keeps what it loaded (a background refetch must not drop the user's edits); a reload after a conflict starts it again.
  const [generation, setGeneration] = useState(0);
  const frame = (children: React.ReactNode) => (
    <PageFrame title={t('pages.config.title')} breadcrumb={[t('area'), t('pages.config.title')]}>
      {children}
    </PageFrame>
  );
  if (!Number.isInteger(id) || id <= 0 || (template.error instanceof ApiError && (template.error.status === 404 || template.error.status === 403))) {
    return frame(<Alert type="warning" showIcon title={t('editor.notFound')} action={<Button onClick={() => void navigate('/imports/')}>{t('editor.backToList')}</Button>} />);
  }
  if (template.isError) return frame(<Alert type="error" showIcon title={t('editor.loadFailed')} action={<Button onClick={() => void template.refetch()}>{t('actions.retry')}</Button>} />);
  if (!template.data) return frame(<Skeleton active paragraph={{ rows: 8 }} />);
  return (
    <EditorBody
      key={`${template.data.id}:${generation}`}
      template={template.data}
      onReload={() => void template.refetch().then(() => setGeneration((value) => value + 1))}
    />
  );
}

const settingsOf = (state: EditorState): ReadSettings => ({ sheet: state.options.sheet, header_line: state.options.header_line, csv: state.options.csv });
const sameJson = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

function NewPillZone({ empty }: { empty: boolean }) {
  const { t } = useTranslation('imports');
  const { setNodeRef, isOver } = useDroppable({ id: 'new', data: { label: t('editor.newPill') } });
  return (
    <div
      ref={setNodeRef}
      data-testid="new-pill-zone"
      style={{
        border: `2px dashed ${isOver ? palette.info : palette.fieldBorder}`,
        background: isOver ? palette.infoDrop : palette.surfaceRaised,
        borderRadius: radii.md,
        padding: spacing.lg,
        textAlign: 'center',
        color: palette.inkMuted,
      }}
    >
      {empty ? t('editor.noPills') : t('editor.dropNew')}
    </div>
  );
}

function EditorBody({ template, onReload }: { template: ImportTemplate; onReload: () => void }) {
  const { t, i18n } = useTranslation('imports');
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveImportTemplate();
  const targets = useImportTargets();
  const sessionFile = useSessionFiles((state) => state.byTemplate[template.id]);
  const rememberFile = useSessionFiles((state) => state.set);
  const takeMatches = useSessionFiles((state) => state.takeMatches);

  const [baseline, setBaseline] = useState(() => stateOf(template));
  const [version, setVersion] = useState(template.version);
  const [state, setState] = useState<EditorState>(() => {
    const initial = stateOf(template);
    // The auto-match's suggestions of the upload that created the template, offered once.
    const matches = template.pills.length === 0 ? sessionFile?.matches : null;
    if (!matches || matches.length === 0) return initial;
    return { ...initial, ...pillsFromMatches(matches) };
  });
  const [autoMatched] = useState(() => (template.pills.length === 0 ? (sessionFile?.matches?.length ?? 0) : 0));
  useEffect(() => {
    takeMatches(template.id);
  }, [takeMatches, template.id]);

  const [editing, setEditing] = useState<string | null>(null);
  const [showRefusals, setShowRefusals] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [starting, setStarting] = useState(false);

  // The file of this session: its first preview seeds the cache under the settings it was read with.
  useEffect(() => {
    if (sessionFile && !queryClient.getQueryData(importKeys.preview(sessionFile.file.id, sessionFile.settings))) {
      queryClient.setQueryData(importKeys.preview(sessionFile.file.id, sessionFile.settings), sessionFile.preview);
    }
  }, [sessionFile, queryClient]);
  const settings = settingsOf(state);
  // The file of this session, else the one the template was last used with (after a reload).
  const activeFile = sessionFile?.file ?? template.file;
  const previewQuery = useImportPreview(activeFile?.id ?? null, settings);
  const preview = previewQuery.data ?? (sessionFile && sameJson(sessionFile.settings, settings) ? sessionFile.preview : undefined);
  const fileColumns = useMemo(() => preview?.columns ?? [], [preview]);

  const skipRules = state.options.skip_rows_when;
  const templateKeys = useMemo(() => templateColumnKeys(state.pills, skipRules), [state.pills, skipRules]);
  const columnKeys = useMemo(() => new Set(preview ? fileColumns.map((column) => column.key) : templateKeys), [preview, fileColumns, templateKeys]);
  const compiled = useMemo(() => compileAll(state.pills, columnKeys), [state.pills, columnKeys]);
  const problems = useMemo(() => problemsOf(compiled), [compiled]);
  const rows = useMemo(() => (preview ? previewRows(preview, state.pills, skipRules, compiled) : []), [preview, state.pills, skipRules, compiled]);
  const comparison = useMemo(() => (preview ? compareColumns(templateColumnKeys(baseline.pills, baseline.options.skip_rows_when), fileColumns) : null), [preview, baseline, fileColumns]);

  const attributes = useMemo(() => targets.data?.attributes ?? [], [targets.data]);
  const attributesById = useMemo(() => new Map(attributes.map((attribute) => [attribute.id, attribute])), [attributes]);
  const priceNames = useMemo(() => ({ priceLists: targets.data?.priceLists ?? [], priceAttributes: targets.data?.priceAttributes ?? [] }), [targets.data]);
  const labels = useMemo(() => new Map(state.pills.map((pill) => [pill.id, targetLabel(pill.target, attributesById, language, t, priceNames)])), [state.pills, attributesById, language, t, priceNames]);
  const headers = useMemo(() => new Map(fileColumns.map((column) => [column.key, column.header])), [fileColumns]);
  const conditionColumns = useMemo(
    () => (fileColumns.length > 0 ? fileColumns.map((column) => ({ key: column.key, header: column.header })) : templateKeys.map((key) => ({ key, header: `{${key}}` }))),
    [fileColumns, templateKeys],
  );
  const refusals = refusalsOf(state, problems, attributes);
  const dirty = !sameJson({ name: state.name, options: state.options, pills: state.pills }, { name: baseline.name, options: baseline.options, pills: baseline.pills });
  useUnsavedChanges(dirty);
  const hasSku = state.pills.some((pill) => pill.target?.kind === 'sku');

  const setPills = (update: (pills: DraftPill[]) => DraftPill[]) => setState((current) => ({ ...current, pills: update(current.pills) }));
  const addColumn = (column: string, pillId: string | 'new') => {
    if (pillId === 'new') {
      const pill = newPill([column]);
      setPills((pills) => [...pills, pill]);
      setEditing(pill.id);
      return;
    }
    setPills((pills) => pills.map((pill) => (pill.id === pillId && !pill.columns.includes(column) ? { ...pill, columns: [...pill.columns, column] } : pill)));
  };
  const removePill = (pillId: string) => {
    setPills((pills) => pills.filter((pill) => pill.id !== pillId));
    setState((current) => {
      const suggestions = { ...current.suggestions };
      delete suggestions[pillId];
      return { ...current, suggestions };
    });
  };
  const confirmPill = (pillId: string) =>
    setState((current) => ({ ...current, suggestions: { ...current.suggestions, [pillId]: { ...current.suggestions[pillId]!, confirmed: true } } }));
  const updatePill = (next: DraftPill) =>
    setState((current) => {
      const previous = current.pills.find((pill) => pill.id === next.id);
      const suggestion = current.suggestions[next.id];
      // Correcting a suggested pill's target is the user's own choice: it needs no confirmation.
      const suggestions = suggestion && previous && !sameJson(previous.target, next.target) ? { ...current.suggestions, [next.id]: { ...suggestion, confirmed: true } } : current.suggestions;
      return { ...current, suggestions, pills: current.pills.map((pill) => (pill.id === next.id ? next : pill)) };
    });

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: jumpToDropTarget }));
  const dropName = (data: Record<string, unknown> | undefined) => String(data?.label ?? '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { column: String(active.data.current?.header ?? '') }),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', { column: String(active.data.current?.header ?? ''), target: dropName(over.data.current) }) : t('dnd.nowhere', { column: String(active.data.current?.header ?? '') })),
    onDragEnd: ({ active, over }) => (over ? t('dnd.dropped', { column: String(active.data.current?.header ?? ''), target: dropName(over.data.current) }) : t('dnd.cancelled')),
    onDragCancel: () => t('dnd.cancelled'),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const column = active.data.current?.column;
    if (typeof column !== 'string' || !over) return;
    if (over.id === 'new') addColumn(column, 'new');
    else if (typeof over.data.current?.pillId === 'string') addColumn(column, over.data.current.pillId);
  };

  const handleSave = async (): Promise<ImportTemplate | null> => {
    if (refusals.length > 0) {
      setShowRefusals(true);
      return null;
    }
    try {
      const saved = await save.mutateAsync({
        action: 'update',
        id: template.id,
        body: { name: state.name, options: state.options, pills: savablePills(state.pills), version },
      });
      if (!saved) return null;
      const next = stateOf(saved);
      setBaseline(next);
      setState(next);
      setVersion(saved.version);
      setShowRefusals(false);
      setConflict(false);
      notify.success(t('editor.saved'));
      return saved;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === 'conflict.stale_version') setConflict(true);
      else notify.error(error);
      return null;
    }
  };

  const handleDryRun = async () => {
    if (!activeFile) {
      setUploading(true);
      return;
    }
    setStarting(true);
    try {
      const saved = dirty || refusals.length > 0 ? await handleSave() : template;
      if (!saved) return;
      const started = await startDryRun(template.id, activeFile.id);
      notify.success(t('editor.dryRunStarted'));
      navigate(`/imports/${template.id}/runs/${started.run.id}`);
    } catch (error) {
      notify.error(error);
    } finally {
      setStarting(false);
    }
  };

  const handleAttached = async ({ file, preview: attachedPreview, settings: attachedSettings }: AttachedFile) => {
    rememberFile(template.id, { file, preview: attachedPreview, settings: attachedSettings, matches: null });
    rememberTemplateFile(template.id, file.id).catch((error: unknown) => notify.error(error));
    queryClient.setQueryData(importKeys.preview(file.id, attachedSettings), attachedPreview);
    setState((current) => ({ ...current, options: { ...current.options, sheet: attachedSettings.sheet ?? (file.format === 'xlsx' ? attachedPreview.sheet : null), header_line: attachedSettings.header_line, csv: attachedSettings.csv } }));
    if (state.pills.length > 0) return;
    try {
      const matched = await autoMatchFile(file.id, { sheet: attachedSettings.sheet, header_line: attachedSettings.header_line });
      setState((current) => (current.pills.length > 0 ? current : { ...current, ...pillsFromMatches(matched.matches) }));
    } catch (error) {
      notify.error(error);
    }
  };

  const editingIndex = state.pills.findIndex((pill) => pill.id === editing);
  const pillTargets = state.pills.map((pill, index) => ({ id: pill.id, label: t('editor.toPill', { index: index + 1, target: labels.get(pill.id) ?? '' }) }));
  const usage = (key: string) => state.pills.filter((pill) => pill.columns.includes(key)).length;
  const sampleOf = (index: number) => preview?.rows.map((row) => row.cells[index]).find((value) => value !== null && value !== undefined && value.trim() !== '') ?? null;
  const refusalText = (refusal: Refusal) => {
    switch (refusal.kind) {
      case 'no_pill':
        return t('editor.refuseNoPill');
      case 'broken':
        return t('editor.refuseBroken', { count: refusal.count });
      case 'unconfirmed':
        return t('editor.refuseUnconfirmed', { count: refusal.count });
      case 'no_target':
        return t('editor.refuseNoTarget', { count: refusal.count });
      case 'range_bound':
        return t('editor.refuseRange');
    }
  };

  return (
    <PageFrame
      title={state.name}
      breadcrumb={[t('area'), state.name]}
      actions={
        <Flex gap={spacing.sm} wrap align="center">
          {dirty && <ToneTag tone="warning">{t('editor.unsaved')}</ToneTag>}
          <Button onClick={() => setUploading(true)} data-testid="editor-upload">
            {activeFile ? t('editor.uploadAnother') : t('editor.uploadForColumns')}
          </Button>
          <Button onClick={() => void handleDryRun()} loading={starting} data-testid="editor-dry-run" title={activeFile ? undefined : t('editor.dryRunNeedsFile')}>
            {t('editor.dryRun')}
          </Button>
          <Button type="primary" onClick={() => void handleSave()} loading={save.isPending} data-testid="editor-save">
            {t('editor.save')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={spacing.lg}>
        <Link to="/imports/" style={{ color: palette.infoText, alignSelf: 'flex-start', marginTop: -12 }}>
          ← {t('editor.backToList')}
        </Link>
        {conflict && (
          <Alert
            type="warning"
            showIcon
            title={t('editor.conflictTitle')}
            description={t('editor.conflictHelp')}
            action={<Button onClick={onReload}>{t('actions.reload')}</Button>}
            data-testid="editor-conflict"
          />
        )}
        {showRefusals && refusals.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={t('editor.refusedTitle')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: spacing.lg }}>
                {refusals.map((refusal) => (
                  <li key={refusal.kind}>{refusalText(refusal)}</li>
                ))}
              </ul>
            }
            data-testid="editor-refusals"
          />
        )}
        {autoMatched > 0 && <Alert type="info" showIcon title={t('editor.autoMatched', { count: autoMatched })} data-testid="editor-auto-matched" />}
        {state.pills.length > 0 && !hasSku && <Alert type="warning" showIcon title={t('editor.warnNoSku')} data-testid="editor-no-sku" />}
        {comparison && comparison.missing.length > 0 && (
          <Alert type="error" showIcon title={t('editor.missingTitle')} description={t('editor.missingHelp', { columns: comparison.missing.join(', ') })} data-testid="editor-missing-columns" />
        )}
        {comparison && comparison.added.length > 0 && template.pills.length > 0 && (
          <Alert type="info" showIcon title={t('editor.addedTitle')} description={t('editor.addedHelp', { columns: comparison.added.map((column) => column.header).join(', ') })} data-testid="editor-added-columns" />
        )}

        <Card variant="borderless" style={{ boxShadow: shadows.panel }} size="small" title={activeFile ? t('editor.fileBar', { name: activeFile.name }) : t('editor.noFile')}>
          {activeFile ? (
            <ReadingSettings
              file={activeFile}
              settings={settings}
              onChange={(next) => setState((current) => ({ ...current, options: { ...current.options, sheet: next.sheet, header_line: next.header_line, csv: next.csv } }))}
              preview={preview}
              previewError={previewQuery.isError ? previewQuery.error : null}
              rows={0}
            />
          ) : (
            <Flex gap={spacing.md} align="center" wrap>
              <Typography.Text type="secondary">{t('editor.columnsNoFile')}</Typography.Text>
              <Button type="primary" onClick={() => setUploading(true)}>
                {t('editor.uploadForColumns')}
              </Button>
            </Flex>
          )}
        </Card>

        <DndContext sensors={sensors} onDragEnd={handleDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}>
          <Flex gap={spacing.lg} align="flex-start" wrap>
            <Card variant="borderless" style={{ width: 340, flex: 'none', boxShadow: shadows.panel }} title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('editor.columnsTitle')}</h3>} size="small">
              {fileColumns.length === 0 ? (
                <Typography.Text type="secondary">{t('editor.noFile')}</Typography.Text>
              ) : (
                <ul style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: spacing.sm }} data-testid="file-columns">
                  {fileColumns.map((column) => (
                    <ColumnItem key={column.key} column={column} sample={sampleOf(column.index)} usedBy={usage(column.key)} pills={pillTargets} onSend={addColumn} />
                  ))}
                </ul>
              )}
            </Card>
            <Card variant="borderless" style={{ flex: 1, minWidth: 360, boxShadow: shadows.panel }} title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('editor.pillsTitle')}</h3>} size="small">
              <ul style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: spacing.sm }} data-testid="pills">
                {state.pills.map((pill, index) => (
                  <PillCard
                    key={pill.id}
                    pill={pill}
                    index={index}
                    label={labels.get(pill.id) ?? ''}
                    headers={headers}
                    suggestion={state.suggestions[pill.id]}
                    problems={problems.get(pill.id)}
                    onEdit={() => setEditing(pill.id)}
                    onRemove={() => removePill(pill.id)}
                    onConfirm={() => confirmPill(pill.id)}
                    onRemoveColumn={(column) => setPills((pills) => pills.map((item) => (item.id === pill.id ? { ...item, columns: item.columns.filter((key) => key !== column) } : item)))}
                  />
                ))}
              </ul>
              <div style={{ marginTop: state.pills.length > 0 ? spacing.sm : 0 }}>
                <NewPillZone empty={state.pills.length === 0} />
              </div>
            </Card>
          </Flex>
        </DndContext>

        <Card variant="borderless" style={{ boxShadow: shadows.panel }} size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('preview.title')}</h3>}>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('preview.help')}
          </Typography.Paragraph>
          {!preview ? (
            <Typography.Text type="secondary">{t('preview.noFile')}</Typography.Text>
          ) : state.pills.length === 0 ? (
            <Typography.Text type="secondary">{t('preview.noPills')}</Typography.Text>
          ) : (
            <PreviewTable rows={rows} pills={state.pills} labels={labels} />
          )}
        </Card>

        <Card variant="borderless" style={{ boxShadow: shadows.panel }} size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('options.title')}</h3>}>
          <OptionsPanel options={state.options} onChange={(options) => setState((current) => ({ ...current, options }))} columns={conditionColumns} />
        </Card>

        <Card variant="borderless" style={{ boxShadow: shadows.panel }} size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('folderWatch.title')}</h3>}>
          <FolderWatchPanel templateId={template.id} />
        </Card>
      </Flex>

      <PillDrawer
        pill={editingIndex >= 0 ? state.pills[editingIndex]! : null}
        index={editingIndex}
        columns={conditionColumns}
        targets={targets.data}
        problems={editing ? (problems.get(editing) ?? []) : []}
        onChange={updatePill}
        onClose={() => setEditing(null)}
      />
      <NewImportModal open={uploading} onClose={() => setUploading(false)} onAttached={(attached) => void handleAttached(attached)} initialSettings={settings} />
    </PageFrame>
  );
}

