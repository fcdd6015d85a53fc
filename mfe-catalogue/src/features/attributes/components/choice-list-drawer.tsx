import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import type { ChoiceInput, ChoiceList } from '@pimento/shared-kit/contracts/attributes';
import { StaleVersionAlert } from '../../../components/stale-version-alert';
import { FormDrawer } from '../../../components/form-drawer';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { applyServerFieldErrors } from '@pimento/shared-kit/client/server-field-errors';
import { useLabelLanguages } from '../api/get-label-languages';
import { useSaveChoiceList } from '../api/save-choice-list';
import { ChoicesEditor } from './choices-editor';
import { useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';

export type ChoiceListDrawerProps = {
  open: boolean;
  /** The list to edit; null creates one. */
  list: ChoiceList | null;
  onClose: () => void;
};

type ChoiceListFormValues = { name: string; choices: ChoiceInput[] };

/** Only the labels typed in: an empty label is no label (the code shows instead). */
function cleanChoices(choices: readonly ChoiceInput[]): ChoiceInput[] {
  return choices.map((choice) => ({
    code: choice.code.trim(),
    labels: Object.fromEntries(Object.entries(choice.labels ?? {}).flatMap(([language, label]) => (label && label.trim() !== '' ? [[language, label.trim()]] : []))),
  }));
}

/** Creates or edits a shared dropdown list: its name and its ordered choices. */
export function ChoiceListDrawer({ open, list, onClose }: ChoiceListDrawerProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const [form] = Form.useForm<ChoiceListFormValues>();
  const { markChanged, markSaved } = useFormUnsavedChanges(open);
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const labelLanguages = useLabelLanguages();
  const save = useSaveChoiceList();
  const labelLanguageCodes = labelLanguages.data ?? ['en'];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(list ? { name: list.name, choices: list.choices } : { name: '', choices: [{ code: '', labels: {} }] });
    setFormError(null);
    setStale(false);
  }, [open, list, form]);

  const handleSubmit = async (values: ChoiceListFormValues) => {
    // What is being saved no longer counts as unsaved: the save may open what it created.
    markSaved();
    setFormError(null);
    const body = { name: values.name.trim(), choices: cleanChoices(values.choices ?? []) };
    try {
      if (list) {
        await save.mutateAsync({ action: 'update', id: list.id, body: { ...body, version: list.version } });
        notify.success(t('choiceLists.saved', { name: body.name }));
      } else {
        await save.mutateAsync({ action: 'create', body });
        notify.success(t('choiceLists.created', { name: body.name }));
      }
      onClose();
    } catch (error) {
      markChanged();
      if (error instanceof ApiError && error.status === 409 && error.code === 'conflict.stale_version') {
        setStale(true);
        return;
      }
      const unmatched = applyServerFieldErrors(form, error, language, ['name', 'choices']);
      const hasFieldErrors = error instanceof ApiError && Object.keys(error.fields).length > unmatched.length;
      setFormError(hasFieldErrors && unmatched.length === 0 ? t('attributes.fixFields') : [translateError(error, language), ...unmatched].join(' '));
    }
  };

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      size={720}
      title={list ? t('choiceLists.editTitle', { name: list.name }) : t('choiceLists.newTitle')}
      creating={!list}
      saving={save.isPending}
      onSubmit={() => form.submit()}
      saveTestId="choice-list-save"
      error={formError}
      errorTestId="choice-list-form-error"
    >
      {stale && <StaleVersionAlert description={t('choiceLists.conflict')} onReload={onClose} />}
      {list && list.attribute_count > 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('choiceLists.usedByInfo', { count: list.attribute_count })} />
      )}
      <Form form={form} onValuesChange={markChanged} layout="vertical" requiredMark="optional" onFinish={handleSubmit} scrollToFirstError>
        <Form.Item
          name="name"
          label={t('common.name')}
          rules={[
            { required: true, whitespace: true, message: t('common.nameRequired') },
            { max: 100, message: t('attributes.rules.tooLong', { max: 100 }) },
            { pattern: /^[^|]*$/, message: t('attributes.rules.noPipe') },
          ]}
        >
          <Input autoFocus data-testid="choice-list-name" />
        </Form.Item>
        <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
          {t('attributes.fields.choices')}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 12 }}>
          {t('choiceLists.choicesHelp')}
        </Typography.Paragraph>
        <ChoicesEditor labelLanguages={labelLanguageCodes} />
      </Form>
    </FormDrawer>
  );
}
