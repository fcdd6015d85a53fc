import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Segmented, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Checkbox } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { AttributeSet } from '@pimento/shared-kit/contracts/attributes';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { operatorTypes, validationOperatorSchema, validationRuleLimits, type ValidationOperator, type ValidationRule } from '@pimento/shared-kit/contracts/validation-rules';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { FormDrawer } from '../../../components/form-drawer';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { FilterBuilder } from '../../products/components/filter-builder';
import { useFilterFields } from '../../products/hooks/use-filter-fields';
import { useCatalogueDefinitions } from '../../products/hooks/use-catalogue-definitions';
import { useChangeRule } from '../api/validation-rules';
import { RuleValueInput, type RuleFormValue } from './rule-value-input';

type Values = {
  name: string;
  kind: 'attribute' | 'attribute_set';
  attribute_id?: number;
  set_id?: number;
  /** Absent when the attribute is not localizable (the field is not shown). */
  language?: string;
  operator: ValidationOperator;
  value: RuleFormValue;
  message?: Record<string, string | undefined>;
  blocking: boolean;
  enabled: boolean;
};

const formFields = ['name', 'target.attribute_id', 'target.set_id', 'language', 'operator', 'value', 'message', 'blocking', 'enabled'];
/** The select's value for "every language" (a rule's `language: null`). */
const everyLanguage = '';

export type RuleDrawerProps = { open: boolean; rule: ValidationRule | null; sets: readonly AttributeSet[]; onClose: () => void };

