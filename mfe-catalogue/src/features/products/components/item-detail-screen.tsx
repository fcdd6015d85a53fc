import { useCallback, useId, useMemo, useState } from 'react';
import { leaveWithoutAsking, useUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { brokenNumberRules } from '../../values/lib/number-rules';
import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Card, Descriptions, Tabs } from '@pimento/shared-kit/ui/antd-content';
import { Col, Empty, Row, Skeleton, Space, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import type { ProductStatus } from '@pimento/shared-kit/contracts/products';
import { StaleVersionAlert } from '../../../components/stale-version-alert';
import { pickLabel } from '../../../lib/pick-label';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { fieldMessages } from '@pimento/shared-kit/client/server-field-errors';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useDeleteItem } from '../api/delete-item';
import { useItem } from '../api/get-item';
import { useSaveItem } from '../api/save-item';
import { useCatalogueDefinitions } from '../hooks/use-catalogue-definitions';
import { changedValues } from '../lib/diff-values';
import type { ListingEntity } from '../lib/listing-fields';
import { AttributeValuesPanel } from './attribute-values-panel';
import { useProductViolations } from '../../validation-rules/api/validation-rules';
import { ruleNoticesByAttribute } from '../../validation-rules/lib/rule-notices';
import { categoryOptionGroups } from '../../categories/lib/category-options';
import { HistoryTimeline } from './history-timeline';
import { RelativeTime } from '@pimento/shared-kit/ui/relative-time';
import { ModelSelect } from './model-select';
import { PlannedTab } from './planned-tab';
import { AssetsTab } from '../../product-assets/components/assets-tab';
import { ProductPricesTab } from '../../prices/components/product-prices-tab';
import { shadows } from '@pimento/shared-kit/design/tokens';
import { ProductCompletion } from '../../completion/components/product-completion';

export type ItemDetailScreenProps = {
  entity: ListingEntity;
  id: number;
  onBack: () => void;
  onOpen: (entity: ListingEntity, id: number | null) => void;
};

type Header = { sku?: string; reference?: string; name?: string; status?: ProductStatus; model_id?: number | null; categories?: number[]; managed_attribute_ids?: number[] };

