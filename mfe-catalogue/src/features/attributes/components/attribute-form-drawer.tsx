import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Col, Divider, Row } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { InputNumber, Radio, Switch } from '@pimento/shared-kit/ui/antd-inputs';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import type { Attribute, AttributeTree, AttributeType } from '@pimento/shared-kit/contracts/attributes';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { isFeatureOn } from '@pimento/shared-kit/remote/remote-props';
import { PerLanguageInputs } from '../../../components/per-language-inputs';
import { StaleVersionAlert } from '../../../components/stale-version-alert';
import { FormDrawer } from '../../../components/form-drawer';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { AttributeValueInput } from '../../values/components/attribute-value-input';
import { LocalizedValueInput } from '../../values/components/localized-value-input';
import { useAttributeIdLabels } from '../api/get-attribute-id-labels';
import { useAttributeLanguages } from '../api/get-attribute-languages';
import { useAttributeSets } from '../api/get-attribute-sets';
import { useChoiceLists } from '../api/get-choice-lists';
import { useLabelLanguages } from '../api/get-label-languages';
import { useObjectTypes } from '../../objects/api/get-object-types';
import { useUnitTypes } from '../api/get-unit-types';
import { useSaveAttribute } from '../api/save-attribute';
import { attributeTypes, capabilitiesOf } from '../lib/attribute-types';
import { toAttributeBody, toFormValues, type AttributeFormValues } from '../lib/attribute-form-values';
import { ChoicesEditor } from './choices-editor';
import { FormulaEditor } from './formula-editor';
import { leaveAfterAsking, useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';

export type AttributeFormDrawerProps = {
  open: boolean;
  /** The attribute to edit; null creates one. */
  attribute: Attribute | null;
  tree: AttributeTree | undefined;
  defaultGroupId?: number;
  /** Computed attributes (`/attributes/compute/`): computable types and a formula, no default. */
  computed?: boolean;
  onClose: () => void;
};

const formFields = ['type', 'code', 'labels', 'group_id', 'unit_type', 'unit', 'min', 'max', 'max_length', 'localizable', 'unique', 'choices', 'choice_list_id', 'object_type_id', 'suggestions', 'default_value', 'formula', 'set_ids'];
const codePattern = /^[A-Za-z0-9_.-]+$/;

/** Creates or edits an attribute of any type; every rule the server enforces is shown at its field. */
export function AttributeFormDrawer({ open, attribute, tree, defaultGroupId, computed = false, onClose }: AttributeFormDrawerProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const { flags, navigate } = useRemoteProps();
  const setsOn = isFeatureOn(flags, 'attribute_set_activated');
  const [form] = Form.useForm<AttributeFormValues>();
  const { markChanged, markSaved } = useFormUnsavedChanges(open);
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const save = useSaveAttribute();
  const labelLanguages = useLabelLanguages();
  const valueLanguages = useAttributeLanguages();
  const unitTypes = useUnitTypes();
  const choiceLists = useChoiceLists();
  const sets = useAttributeSets(setsOn && open);
  const idLabels = useAttributeIdLabels();
  const type = Form.useWatch('type', form) ?? attribute?.type ?? 'text';
  const unitType = Form.useWatch('unit_type', form);
  const localizable = Form.useWatch('localizable', form);
  const choiceSource = Form.useWatch('choice_source', form);
  const code = Form.useWatch('code', form);
  const can = capabilitiesOf(type);
  const objectTypes = useObjectTypes(open && can.objectType);
  const editing = attribute !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toFormValues(attribute, { type: computed ? 'decimal' : 'text', group_id: defaultGroupId }));
    setFormError(null);
    setStale(false);
  }, [open, attribute, computed, defaultGroupId, form]);

  const groupOptions = useMemo(
    () => (tree?.sections ?? []).map((section) => ({ label: section.name, title: section.name, options: section.groups.map((group) => ({ value: group.id, label: group.name })) })),
    [tree],
  );
  const typeOptions = attributeTypes.filter((candidate) => !computed || capabilitiesOf(candidate).computable).map((candidate) => ({ value: candidate, label: t(`attributes.types.${candidate}`) }));
  const selectedUnitType = unitTypes.data?.find((candidate) => candidate.code === unitType);
  const unitLabel = (entry: { label_en: string; label_fr: string }) => (language === 'fr' ? entry.label_fr : entry.label_en);
  const labelLanguageCodes = labelLanguages.data ?? ['en'];

  const handleSubmit = async (values: AttributeFormValues) => {
    // What is being saved no longer counts as unsaved: the save may open what it created.
    markSaved();
    setFormError(null);
    const body = toAttributeBody({ ...values, type: attribute?.type ?? values.type, code: attribute?.code ?? values.code }, { sets: setsOn, computed });
    try {
      if (attribute) {
        const { code: _code, type: _type, ...update } = body;
        await save.mutateAsync({ id: attribute.id, update: { ...update, version: attribute.version } });
        notify.success(t('attributes.saved'));
      } else {
        await save.mutateAsync({ id: null, create: body });
        notify.success(t('attributes.created'));
      }
      onClose();
    } catch (error) {
      markChanged();
      if (error instanceof ApiError && error.status === 409 && error.code === 'conflict.stale_version') {
        setStale(true);
        return;
      }
      setFormError(serverRefusalMessage(form, error, language, formFields, t('attributes.fixFields')));
    }
  };

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      size={640}
      title={editing ? t('attributes.editTitle', { code: attribute.code }) : computed ? t('computed.newTitle') : t('attributes.newTitle')}
      creating={!editing}
      saving={save.isPending}
      onSubmit={() => form.submit()}
      saveTestId="attribute-save"
      error={formError}
      errorTestId="attribute-form-error"
    >
      {stale && <StaleVersionAlert description={t('conflict.attribute')} onReload={onClose} />}
      <Form form={form} onValuesChange={markChanged} layout="vertical" requiredMark="optional" onFinish={handleSubmit} scrollToFirstError>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="type" label={t('attributes.fields.type')} rules={[{ required: true }]} extra={editing ? t('attributes.fixedAtCreation') : undefined}>
              <Select options={typeOptions} disabled={editing} showSearch={{ optionFilterProp: 'label' }} data-testid="attribute-type" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t('attributes.fields.code')}
              extra={editing ? t('attributes.fixedAtCreation') : t('attributes.codeHelp')}
              rules={[
                { required: true, message: t('attributes.rules.codeRequired') },
                { max: 100, message: t('attributes.rules.tooLong', { max: 100 }) },
                { pattern: codePattern, message: t('attributes.rules.codeCharacters') },
              ]}
            >
              <Input disabled={editing} autoComplete="off" style={{ fontFamily: 'ui-monospace, Menlo, monospace' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text strong>{t('attributes.fields.labels')}</Typography.Text>
        <PerLanguageInputs
          name="labels"
          languages={labelLanguageCodes}
          maxLength={255}
          label={(labelLanguage) => t('attributes.labelIn', { language: labelLanguage })}
          requiredMessage={t('attributes.rules.labelRequired')}
        />
        <Form.Item name="group_id" label={t('attributes.fields.group')} rules={[{ required: true, message: t('attributes.rules.groupRequired') }]}>
          <Select options={groupOptions} placeholder={t('attributes.pickGroup')} showSearch={{ optionFilterProp: 'label' }} data-testid="attribute-group" />
        </Form.Item>
        {setsOn && (
          <Form.Item name="set_ids" label={t('attributes.fields.sets')}>
            <Select mode="multiple" allowClear options={(sets.data ?? []).map((set) => ({ value: set.id, label: set.name }))} />
          </Form.Item>
        )}
        {computed && (
          <Form.Item name="formula" label={t('attributes.fields.formula')} rules={[{ required: true, message: t('computed.formulaRequired') }]} extra={t('computed.formulaHelp')}>
            <FormulaEditor target={{ code: attribute?.code ?? code, type, localizable: Boolean(localizable) }} attributes={(idLabels.data ?? []).filter((item) => item.id !== attribute?.id)} />
          </Form.Item>
        )}
        <Divider titlePlacement="start" plain>
          {t('attributes.rulesSection')}
        </Divider>
        {can.unit && (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="unit_type" label={t('attributes.fields.unitType')}>
                {/* Searchable: what is typed filters the list, so Enter picks what was typed, never the first entry. */}
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={unitTypes.isLoading}
                  options={(unitTypes.data ?? []).map((candidate) => ({ value: candidate.code, label: unitLabel(candidate) }))}
                  onChange={() => form.setFieldValue('unit', null)}
                  placeholder={t('attributes.noUnit')}
                  data-testid="attribute-unit-type"
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="unit" label={t('attributes.fields.unit')} rules={[{ required: Boolean(unitType), message: t('attributes.rules.unitRequired') }]}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  disabled={!unitType}
                  options={(selectedUnitType?.units ?? []).map((unit) => ({ value: unit.code, label: `${unitLabel(unit)} (${unit.symbol})` }))}
                  data-testid="attribute-unit"
                />
              </Form.Item>
            </Col>
          </Row>
        )}
        {can.minMax && (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="min" label={t('attributes.fields.min')}>
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="max"
                label={t('attributes.fields.max')}
                dependencies={['min']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_, max: number | null | undefined) => {
                      const min = getFieldValue('min') as number | null | undefined;
                      return typeof min === 'number' && typeof max === 'number' && min > max ? Promise.reject(new Error(t('attributes.rules.minAboveMax'))) : Promise.resolve();
                    },
                  }),
                ]}
              >
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        )}
        {can.maxLength && (
          <Form.Item name="max_length" label={t('attributes.fields.maxLength')}>
            <InputNumber min={1} max={65535} precision={0} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Flex gap={32}>
          {can.localizable && (
            <Form.Item name="localizable" label={t('attributes.fields.localizable')} valuePropName="checked" tooltip={t('attributes.localizableHelp')}>
              <Switch />
            </Form.Item>
          )}
          {can.unique && !computed && (
            <Form.Item name="unique" label={t('attributes.fields.unique')} valuePropName="checked" tooltip={t('attributes.uniqueHelp')}>
              <Switch />
            </Form.Item>
          )}
        </Flex>
        {can.objectType && (
          <Form.Item name="object_type_id" label={t('attributes.fields.objectType')} rules={[{ required: true, message: t('attributes.rules.objectTypeRequired') }]}>
            <Select loading={objectTypes.isLoading} options={(objectTypes.data ?? []).map((objectType) => ({ value: objectType.id, label: objectType.name }))} notFoundContent={t('attributes.noObjectTypes')} />
          </Form.Item>
        )}
        {can.choices && (
          <>
            <Form.Item name="choice_source" label={t('attributes.fields.choices')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'own', label: t('attributes.ownChoices') },
                  { value: 'list', label: t('attributes.sharedList') },
                ]}
              />
            </Form.Item>
            {choiceSource === 'list' ? (
              <Form.Item
                name="choice_list_id"
                label={t('attributes.fields.choiceList')}
                rules={[{ required: true, message: t('attributes.rules.choiceListRequired') }]}
                extra={
                  <Typography.Link
                    onClick={() =>
                      void leaveAfterAsking(() => {
                        onClose();
                        navigate('/attributes/?tab=lists');
                      })
                    }
                    data-testid="manage-choice-lists"
                  >
                    {t('attributes.manageLists')}
                  </Typography.Link>
                }
              >
                <Select
                  showSearch={{ optionFilterProp: 'title' }}
                  loading={choiceLists.isLoading}
                  placeholder={t('attributes.rules.choiceListRequired')}
                  data-testid="attribute-choice-list"
                  options={(choiceLists.data ?? []).map((list) => ({
                    value: list.id,
                    title: list.name,
                    label: (
                      <Flex justify="space-between" gap={8}>
                        <span>{list.name}</span>
                        <Typography.Text type="secondary">{t('attributes.choiceCount', { count: list.choices.length })}</Typography.Text>
                      </Flex>
                    ),
                  }))}
                />
              </Form.Item>
            ) : (
              <ChoicesEditor labelLanguages={labelLanguageCodes} />
            )}
          </>
        )}
        {can.suggestions && (
          <Form.Item name="suggestions" label={t('attributes.fields.suggestions')} extra={t('attributes.suggestionsHelp')}>
            <Select mode="tags" open={false} tokenSeparators={[',', ';']} />
          </Form.Item>
        )}
        {!computed && type !== 'object_link' && (
          <Form.Item name="default_value" label={t('attributes.fields.default')}>
            <DefaultValueField type={type} localizable={Boolean(localizable)} languages={(valueLanguages.data ?? []).map((item) => item.code)} unitSymbol={selectedUnitType?.units.find((unit) => unit.code === form.getFieldValue('unit'))?.symbol} />
          </Form.Item>
        )}
      </Form>
    </FormDrawer>
  );
}

type DefaultValueFieldProps = {
  type: AttributeType;
  localizable: boolean;
  languages: readonly string[];
  unitSymbol?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
};

/** The default value, typed like any value of the attribute (choices come from the form). */
function DefaultValueField({ type, localizable, languages, unitSymbol, value, onChange, id }: DefaultValueFieldProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const form = Form.useFormInstance<AttributeFormValues>();
  const choices = (Form.useWatch('choices', form) ?? []).filter((choice) => choice?.code).map((choice) => ({ code: choice.code, labels: choice.labels ?? {} }));
  const attribute = { id: 0, code: '', type, labels: {}, choices, suggestions: [], max_length: null, min: null, max: null, localizable, unit: null, object_type_id: null };
  if (localizable) {
    return <LocalizedValueInput id={id} label={t('attributes.fields.default')} attribute={attribute} languages={languages} language={language} unitSymbol={unitSymbol} value={(value as Record<string, unknown> | null) ?? null} onChange={(next) => onChange?.(next)} />;
  }
  return <AttributeValueInput id={id} attribute={attribute} language={language} unitSymbol={unitSymbol} value={value ?? null} onChange={(next) => onChange?.(next)} />;
}