/** Creates or edits a rule: which products (the listing's filters), what it checks, how, and what the field then says. */
export function RuleDrawer({ open, rule, sets, onClose }: RuleDrawerProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const change = useChangeRule();
  const definitions = useCatalogueDefinitions();
  const [form] = Form.useForm<Values>();
  const { markChanged, markSaved } = useFormUnsavedChanges(open);
  const [filters, setFilters] = useState<ListingFilter[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const kind = Form.useWatch('kind', form) ?? 'attribute';
  const attributeId = Form.useWatch('attribute_id', form);
  const operator = Form.useWatch('operator', form) ?? 'mandatory';
  const attribute = attributeId === undefined ? undefined : definitions.attributesById.get(attributeId);

  const { fields, fieldLabel } = useFilterFields('product', definitions.attributes, true);
  const attributeOptions = useMemo(
    () => [...definitions.attributesById.values()].map((candidate) => ({ value: candidate.id, label: `${pickLabel(candidate.labels, language, candidate.code)} (${candidate.code})` })),
    [definitions.attributesById, language],
  );
  // A set holds attributes of every type: only "mandatory" means the same for each (the server says so too).
  const operators = kind === 'attribute_set' ? (['mandatory'] as const) : validationOperatorSchema.options.filter((candidate) => attribute === undefined || operatorTypes[candidate].includes(attribute.type));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFormError(null);
    setFilters(rule?.filters ?? []);
    form.setFieldsValue(
      rule
        ? {
            name: rule.name,
            kind: rule.target.kind,
            attribute_id: rule.target.kind === 'attribute' ? rule.target.attribute_id : undefined,
            set_id: rule.target.kind === 'attribute_set' ? rule.target.set_id : undefined,
            language: rule.language ?? everyLanguage,
            operator: rule.operator,
            value: rule.value,
            message: rule.message,
            blocking: rule.blocking,
            enabled: rule.enabled,
          }
        : { name: '', kind: 'attribute', language: everyLanguage, operator: 'mandatory', value: null, message: {}, blocking: false, enabled: true },
    );
  }, [open, rule, form]);

  const handleSubmit = async (values: Values) => {
    markSaved();
    setFormError(null);
    const message = Object.fromEntries(Object.entries(values.message ?? {}).flatMap(([code, text]) => (text === undefined || text.trim() === '' ? [] : [[code, text.trim()]])));
    const body = {
      name: values.name,
      filters,
      target: values.kind === 'attribute' ? { kind: 'attribute' as const, attribute_id: values.attribute_id! } : { kind: 'attribute_set' as const, set_id: values.set_id! },
      language: values.language === undefined || values.language === everyLanguage ? null : values.language,
      operator: values.operator,
      value: values.operator === 'mandatory' ? null : (values.value ?? null),
      message,
      blocking: values.blocking,
      enabled: values.enabled,
    };
    try {
      if (rule) await change.mutateAsync({ action: 'update', id: rule.id, body });
      else await change.mutateAsync({ action: 'create', body });
      notify.success(t(rule ? 'rules.saved' : 'rules.created', { name: values.name }));
      onClose();
    } catch (error) {
      markChanged();
      setFormError(serverRefusalMessage(form, error, language, formFields, t('rules.fixFields')));
    }
  };

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      size={720}
      title={rule ? t('rules.editTitle', { name: rule.name }) : t('rules.new')}
      creating={!rule}
      saving={change.isPending}
      onSubmit={() => form.submit()}
      saveTestId="rule-save"
      error={formError}
    >
      <Form form={form} layout="vertical" requiredMark="optional" onValuesChange={markChanged} onFinish={handleSubmit} data-testid="rule-form">
        <Form.Item name="name" label={t('rules.fields.name')} rules={[{ required: true, whitespace: true, message: t('rules.nameRequired') }, { max: validationRuleLimits.nameLength }]}>
          <Input data-testid="rule-name" />
        </Form.Item>
        <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
          {t('rules.fields.appliesTo')}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {filters.length === 0 ? t('rules.everyProduct') : t('rules.appliesHelp')}
        </Typography.Paragraph>
        <div style={{ marginBottom: 16 }}>
          <FilterBuilder
            filters={filters}
            onChange={(next) => {
              setFilters(next);
              markChanged();
            }}
            fields={fields}
            fieldLabel={fieldLabel}
            attributesById={definitions.attributesById}
            categories={definitions.categories}
            language={language}
          />
        </div>
        {/* Without an attribute set, a rule checks one attribute: no choice to offer. */}
        <Form.Item name="kind" label={t('rules.fields.checks')} required hidden={sets.length === 0}>
          <Segmented
            options={[
              { value: 'attribute', label: t('rules.kinds.attribute') },
              { value: 'attribute_set', label: t('rules.kinds.attribute_set') },
            ]}
            onChange={() => form.setFieldsValue({ operator: 'mandatory', value: null })}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          {kind === 'attribute' ? (
            <Form.Item name="attribute_id" htmlFor="rule-attribute" label={t('rules.fields.attribute')} style={{ flex: '1 1 260px' }} rules={[{ required: true, message: t('rules.attributeRequired') }]}>
              <Select
                id="rule-attribute"
                showSearch={{ optionFilterProp: 'label' }}
                options={attributeOptions}
                onChange={() => form.setFieldsValue({ operator: 'mandatory', value: null, language: everyLanguage })}
                data-testid="rule-attribute"
              />
            </Form.Item>
          ) : (
            <Form.Item name="set_id" htmlFor="rule-set" label={t('rules.fields.set')} style={{ flex: '1 1 260px' }} rules={[{ required: true, message: t('rules.setRequired') }]}>
              <Select id="rule-set" options={sets.map((set) => ({ value: set.id, label: set.name }))} data-testid="rule-set" />
            </Form.Item>
          )}
          <Form.Item name="operator" htmlFor="rule-operator" label={t('rules.fields.operator')} required style={{ flex: '1 1 200px' }}>
            <Select id="rule-operator" options={operators.map((candidate) => ({ value: candidate, label: t(`rules.operators.${candidate}`) }))} onChange={() => form.setFieldsValue({ value: null })} data-testid="rule-operator" />
          </Form.Item>
          {(kind === 'attribute_set' || attribute?.localizable) && (
            <Form.Item name="language" htmlFor="rule-language" label={t('rules.fields.language')} required style={{ flex: '1 1 160px' }}>
              <Select id="rule-language" options={[{ value: everyLanguage, label: t('rules.everyLanguage') }, ...definitions.languages.map((code) => ({ value: code, label: code.toUpperCase() }))]} />
            </Form.Item>
          )}
        </Flex>
        {operator !== 'mandatory' && attribute !== undefined && (
          <Form.Item name="value" htmlFor="rule-value" label={t('rules.fields.value')} rules={[{ required: true, message: t('rules.valueRequired') }]}>
            <RuleValueInput id="rule-value" attribute={attribute} operator={operator} />
          </Form.Item>
        )}
        <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
          {t('rules.fields.message')}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('rules.messageHelp')}
        </Typography.Paragraph>
        <Flex gap={16} wrap>
          {(['en', 'fr'] as const).map((code) => (
            <Form.Item key={code} name={['message', code]} label={t('rules.messageIn', { language: code.toUpperCase() })} style={{ flex: '1 1 260px' }} rules={[{ max: validationRuleLimits.messageLength }]}>
              <Input data-testid={`rule-message-${code}`} />
            </Form.Item>
          ))}
        </Flex>
        <Form.Item name="blocking" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox data-testid="rule-blocking">{t('rules.blockingHelp')}</Checkbox>
        </Form.Item>
        <Form.Item name="enabled" valuePropName="checked">
          <Checkbox data-testid="rule-enabled">{t('rules.enabledHelp')}</Checkbox>
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
