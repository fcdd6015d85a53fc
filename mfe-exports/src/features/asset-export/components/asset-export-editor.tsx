import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Drawer, Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { InputNumber, Radio, Switch } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { fieldMessages } from '@pimento/shared-kit/client/server-field-errors';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { assetExportFileName, assetExportPills, fileNamePatternProblem, type AssetExportDefinitionInput } from '@pimento/shared-kit/contracts/asset-exports';
import type { AssetCategory } from '@pimento/shared-kit/contracts/assets';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { spacing } from '@pimento/shared-kit/design/tokens';
import '../../../i18n/asset-export-strings';
import { useAssetCategories, useAssetExportTemplate, useCompanyLanguages, useSaveAssetExport, type AssetExportTemplate } from '../api/asset-exports';

/** What the form holds: the definition, spread into the fields a user fills. */
export type AssetExportForm = {
  name: string;
  category_ids: number[];
  tags: string[];
  languages: string[];
  scope: 'assets' | 'products';
  products: 'all' | 'skus';
  skus: string;
  orders: string;
  file_name: string;
  resize: boolean;
  width: number | null;
  height: number | null;
  dpi: number;
  format: 'own' | 'jpeg' | 'png' | 'webp';
};

export function formOf(template: AssetExportTemplate | null, newName: string): AssetExportForm {
  const definition = template?.definition;
  const products = definition?.products ?? null;
  return {
    name: template?.name ?? newName,
    category_ids: definition?.category_ids ?? [],
    tags: definition?.tags ?? [],
    languages: definition?.languages ?? [],
    scope: products === null ? 'assets' : 'products',
    products: products?.kind === 'skus' ? 'skus' : 'all',
    skus: products?.kind === 'skus' ? products.skus.join('\n') : '',
    orders: (definition?.orders ?? []).join(', '),
    file_name: definition?.file_name ?? '{name}',
    resize: (definition?.size ?? null) !== null,
    width: definition?.size?.width ?? null,
    height: definition?.size?.height ?? null,
    dpi: definition?.size?.dpi ?? 72,
    format: definition?.size?.format ?? 'own',
  };
}

const skuList = (text: string) =>
  text
    .split(/[\r\n,;\t]+/)
    .map((sku) => sku.trim())
    .filter(Boolean);

/** The definition the form says; the positions written as `1, 2`. */
export function definitionOf(form: AssetExportForm): AssetExportDefinitionInput {
  const perProduct = form.scope === 'products';
  return {
    category_ids: form.category_ids,
    tags: form.tags,
    languages: form.languages,
    products: !perProduct ? null : form.products === 'skus' ? { kind: 'skus', skus: skuList(form.skus) } : { kind: 'all' },
    orders: perProduct ? form.orders.split(/[\s,;]+/).filter(Boolean).map(Number) : [],
    file_name: form.file_name,
    size: form.resize ? { width: form.width, height: form.height, dpi: form.dpi, format: form.format === 'own' ? null : form.format } : null,
  };
}

/** A server field (`definition.size.width`, `definition.category_ids.1`) as the form's field. */
const formFields: Record<string, keyof AssetExportForm> = {
  name: 'name',
  'definition.category_ids': 'category_ids',
  'definition.tags': 'tags',
  'definition.languages': 'languages',
  'definition.products': 'skus',
  'definition.orders': 'orders',
  'definition.file_name': 'file_name',
  'definition.size.width': 'width',
  'definition.size.height': 'height',
  'definition.size.dpi': 'dpi',
  'definition.size.format': 'format',
};
function formFieldOf(serverField: string): keyof AssetExportForm | null {
  const match = Object.keys(formFields)
    .filter((key) => serverField === key || serverField.startsWith(`${key}.`))
    .sort((a, b) => b.length - a.length)[0];
  return match === undefined ? null : formFields[match]!;
}