/** A product's or model's page: identity, status, categories, typed values by group, history, and the tabs of later issues. */
export function ItemDetailScreen({ entity, id, onBack, onOpen }: ItemDetailScreenProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const showError = notify.error;
  const definitions = useCatalogueDefinitions();
  const item = useItem(entity, id);
  const save = useSaveItem(entity);
  const remove = useDeleteItem(entity);
  const [header, setHeader] = useState<Header>({});
  // Each field's label names its control (a Form.Item without `name` does not link them itself).
  const fieldId = useId();
  const fieldIds = { key: `${fieldId}-key`, name: `${fieldId}-name`, status: `${fieldId}-status`, model: `${fieldId}-model`, categories: `${fieldId}-categories`, managed: `${fieldId}-managed` };
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [stale, setStale] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const data = item.data;
  const product = data?.entity === 'product' ? data.item : null;
  const model = data?.entity === 'model' ? data.item : null;
  // One object while the product's identity holds: the price form resets when it changes.
  const productSku = product?.sku;
  const productName = product?.name;
  const priceProduct = useMemo(() => (productSku === undefined ? null : { id, sku: productSku, name: productName ?? '' }), [id, productSku, productName]);
  const original = useMemo(() => data?.item.values ?? {}, [data]);
  const values = useMemo(() => ({ ...original, ...draft }), [original, draft]);
  const pending = changedValues(original, draft);
  const headerChanged = Object.keys(header).length > 0;
  const dirty = headerChanged || Object.keys(pending).length > 0;
  // Leaving with unsaved values asks first: links, back button, sidebar, reload.
  useUnsavedChanges(dirty);
  const readOnlyIds = useMemo(() => new Set(product?.managed_by_model ?? []), [product]);
  const lockedIds = useMemo(() => new Set(data?.item.read_only_attribute_ids ?? []), [data]);
  // What the validation rules say of the stored product, at each field (read again after a save).
  const violations = useProductViolations(entity === 'product' ? id : null);
  const ruleNotices = useMemo(() => ruleNoticesByAttribute(violations.data ?? []), [violations.data]);
  const brokenRules = new Set((violations.data ?? []).map((violation) => violation.rule_id)).size;
  const handleValue = useCallback((attributeId: number, value: unknown) => {
    setDraft((current) => ({ ...current, [String(attributeId)]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== `values.${attributeId}` && !field.startsWith(`values.${attributeId}.`))));
  }, []);

  const reset = () => {
    setHeader({});
    setDraft({});
    setErrors({});
    setStale(false);
    setFormError(null);
  };

  const handleSave = async () => {
    if (!data) return;
    setFormError(null);
    // A number outside its rules is shown at its field; nothing is sent until it is fixed.
    if (Object.entries(pending).some(([attributeId, value]) => brokenNumberRules(definitions.attributesById.get(Number(attributeId)) ?? { type: 'text', min: null, max: null }, value).length > 0)) {
      setFormError(t('detail.fixFields'));
      return;
    }
    const body = { version: data.item.version, ...header, ...(Object.keys(pending).length > 0 ? { values: pending } : {}) };
    try {
      // The answer is the saved item: the save puts it in the cache, nothing is read again.
      await save.mutateAsync(entity === 'product' ? { entity: 'product', id, body } : { entity: 'model', id, body });
      reset();
      notify.success(t('detail.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === 'conflict.stale_version') {
        setStale(true);
        return;
      }
      const fields = fieldMessages(error, language);
      setErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? t('detail.fixFields') : translateError(error, language));
    }
  };

  const handleDelete = async () => {
    if (!data) return;
    const label = product ? product.sku : (model?.reference ?? '');
    if (!(await confirm({ title: t(entity === 'product' ? 'detail.deleteProductTitle' : 'detail.deleteModelTitle', { label }), content: t(entity === 'product' ? 'detail.deleteProductContent' : 'detail.deleteModelContent'), okText: t('actions.delete'), danger: true }))) return;
    remove.mutate(id, {
      onSuccess: () => {
        notify.success(t('detail.deleted', { label }));
        // Whatever was being edited went with the item.
        leaveWithoutAsking(onBack);
      },
      onError: showError,
    });
  };

  const title = product ? product.name : (model?.name ?? '');
  // One group per tree, each in its own order (depth first).
  const categoryOptions = categoryOptionGroups(definitions.categories);

  if (item.isLoading) return <Skeleton active style={{ padding: 28 }} paragraph={{ rows: 10 }} />;
  if (item.isError || !data)
    return (
      <PageFrame title={t('detail.notFound')} breadcrumb={[t('area'), t('pages.products.title')]}>
        <Alert type="error" showIcon title={translateError(item.error, language)} action={<Button onClick={onBack}>{t('detail.back')}</Button>} />
      </PageFrame>
    );

  const statusValue = header.status ?? product?.status;
  return (
    <PageFrame
      title={title}
      breadcrumb={[t('area'), t('pages.products.title'), product ? product.sku : (model?.reference ?? '')]}
      actions={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
            {t('detail.back')}
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => void handleDelete()}>
            {t('actions.delete')}
          </Button>
          <Button disabled={!dirty} onClick={reset}>
            {t('detail.discard')}
          </Button>
          <Button type="primary" disabled={!dirty} loading={save.isPending} onClick={() => void handleSave()} data-testid="item-save">
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      {stale && (
        <StaleVersionAlert
          description={t('conflict.product')}
          data-testid="stale-version"
          onReload={() => {
            reset();
            void item.refetch();
          }}
        />
      )}
      {formError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={formError} data-testid="item-form-error" />}
      <Card variant="borderless" style={{ boxShadow: shadows.panel, marginBottom: 16 }}>
        <Form layout="vertical">
          <Row gutter={16}>
            <Col xs={24} md={5}>
              <Form.Item htmlFor={fieldIds.key} label={t(product ? 'products.fields.sku' : 'products.fields.reference')} validateStatus={errors.sku || errors.reference ? 'error' : undefined} help={(errors.sku ?? errors.reference)?.join(' ')} style={{ marginBottom: 8 }}>
                <Input
                  id={fieldIds.key}
                  value={product ? (header.sku ?? product.sku) : (header.reference ?? model?.reference)}
                  onChange={(event) => setHeader((current) => ({ ...current, [product ? 'sku' : 'reference']: event.target.value }))}
                  style={{ fontFamily: 'ui-monospace, Menlo, monospace' }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={product ? 9 : 13}>
              <Form.Item htmlFor={fieldIds.name} label={t('products.fields.name')} validateStatus={errors.name ? 'error' : undefined} help={errors.name?.join(' ')} style={{ marginBottom: 8 }}>
                <Input id={fieldIds.name} value={header.name ?? data.item.name} onChange={(event) => setHeader((current) => ({ ...current, name: event.target.value }))} data-testid="item-name" />
              </Form.Item>
            </Col>
            {product && (
              <>
                <Col xs={12} md={4}>
                  <Form.Item htmlFor={fieldIds.status} label={t('products.fields.status')} style={{ marginBottom: 8 }}>
                    <Select
                      id={fieldIds.status}
                      value={statusValue}
                      onChange={(status: ProductStatus) => setHeader((current) => ({ ...current, status }))}
                      options={(['active', 'end_of_life', 'inactive'] as const).map((status) => ({ value: status, label: t(`products.status.${status}`) }))}
                      data-testid="item-status"
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item htmlFor={fieldIds.model} label={t('products.fields.model')} style={{ marginBottom: 8 }} extra={product.model ? <Typography.Link onClick={() => onOpen('model', product.model!.id)}>{t('detail.openModel')}</Typography.Link> : undefined}>
                    <ModelSelect id={fieldIds.model} value={header.model_id !== undefined ? header.model_id : (product.model?.id ?? null)} current={product.model} onChange={(modelId) => setHeader((current) => ({ ...current, model_id: modelId }))} />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item htmlFor={fieldIds.categories} label={t('products.fields.categories')} style={{ marginBottom: 0 }}>
                    <Select
                      id={fieldIds.categories}
                      mode="multiple"
                      allowClear
                      value={header.categories ?? product.categories}
                      onChange={(categories: number[]) => setHeader((current) => ({ ...current, categories }))}
                      options={categoryOptions}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('detail.noCategory')}
                      data-testid="item-categories"
                    />
                  </Form.Item>
                </Col>
              </>
            )}
            {model && (
              <Col span={24}>
                <Form.Item htmlFor={fieldIds.managed} label={t('detail.managedAttributes')} extra={t('detail.managedHelp', { count: model.products_count })} style={{ marginBottom: 0 }}>
                  <Select
                    id={fieldIds.managed}
                    mode="multiple"
                    value={header.managed_attribute_ids ?? model.managed_attribute_ids}
                    onChange={(ids: number[]) => setHeader((current) => ({ ...current, managed_attribute_ids: ids }))}
                    options={definitions.attributes.map((attribute) => ({ value: attribute.id, label: pickLabel(attribute.labels, language, attribute.code) }))}
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                </Form.Item>
              </Col>
            )}
          </Row>
        </Form>
        <Descriptions
          size="small"
          style={{ marginTop: 12 }}
          items={[
            { key: 'created', label: t('products.fields.created'), children: <RelativeTime value={data.item.created} /> },
            { key: 'updated', label: t('products.fields.updated'), children: <RelativeTime value={data.item.updated} /> },
            { key: 'version', label: t('detail.version'), children: <Tag>v{data.item.version}</Tag> },
          ]}
        />
      </Card>
      <Card variant="borderless" style={{ boxShadow: shadows.panel }}>
        <Tabs
          items={[
            {
              key: 'attributes',
              label: t('detail.tabs.attributes'),
              children: (
                <>
                  {product && <div style={{ marginBottom: 12 }}><ProductCompletion productId={id} attributesById={definitions.attributesById} language={language} /></div>}
                  {brokenRules > 0 && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('rules.broken', { count: brokenRules })} data-testid="rule-violations" />}
                  <AttributeValuesPanel
                  layout={data.item.layout}
                  tree={definitions.tree}
                  attributesById={definitions.attributesById}
                  values={values}
                  onChange={handleValue}
                  readOnlyIds={readOnlyIds}
                  lockedIds={lockedIds}
                  readOnlyReason={product?.model ? t('detail.managedBy', { reference: product.model.reference }) : undefined}
                  errors={errors}
                  ruleNotices={ruleNotices}
                  languages={definitions.languages}
                  unitSymbols={definitions.unitSymbols}
                  language={language}
                />
                </>
              ),
            },
            {
              key: 'prices',
              label: t('detail.tabs.prices'),
              children: priceProduct ? <ProductPricesTab product={priceProduct} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('prices.tab.modelNote')} />,
            },
            { key: 'etim', label: t('detail.tabs.etim'), children: <PlannedTab title={t('detail.tabs.etim')} description={t('detail.planned.etim')} /> },
            { key: 'talk', label: t('detail.tabs.talk'), children: <PlannedTab title={t('detail.tabs.talk')} description={t('detail.planned.talk')} /> },
            {
              key: 'assets',
              label: t('detail.tabs.assets'),
              children: (
                <AssetsTab owner={product ? 'products' : 'models'} id={id} label={product ? product.sku : (model?.reference ?? '')} model={product?.model} onOpenModel={(modelId) => onOpen('model', modelId)} />
              ),
            },
            { key: 'history', label: t('detail.tabs.history'), children: <HistoryTimeline entity={entity} id={id} attributesById={definitions.attributesById} unitSymbols={definitions.unitSymbols} language={language} /> },
          ]}
          destroyOnHidden
        />
      </Card>
    </PageFrame>
  );
}
