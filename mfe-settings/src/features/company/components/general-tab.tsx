import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Form } from '@pimento/shared-kit/ui/antd-form';
import { InputNumber, Radio } from '@pimento/shared-kit/ui/antd-inputs';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import type { CompanyStoreData } from '@pimento/shared-kit/contracts/company';
import type { HistoryRetention } from '@pimento/shared-kit/contracts/history';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useRetention, useUpdateCompanySettings, useUpdateRetention } from '../api/company';
import { PublicMediaCard } from './public-media-card';

const cardWidth = { maxWidth: 640 };

/** The FAB-DIS URL rule (spec §3): both URLs, or priority to the public or the private one. */
function FabdisRuleForm({ storeData }: { storeData: CompanyStoreData }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const [rule, setRule] = useState(storeData.fabdis_url_rule);
  const update = useUpdateCompanySettings();
  useEffect(() => setRule(storeData.fabdis_url_rule), [storeData.fabdis_url_rule]);

  const save = async () => {
    try {
      await update.mutateAsync({ fabdis_url_rule: rule });
      notify.success(t('company.saved'));
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Flex vertical gap={spacing.md} align="flex-start">
      <Radio.Group
        aria-label={t('company.fabdis.title')}
        value={rule}
        onChange={(event) => setRule(event.target.value as typeof rule)}
        options={(['both', 'priority_public', 'priority_private'] as const).map((value) => ({ value, label: t(`company.fabdis.${value}`) }))}
        data-testid="company-fabdis-rule"
      />
      <Button type="primary" loading={update.isPending} disabled={rule === storeData.fabdis_url_rule} onClick={save} data-testid="company-fabdis-save">
        {t('company.save')}
      </Button>
    </Flex>
  );
}

/**
 * How long the history of products and models is kept (docs/history.md). The inputs do not clamp:
 * a value out of range is said at its field rather than silently changed.
 */
function RetentionForm() {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const retention = useRetention(true);
  const update = useUpdateRetention();
  const [form] = Form.useForm<HistoryRetention>();
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    if (retention.data) form.setFieldsValue(retention.data);
  }, [form, retention.data]);

  const submit = async (values: HistoryRetention) => {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      notify.success(t('company.saved'));
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, ['days', 'max_entries'], t('rights.fixFields')));
    }
  };

  if (retention.isError) return <Alert type="error" showIcon title={t('company.loadFailed')} />;
  return (
    <Form form={form} name="company-retention" layout="vertical" onFinish={submit} disabled={retention.isPending}>
      {formError && <Alert type="error" showIcon style={{ marginBottom: spacing.lg }} title={formError} />}
      <Form.Item name="days" label={t('company.retention.days')} rules={[{ required: true, type: 'integer', min: 1, max: 3650, message: t('company.retention.daysRange') }]}>
        <InputNumber precision={0} />
      </Form.Item>
      <Form.Item
        name="max_entries"
        label={t('company.retention.maxEntries')}
        rules={[{ required: true, type: 'integer', min: 1, max: 10_000, message: t('company.retention.maxEntriesRange') }]}
      >
        <InputNumber precision={0} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="company-retention-save">
        {t('company.save')}
      </Button>
    </Form>
  );
}

/** The company tab: its name, the FAB-DIS URL rule, the history's retention and the public media addresses. */
export function GeneralTab({ storeData }: { storeData: CompanyStoreData }) {
  const { t } = useTranslation('settings');
  return (
    <Flex vertical gap={spacing.lg}>
      <Card title={t('company.fabdis.title')} style={cardWidth}>
        <FabdisRuleForm storeData={storeData} />
      </Card>
      <Card title={t('company.retention.title')} style={cardWidth}>
        <RetentionForm />
      </Card>
      <Card title={t('publicMedia.title')} style={cardWidth}>
        <PublicMediaCard />
      </Card>
    </Flex>
  );
}
