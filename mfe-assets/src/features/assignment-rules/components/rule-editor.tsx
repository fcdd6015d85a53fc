import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Radio, Switch } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { AssetRule, AssetRuleDraft, AssetRulePreviewLine } from '@pimento/shared-kit/contracts/asset-assignment';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { usePreviewAssetRule, useSaveAssetRule, useAttributeLabels } from '../api/asset-rules';
import { draftOf, newRuleDraft, pastedNames } from '../lib/rule-draft';
import { PillEditor } from './pill-editor';
import { RulePreviewTable } from './rule-preview-table';

const fields = ['name', 'source', 'pills', 'category_id', 'placement', 'featured', 'only_empty', 'on_upload'];

export type RuleEditorProps = {
  /** null: a new rule. */
  rule: AssetRule | null;
  categoryOptions: readonly { value: number; label: string }[];
  onDone: () => void;
};

/**
 * A rule's form, and beside it the preview: names pasted one a line, sent with the rule as it
 * stands (unsaved), answered with where each would go. The server's refusals show at their field,
 * for the preview as for the save.
 */
export function RuleEditor({ rule, categoryOptions, onDone }: RuleEditorProps) {
  const { t } = useTranslation('assets');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const [form] = Form.useForm<AssetRuleDraft>();
  const save = useSaveAssetRule();
  const preview = usePreviewAssetRule();
  const attributes = useAttributeLabels(true);
  const { markChanged, markSaved } = useFormUnsavedChanges(true);
  const [alert, setAlert] = useState<string | null>(null);
  const [names, setNames] = useState('');
  const [lines, setLines] = useState<AssetRulePreviewLine[] | null>(null);

  useEffect(() => {
    form.setFieldsValue(rule === null ? newRuleDraft() : draftOf(rule));
  }, [rule, form]);

  const current = (): AssetRuleDraft => {
    const values = form.getFieldsValue(true) as AssetRuleDraft;
    return { ...values, name: (values.name ?? '').trim() || t('rules.newTitle'), category_id: values.category_id ?? null };
  };
  const refused = (error: unknown) => setAlert(serverRefusalMessage(form, error, language, fields, null));

  const runPreview = () => {
    setAlert(null);
    preview.mutate({ rule: current(), names: pastedNames(names) }, { onSuccess: (answer) => setLines(answer.lines), onError: refused });
  };

  const handleFinish = () => {
    setAlert(null);
    markSaved();
    const draft = { ...current(), name: (form.getFieldValue('name') as string).trim() };
    save.mutate(
      { id: rule?.id ?? null, draft },
      {
        onSuccess: (saved) => {
          notify.success(t('rules.saved', { name: saved.name }));
          onDone();
        },
        onError: (error) => {
          markChanged();
          refused(error);
        },
      },
    );
  };

  const categoryName = (id: number | null) => (id === null ? t('rules.noCategory') : (categoryOptions.find((option) => option.value === id)?.label ?? ''));

  return (
    <Flex vertical gap={spacing.lg}>
      <Form form={form} name="asset-rule" layout="vertical" onValuesChange={markChanged} onFinish={handleFinish} data-testid="rule-form">
        <Form.Item name="name" label={t('rules.name')} rules={[{ required: true, whitespace: true, message: t('rules.nameRequired') }]}>
          <Input maxLength={100} autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item name="source" label={t('rules.source')}>
          <Radio.Group
            options={[
              { value: 'name', label: t('rules.sourceName') },
              { value: 'url', label: t('rules.sourceUrl') },
            ]}
          />
        </Form.Item>
        <Form.Item name="pills" label={t('rules.pills')} extra={t('rules.pillsHelp')}>
          <PillEditor attributes={attributes.data ?? []} language={language} />
        </Form.Item>
        <Form.Item name="category_id" label={t('rules.category')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('rules.keepCategory')} options={[...categoryOptions]} data-testid="rule-category" />
        </Form.Item>
        <Form.Item name="placement" label={t('rules.placement')}>
          <Select options={(['sequence', 'after', 'before'] as const).map((value) => ({ value, label: t(`rules.placements.${value}`) }))} data-testid="rule-placement" />
        </Form.Item>
        <Flex gap={spacing.xl} wrap>
          <Form.Item name="featured" label={t('rules.featured')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="only_empty" label={t('rules.onlyEmpty')} valuePropName="checked" tooltip={t('rules.onlyEmptyHelp')}>
            <Switch />
          </Form.Item>
          <Form.Item name="on_upload" label={t('rules.onUpload')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        {alert !== null && <Alert type="error" showIcon title={alert} style={{ marginBottom: spacing.md }} />}
        <Flex gap={spacing.sm}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-rule">
            {t('rules.save')}
          </Button>
          <Button onClick={onDone}>{t('actions.cancel')}</Button>
        </Flex>
      </Form>
      <section aria-labelledby="rule-preview-title">
        <Typography.Title level={5} id="rule-preview-title">
          {t('rules.preview')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('rules.previewHelp')}</Typography.Paragraph>
        <Input.TextArea aria-label={t('rules.previewNames')} rows={5} value={names} onChange={(event) => setNames(event.target.value)} data-testid="preview-names" />
        <Button style={{ marginBlock: spacing.sm }} onClick={runPreview} disabled={pastedNames(names).length === 0} loading={preview.isPending} data-testid="run-preview">
          {t('rules.previewRun')}
        </Button>
        {lines !== null && <RulePreviewTable lines={lines} categoryName={categoryName} />}
      </section>
    </Flex>
  );
}