/** A category's name under its ancestors' (`Photos › Packshots`), for a flat list to pick from. */
function categoryOptions(categories: AssetCategory[]) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return categories
    .map((category) => ({ value: category.id, label: [...category.ancestors.map((id) => byId.get(id)?.name ?? '…'), category.name].join(' › ') }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The asset export template editor, in a drawer over the exports list: which assets, how each file is named, resized how. */
export function AssetExportEditor({ templateId, onClose, onSaved }: { templateId: number | null; onClose: () => void; onSaved: (template: AssetExportTemplate) => void }) {
  const { t } = useTranslation('exports');
  const template = useAssetExportTemplate(templateId);
  const categories = useAssetCategories();
  const languages = useCompanyLanguages();
  const loading = (templateId !== null && template.isPending) || categories.isPending || languages.isPending;
  const failed = template.isError || categories.isError || languages.isError;
  return (
    <Drawer open title={t('assetExport.editorTitle')} onClose={onClose} size="large" destroyOnHidden>
      {failed ? (
        <Alert type="error" showIcon title={t('assetExport.loadFailed')} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <EditorForm
          key={`${template.data?.id ?? 'new'}:${template.data?.version ?? 0}`}
          template={template.data ?? null}
          categories={categories.data ?? []}
          languages={(languages.data ?? []).map((language) => language.code)}
          onClose={onClose}
          onSaved={onSaved}
          onConflict={() => void template.refetch()}
        />
      )}
    </Drawer>
  );
}

type EditorFormProps = {
  template: AssetExportTemplate | null;
  categories: AssetCategory[];
  languages: string[];
  onClose: () => void;
  onSaved: (template: AssetExportTemplate) => void;
  onConflict: () => void;
};

function EditorForm({ template, categories, languages, onClose, onSaved, onConflict }: EditorFormProps) {
  const { t, i18n } = useTranslation('exports');
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const notify = useNotify();
  const save = useSaveAssetExport();
  const [form] = Form.useForm<AssetExportForm>();
  const initial = useMemo(() => formOf(template, t('assetExport.newName')), [template, t]);
  const [alert, setAlert] = useState<string | null>(null);
  const scope = Form.useWatch('scope', form) ?? initial.scope;
  const products = Form.useWatch('products', form) ?? initial.products;
  const resize = Form.useWatch('resize', form) ?? initial.resize;
  const pattern = Form.useWatch('file_name', form) ?? initial.file_name;
  const format = Form.useWatch('format', form) ?? initial.format;
  const perProduct = scope === 'products';
  const example = assetExportFileName(pattern, { name: 'front', sku: 'CAB-001', order: '1', category: 'Photos', language: 'en', id: '42', index: '1' }, resize && format !== 'own' ? (format === 'jpeg' ? 'jpg' : format) : 'jpg');

  const addPill = (pill: string) => {
    form.setFieldValue('file_name', `${form.getFieldValue('file_name') ?? ''}{${pill}}`);
    void form.validateFields(['file_name']);
  };
  const submit = (values: AssetExportForm) => {
    setAlert(null);
    save.mutate(
      { id: template?.id ?? null, version: template?.version ?? null, name: values.name, definition: definitionOf(values) },
      {
        onSuccess: (saved) => {
          notify.success(template === null ? t('assetExport.created') : t('assetExport.saved', { version: saved.version }));
          onSaved(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            notify.info(t('assetExport.conflict'));
            onConflict();
            return;
          }
          const messages = fieldMessages(error, language);
          const fields = new Map<keyof AssetExportForm, string[]>();
          const elsewhere: string[] = [];
          for (const [serverField, errors] of Object.entries(messages)) {
            const field = formFieldOf(serverField);
            if (field === null) elsewhere.push(...errors);
            else fields.set(field, [...(fields.get(field) ?? []), ...errors]);
          }
          form.setFields([...fields].map(([name, errors]) => ({ name, errors })));
          if (elsewhere.length > 0 || fields.size === 0) setAlert(elsewhere[0] ?? (error instanceof ApiError ? errorMessage(error.code, language, error.params) : String(error)));
        },
      },
    );
  };
  const patternRule = {
    validator: (_rule: unknown, value: string) => {
      const problem = fileNamePatternProblem(value ?? '', form.getFieldValue('scope') === 'products');
      return problem === null ? Promise.resolve() : Promise.reject(new Error(errorMessage(problem, language)));
    },
  };
  const ordersRule = { pattern: /^\s*(\d+\s*([,;\s]\s*\d+\s*)*)?$/, message: t('assetExport.ordersInvalid') };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} data-testid="asset-export-form">
      {alert !== null && <Alert type="error" showIcon title={alert} style={{ marginBottom: spacing.md }} />}
      <Form.Item name="name" label={t('assetExport.name')} rules={[{ required: true, whitespace: true, message: errorMessage('validation.required', language) }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="category_ids" label={t('assetExport.categories')} extra={t('assetExport.categoriesHelp')} rules={[{ required: true, message: errorMessage('asset_export.category_required', language) }]}>
        <Select mode="multiple" options={categoryOptions(categories)} optionFilterProp="label" data-testid="asset-export-categories" />
      </Form.Item>
      <Form.Item name="tags" label={t('assetExport.tags')} extra={t('assetExport.tagsHelp')}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item name="languages" label={t('assetExport.languages')} extra={t('assetExport.languagesHelp')}>
        <Select mode="multiple" options={languages.map((code) => ({ value: code, label: code }))} />
      </Form.Item>
      <Form.Item name="scope" label={t('assetExport.scope')}>
        <Radio.Group
          options={[
            { value: 'assets', label: t('assetExport.scopeAssets') },
            { value: 'products', label: t('assetExport.scopeProducts') },
          ]}
          onChange={() => void form.validateFields(['file_name'])}
        />
      </Form.Item>
      {perProduct && (
        <>
          <Form.Item name="products" label={t('assetExport.products')}>
            <Radio.Group
              options={[
                { value: 'all', label: t('assetExport.allProducts') },
                { value: 'skus', label: t('assetExport.someProducts') },
              ]}
            />
          </Form.Item>
          {products === 'skus' && (
            <Form.Item name="skus" label={t('assetExport.skus')} rules={[{ validator: (_rule, value: string) => (skuList(value ?? '').length > 0 ? Promise.resolve() : Promise.reject(new Error(t('assetExport.skusRequired')))) }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          )}
          <Form.Item name="orders" label={t('assetExport.orders')} extra={t('assetExport.ordersHelp')} rules={[ordersRule]}>
            <Input />
          </Form.Item>
        </>
      )}
      <Form.Item label={t('assetExport.fileName')} required={false} extra={<span>{t('assetExport.fileNameHelp')}</span>}>
        <Flex vertical gap={spacing.xs}>
          <Form.Item name="file_name" noStyle rules={[{ required: true, message: errorMessage('validation.required', language) }, patternRule]}>
            <Input aria-label={t('assetExport.fileName')} maxLength={200} data-testid="asset-export-file-name" />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() => {
              const errors = form.getFieldError('file_name');
              return errors.length > 0 ? (
                <Typography.Text type="danger" role="alert">
                  {errors[0]}
                </Typography.Text>
              ) : null;
            }}
          </Form.Item>
          <Flex gap={spacing.xs} wrap role="group" aria-label={t('assetExport.pills')}>
            {assetExportPills
              .filter((pill) => perProduct || (pill !== 'sku' && pill !== 'order'))
              .map((pill) => (
                <Button key={pill} size="small" onClick={() => addPill(pill)}>
                  {t(`assetExport.pill.${pill}`)}
                </Button>
              ))}
          </Flex>
          <Typography.Text type="secondary" data-testid="asset-export-example">
            {t('assetExport.example', { file: example })}
          </Typography.Text>
        </Flex>
      </Form.Item>
      <Form.Item name="resize" label={t('assetExport.resize')} valuePropName="checked" extra={t('assetExport.resizeHelp')}>
        <Switch />
      </Form.Item>
      {resize && (
        <Flex gap={spacing.md} wrap>
          <Form.Item name="width" label={t('assetExport.width')} dependencies={['height']} rules={[{ validator: (_rule, value: number | null) => (value === null && form.getFieldValue('height') === null ? Promise.reject(new Error(errorMessage('asset.rendition_size_required', language))) : Promise.resolve()) }]}>
            <InputNumber min={1} max={10_000} precision={0} />
          </Form.Item>
          <Form.Item name="height" label={t('assetExport.height')}>
            <InputNumber min={1} max={10_000} precision={0} />
          </Form.Item>
          <Form.Item name="dpi" label={t('assetExport.dpi')}>
            <InputNumber min={1} max={2400} precision={0} />
          </Form.Item>
          <Form.Item name="format" label={t('assetExport.format')}>
            <Select
              style={{ minWidth: 160 }}
              options={[
                { value: 'own', label: t('assetExport.ownFormat') },
                { value: 'jpeg', label: 'JPEG' },
                { value: 'png', label: 'PNG' },
                { value: 'webp', label: 'WebP' },
              ]}
            />
          </Form.Item>
        </Flex>
      )}
      <Flex gap={spacing.sm} justify="end">
        <Button onClick={onClose}>{t('assetExport.close')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('assetExport.save')}
        </Button>
      </Flex>
    </Form>
  );
}
