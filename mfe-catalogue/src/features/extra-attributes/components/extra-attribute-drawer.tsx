import { useEffect, useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Checkbox } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { extraAttributeLimits, extraAttributeTypeSchema, type ExtraAttribute, type ExtraAttributeEntity, type ExtraAttributeType } from '@pimento/shared-kit/contracts/extra-attributes';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { PerLanguageInputs } from '../../../components/per-language-inputs';
import { FormDrawer } from '../../../components/form-drawer';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { filledTexts, pickLabel } from '../../../lib/pick-label';
import { useLabelLanguages } from '../../attributes/api/get-label-languages';
import { useChangeExtraAttribute } from '../api/extra-attributes';

type Values = { code: string; labels: Record<string, string | undefined>; type: ExtraAttributeType; required: boolean; choices: { code: string; label?: string }[] };

const formFields = ['code', 'labels', 'type', 'required', 'choices'];
const codePattern = /^[a-z][a-z0-9_]{0,49}$/;

export type ExtraAttributeDrawerProps = { open: boolean; attribute: ExtraAttribute | null; entity: ExtraAttributeEntity; onClose: () => void };

/**
 * Creates or edits one extra attribute: labels per label language, a type and a code fixed once
 * created, whether it is required, a dropdown's choices (a choice taken away clears the values holding it).
 */
export function ExtraAttributeDrawer({ open, attribute, entity, onClose }: ExtraAttributeDrawerProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const change = useChangeExtraAttribute(entity);
  const languages = useLabelLanguages().data ?? ['en'];
  const [form] = Form.useForm<Values>();
  const { markChanged, markSaved } = useFormUnsavedChanges(open);
  const [formError, setFormError] = useState<string | null>(null);
  const type = Form.useWatch('type', form);
  const firstLanguage = languages[0] ?? 'en';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFormError(null);
    form.setFieldsValue(
      attribute
        ? { ...attribute, choices: attribute.choices.map((choice) => ({ code: choice.code, label: pickLabel(choice.labels, firstLanguage, '') })) }
        : { code: '', labels: {}, type: 'text', required: false, choices: [] },
    );
  }, [open, attribute, form, firstLanguage]);

  const handleSubmit = async (values: Values) => {
    markSaved();
    setFormError(null);
    const labels = filledTexts(values.labels);
    // A choice's label is given in the company's first label language; others it already has are kept.
    const choices = values.type === 'dropdown' ? (values.choices ?? []).map((choice) => {
      const before = attribute?.choices.find((candidate) => candidate.code === choice.code)?.labels ?? {};
      const label = choice.label?.trim() ?? '';
      return { code: choice.code, labels: label === '' ? before : { ...before, [firstLanguage]: label } };
    }) : [];
    try {
      if (attribute) await change.mutateAsync({ action: 'update', id: attribute.id, body: { labels, choices, required: values.required } });
      else await change.mutateAsync({ action: 'create', body: { entity, code: values.code, labels, type: values.type, choices, required: values.required } });
      notify.success(t(attribute ? 'extraAttributes.saved' : 'extraAttributes.created', { label: pickLabel(labels, language, values.code) }));
      onClose();
    } catch (error) {
      markChanged();
      setFormError(serverRefusalMessage(form, error, language, formFields, t('extraAttributes.fixFields')));
    }
  };

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      size={560}
      title={attribute ? t(`extraAttributes.${entity}.editTitle`, { label: pickLabel(attribute.labels, language, attribute.code) }) : t(`extraAttributes.${entity}.new`)}
      creating={!attribute}
      saving={change.isPending}
      onSubmit={() => form.submit()}
      saveTestId={`${entity}-attribute-save`}
      error={formError}
    >
      <Form form={form} layout="vertical" requiredMark="optional" onValuesChange={markChanged} onFinish={handleSubmit} data-testid={`${entity}-attribute-form`}>
        <PerLanguageInputs name="labels" languages={languages} maxLength={extraAttributeLimits.labelLength} label={(code) => t('extraAttributes.labelIn', { language: code })} requiredMessage={t('extraAttributes.labelRequired')} autoFocus />
        <Flex gap={16} wrap>
          <Form.Item name="code" label={t('extraAttributes.fields.code')} style={{ flex: '1 1 200px' }} extra={attribute ? t('extraAttributes.fixed') : undefined} rules={[{ required: true, pattern: codePattern, message: t('priceLists.codeRule') }]}>
            <Input disabled={attribute !== null} data-testid={`${entity}-attribute-code`} />
          </Form.Item>
          <Form.Item name="type" label={t('extraAttributes.fields.type')} style={{ flex: '1 1 200px' }} extra={attribute ? t('extraAttributes.fixed') : undefined}>
            <Select disabled={attribute !== null} options={extraAttributeTypeSchema.options.map((value) => ({ value, label: t(`attributes.types.${value}`) }))} data-testid={`${entity}-attribute-type`} />
          </Form.Item>
        </Flex>
        <Form.Item name="required" valuePropName="checked">
          <Checkbox data-testid={`${entity}-attribute-required`}>{t(`extraAttributes.${entity}.requiredHelp`)}</Checkbox>
        </Form.Item>
        {type === 'dropdown' && (
          <>
            <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
              {t('extraAttributes.fields.choices')}
            </Typography.Text>
            {attribute !== null && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t(`extraAttributes.${entity}.choiceRemoval`)} />}
            <Form.List name="choices">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <Flex key={field.key} gap={8} align="flex-start">
                      <Form.Item name={[field.name, 'code']} label={t('extraAttributes.fields.code')} style={{ flex: 1 }} rules={[{ required: true, pattern: codePattern, message: t('priceLists.codeRule') }]}>
                        <Input data-testid={`${entity}-attribute-choice-code-${index}`} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'label']} label={t('extraAttributes.labelIn', { language: firstLanguage.toUpperCase() })} style={{ flex: 1 }} rules={[{ max: extraAttributeLimits.labelLength }]}>
                        <Input data-testid={`${entity}-attribute-choice-label-${index}`} />
                      </Form.Item>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('extraAttributes.removeChoice', { index: index + 1 })} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
                    </Flex>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({ code: '', label: '' })} data-testid={`${entity}-attribute-add-choice`}>
                    {t('extraAttributes.addChoice')}
                  </Button>
                </>
              )}
            </Form.List>
          </>
        )}
      </Form>
    </FormDrawer>
  );
}
