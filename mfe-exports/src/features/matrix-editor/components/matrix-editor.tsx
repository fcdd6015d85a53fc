import { useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { productSheetOptionsSchema, type ExportLayout, type ProductSheetOptions } from '@pimento/shared-kit/contracts/export-layout';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { pdfPageOptionsSchema, type PdfPageOptions } from '@pimento/shared-kit/contracts/pdf-catalogues';
import { editorPaths, layoutOf, pdfPageOf, productSheetOf, useChangeTemplate, useTabularTemplate, type TabularTemplate, type TabularTemplateType } from '../../templates/api/templates';
import { RunDialog } from '../../runs/components/run-dialog';
import '../../../i18n/pdf-strings';
import { PdfPageOptionsEditor } from '../../pdf-editor/components/pdf-page-options';
import { PdfPagePreview } from '../../pdf-editor/components/pdf-page-preview';
import { useExportCatalogue, type ExportCatalogue } from '../api/catalogue';
import { useLayoutPreview } from '../api/preview';
import { columnLabel } from '../lib/column-label';
import { draftOf, freeSheetName, isDirty, layoutReducer } from '../lib/layout-state';
import { ColumnPalette } from './column-palette';
import { ExcelStart } from './excel-start';
import { ColumnPanel } from './column-panel';
import { ColumnPills } from './column-pills';
import { PreviewTable } from './preview-table';
import { PreviewWarnings } from './preview-warnings';
import { ProductSheetOptionsEditor } from './product-sheet-options';
import { ProductSheetPreview } from './product-sheet-preview';
import { SheetTabs } from './sheet-tabs';
import { TemplateGroups } from './template-groups';
import { VersionsDrawer } from './versions-drawer';

const emptyLayout = (name: string): ExportLayout => ({ sheets: [{ name, visible: true, columns: [] }] });
/** A new single-product matrix: one sheet per product, named by SKU, fields down the sheet. */
const defaultProductSheet: ProductSheetOptions = productSheetOptionsSchema.parse({});
/** A new PDF catalogue: a cover, the contents, a product a page with its main image, no price. */
const defaultPdfPage: PdfPageOptions = pdfPageOptionsSchema.parse({});
const pageTitle = { matrix: 'pages.matrix.title', single_product_matrix: 'pages.singleProductMatrix.title', pdf: 'pages.pdf.title' } as const;
const newNames = { matrix: 'editor.newName', single_product_matrix: 'productSheet.newName', pdf: 'pdf.newName' } as const;

/**
 * `/exports/matrix/` (id undefined) and `/exports/matrix/{id}`: the matrix template editor; with
 * `type` `single_product_matrix`, at `/exports/single-product-matrix/…`, the same sheets of pills
 * written once per product, with how each product is laid out; with `type` `pdf`, at
 * `/exports/pdf/…`, the pills are a catalogue card's fields, with the page design and a page previewed.
 */
export function MatrixEditor({ id, type = 'matrix' }: { id: number | undefined; type?: TabularTemplateType }) {
  const { t } = useTranslation('exports');
  const navigate = useNavigate();
  const template = useTabularTemplate(id ?? 0);
  const catalogue = useExportCatalogue();
  // A reload after a conflict or a revert starts the editor again from the server's template.
  const [generation, setGeneration] = useState(0);
  // The template this editor has just created keeps the editor it was created in: moving from
  // `/exports/matrix/` to its new address must not throw away a click made meanwhile.
  const [created, setCreated] = useState<number | null>(null);
  const bodyKey = id !== undefined && id === created ? 'new' : String(id ?? 'new');
  const frame = (children: React.ReactNode) => (
    <PageFrame title={t(pageTitle[type])} breadcrumb={[t('area'), t(pageTitle[type])]}>
      {children}
    </PageFrame>
  );
  // A template of the other type is not this editor's: it is not found here (the list links each to its own).
  const otherType = template.data !== undefined && template.data.type !== type;
  if (id !== undefined && (!Number.isInteger(id) || id <= 0 || otherType || (template.error instanceof ApiError && (template.error.status === 404 || template.error.status === 403)))) {
    return frame(<Alert type="warning" showIcon title={t('editor.notFound')} action={<Button onClick={() => void navigate('/exports/')}>{t('editor.backToList')}</Button>} />);
  }
  if (template.isError || catalogue.isError) return frame(<Alert type="error" showIcon title={t('editor.loadFailed')} />);
  if ((id !== undefined && !template.data) || !catalogue.data) return frame(<Skeleton active paragraph={{ rows: 8 }} />);
  const reload = () => void template.refetch().then(() => setGeneration((value) => value + 1));
  return <EditorBody key={`${bodyKey}:${generation}`} type={type} template={id === undefined ? null : template.data!} catalogue={catalogue.data} onReload={reload} onCreated={setCreated} />;
}

type EditorBodyProps = { type: TabularTemplateType; template: TabularTemplate | null; catalogue: ExportCatalogue; onReload: () => void; onCreated: (id: number) => void };

function EditorBody({ type, template, catalogue, onReload, onCreated }: EditorBodyProps) {
  const { t, i18n } = useTranslation('exports');
  const language: 'en' | 'fr' = i18n.language === 'fr' ? 'fr' : 'en';
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const change = useChangeTemplate();
  const [draft, dispatch] = useReducer(layoutReducer, template === null ? emptyLayout(t('editor.sheetBase')) : layoutOf(template), draftOf);
  const newName = t(newNames[type]);
  const [name, setName] = useState(template?.name ?? newName);
  // The product sheet as saved, and as on screen (null for a matrix).
  const [savedSheet, setSavedSheet] = useState<ProductSheetOptions | null>(template === null ? (type === 'single_product_matrix' ? defaultProductSheet : null) : productSheetOf(template));
  const [productSheet, setProductSheet] = useState(savedSheet);
  // A PDF catalogue's page design as saved, and as on screen (null for the other types).
  const [savedPdfPage, setSavedPdfPage] = useState<PdfPageOptions | null>(template === null ? (type === 'pdf' ? defaultPdfPage : null) : pdfPageOf(template));
  const [pdfPage, setPdfPage] = useState(savedPdfPage);
  // The template's user groups as chosen on screen; a new template without any takes the groups where the user may create.
  const [groups, setGroups] = useState<string[]>(template?.groups ?? []);
  const groupsChanged = groups.length !== (template?.groups.length ?? 0) || groups.some((group) => !(template?.groups ?? []).includes(group));
  const [selected, setSelected] = useState<string | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [runOpen, setRunOpen] = useState(false);
  const labelCatalogue = useMemo(
    () => ({
      attributes: new Map(catalogue.attributes.map((attribute) => [attribute.id, attribute])),
      priceLists: new Map(catalogue.priceLists.map((list) => [list.id, list])),
      priceAttributes: new Map(catalogue.priceAttributes.map((attribute) => [attribute.code, attribute])),
    }),
    [catalogue],
  );
  const previewLanguage = catalogue.languages.some((entry) => entry.code === language) ? language : undefined;
  const preview = useLayoutPreview(draft.layout, previewLanguage, pdfPage === null);
  const sheet = draft.layout.sheets[draft.sheet]!;
  const labelOf = (column: (typeof sheet.columns)[number]) => columnLabel(column, language, labelCatalogue, t);
  const selectedColumn = sheet.columns.find((column) => column.id === selected);
  const brokenIds = new Set((template?.broken_columns ?? []).map((column) => column.column_id));
  const warnings = pdfPage === null ? (preview.data?.warnings ?? []) : [];
  const sheetChanged = JSON.stringify(productSheet) !== JSON.stringify(savedSheet) || JSON.stringify(pdfPage) !== JSON.stringify(savedPdfPage);
  const dirty = isDirty(draft) || name !== (template?.name ?? '') || (template !== null && (sheetChanged || groupsChanged));

  const save = () => {
    const definition = { type, name, layout: draft.layout, productSheet, pdfPage, groups: groupsChanged ? groups : undefined };
    const body = template === null ? ({ action: 'create', ...definition } as const) : ({ action: 'update', id: template.id, version: template.version, ...definition } as const);
    change.mutate(body, {
      onSuccess: (saved) => {
        if (saved === null) return;
        // The saved template is already in the query cache: the editor stays mounted and reads
        // its new version from there, so nothing typed since the click is lost.
        dispatch({ type: 'saved', sent: body.layout, layout: layoutOf(saved) });
        setSavedSheet(productSheetOf(saved));
        setSavedPdfPage(pdfPageOf(saved));
        // A new template without groups chosen went to the groups where the user may create: shown now.
        setGroups(saved.groups);
        if (template === null) {
          notify.success(t('editor.created'));
          onCreated(saved.id);
          void navigate(`${editorPaths[type]}${saved.id}`);
        } else notify.success(t('editor.saved', { version: saved.version }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && error.code === 'conflict.stale_version') {
          notify.warning(t('editor.conflict'));
          onReload();
        } else notify.error(error);
      },
    });
  };
  const duplicate = () => {
    if (template === null) return;
    change.mutate({ action: 'duplicate', id: template.id }, { onSuccess: (copy) => { notify.success(t('editor.duplicated')); if (copy) void navigate(`${editorPaths[type]}${copy.id}`); }, onError: notify.error });
  };
  const remove = async () => {
    if (template === null || !(await confirm({ content: t('editor.deleteConfirm', { name: template.name }), danger: true, okText: t('editor.delete') }))) return;
    change.mutate({ action: 'delete', id: template.id }, { onSuccess: () => { notify.success(t('editor.deleted')); void navigate('/exports/'); }, onError: notify.error });
  };

  return (
    <PageFrame
      title={template?.name ?? newName}
      breadcrumb={[t('area'), t(pageTitle[type])]}
      actions={
        <Flex gap={spacing.sm} wrap>
          {dirty && <Typography.Text type="secondary">{t('editor.unsaved')}</Typography.Text>}
          <Button type="primary" onClick={save} loading={change.isPending} disabled={!dirty}>
            {t('editor.save')}
          </Button>
          {type !== 'pdf' && <ExcelStart onLayout={(layout) => dispatch({ type: 'replace', layout })} />}
          {template !== null && <Button onClick={() => setVersionsOpen(true)}>{t('versions.open')}</Button>}
          {template !== null && <Button onClick={() => setRunOpen(true)} disabled={dirty} title={dirty ? t('editor.saveFirst') : undefined}>{t('editor.run')}</Button>}
          {template?.rights.duplicate && <Button onClick={duplicate}>{t('editor.duplicate')}</Button>}
          {template?.rights.delete && <Button danger onClick={() => void remove()}>{t('editor.delete')}</Button>}
        </Flex>
      }
    >
      <Flex vertical gap={spacing.lg}>
        <label style={{ maxWidth: 480 }}>
          {t('editor.name')}
          <Input value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
        </label>
        <TemplateGroups stored={template?.groups ?? []} value={groups} onChange={setGroups} />
        {productSheet !== null && <ProductSheetOptionsEditor value={productSheet} onChange={setProductSheet} />}
        {pdfPage !== null && <PdfPageOptionsEditor value={pdfPage} languages={catalogue.languages} priceLists={catalogue.priceLists} onChange={setPdfPage} />}
        {/* A catalogue card is one list of fields: no sheets to add. */}
        {type !== 'pdf' && <SheetTabs layout={draft.layout} sheet={draft.sheet} dispatch={dispatch} onAdd={() => dispatch({ type: 'add_sheet', name: freeSheetName(draft.layout, t('editor.sheetBase')) })} />}
        <section aria-labelledby="pills-title">
          <Typography.Title level={5} id="pills-title">
            {t('editor.columns', { sheet: sheet.name })}
          </Typography.Title>
          <ColumnPills
            columns={sheet.columns}
            labelOf={labelOf}
            broken={brokenIds}
            selected={selected}
            onSelect={setSelected}
            onMove={(column, to) => dispatch({ type: 'move_column', id: column, to })}
            onRemove={(column) => dispatch({ type: 'remove_column', id: column })}
          />
        </section>
        <ColumnPalette
          // A printed card shows the main image itself: an address of it has no place on paper.
          withMainImage={type !== 'pdf'}
          attributes={catalogue.attributes}
          priceLists={catalogue.priceLists}
          language={language}
          onAdd={(source) => {
            const columnId = crypto.randomUUID();
            dispatch({ type: 'add_column', id: columnId, source });
            setSelected(columnId);
          }}
        />
        {selectedColumn && (
          <ColumnPanel
            column={selectedColumn}
            label={labelOf(selectedColumn)}
            catalogue={catalogue}
            interfaceLanguage={language}
            onHeader={(headerLanguage, text) => dispatch({ type: 'set_header', id: selectedColumn.id, language: headerLanguage, text })}
            onSource={(source) => dispatch({ type: 'set_source', id: selectedColumn.id, source })}
          />
        )}
        <PreviewWarnings warnings={warnings} />
        {pdfPage !== null ? (
          <PdfPagePreview layout={draft.layout} options={pdfPage} language={previewLanguage} />
        ) : productSheet === null ? <PreviewTable preview={preview.data} failed={preview.isError} /> : <ProductSheetPreview preview={preview.data} failed={preview.isError} options={productSheet} />}
      </Flex>
      {template !== null && versionsOpen && <VersionsDrawer template={template} onClose={() => setVersionsOpen(false)} onReverted={onReload} />}
      {template !== null && runOpen && <RunDialog template={template} languages={catalogue.languages} onClose={() => setRunOpen(false)} />}
    </PageFrame>
  );
}
