import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form } from '@pimento/shared-kit/ui/antd-form';
import { Divider, Drawer, Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { Checkbox, InputNumber, Switch } from '@pimento/shared-kit/ui/antd-inputs';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { CompanyFeature } from '@pimento/shared-kit/contracts/company';
import { companiesConsoleLimits, planLimitKeys, type ConsoleCompany, type ConsoleCompanyUpdate, type PlanLimitKey, type PlanLimits } from '@pimento/shared-kit/contracts/companies-console';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useConsoleCompany, useUpdateConsoleCompany } from '../api/companies-console';
import { changesOf, type PlanForm } from '../lib/plan-changes';
import { limitsOverUse } from '../lib/over-limits';

/** The company's plan and features, edited in one form and saved at once. */
export function CompanyPlanDrawer({ companyId, onClose }: { companyId: string | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const company = useConsoleCompany(companyId);
  const title = company.data ? t('companiesConsole.drawerTitle', { name: company.data.name }) : t('companiesConsole.manage');
  return (
    <Drawer open={companyId !== null} onClose={onClose} title={title} size="large" destroyOnHidden>
      {company.isError && <Alert type="error" showIcon title={t('companiesConsole.loadFailed')} />}
      {company.isPending && companyId !== null && <Skeleton active />}
      {company.data && <PlanEditor key={company.data.id} company={company.data} onClose={onClose} />}
    </Drawer>
  );
}

function PlanEditor({ company, onClose }: { company: ConsoleCompany; onClose: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const update = useUpdateConsoleCompany();
  const [form] = Form.useForm<PlanForm>();
  const [formError, setFormError] = useState<string | null>(null);
  const initial: PlanForm = { limits: company.limits, ai_credits_total: company.ai_credits.total, features: company.features, fabdis_available_versions: company.fabdis_available_versions };
  const watchedLimits = Form.useWatch('limits', form) as Partial<PlanLimits> | undefined;
  const watchedCredits = Form.useWatch('ai_credits_total', form) as number | null | undefined;
  const overUse = limitsOverUse(watchedLimits ?? company.limits, company.usage);
  const credits = watchedCredits ?? company.ai_credits.total;

  const submit = async (values: PlanForm) => {
    setFormError(null);
    const body: ConsoleCompanyUpdate = changesOf(initial, values);
    if (Object.keys(body).length === 0) {
      notify.info(t('companiesConsole.noChange'));
      return;
    }
    try {
      await update.mutateAsync({ id: company.id, body });
      notify.success(t('companiesConsole.saved', { name: company.name }));
      onClose();
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, [], t('rights.fixFields')));
    }
  };

  const usedText = (key: PlanLimitKey) =>
    key === 'sku_copy_paste_pages' ? t('companiesConsole.usedNothing') : t('companiesConsole.used', { used: company.usage[key] });

  return (
    <Form form={form} name="company-plan" layout="vertical" initialValues={initial} onFinish={submit} data-testid="company-plan-form">
      {formError && <Alert type="error" showIcon style={{ marginBottom: spacing.lg }} title={formError} />}
      <Typography.Title level={3}>{t('companiesConsole.limitsTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('companiesConsole.limitsHint')}</Typography.Paragraph>
      {overUse.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: spacing.lg }}
          title={t('companiesConsole.overTitle')}
          description={
            <ul>
              {overUse.map((over) => (
                <li key={over.limit}>{t(`companiesConsole.over.${over.limit}`, { used: over.used, allowed: over.allowed })}</li>
              ))}
            </ul>
          }
          data-testid="company-plan-over-use"
        />
      )}
      <Flex wrap gap={spacing.md}>
        {planLimitKeys.map((key) => (
          <Form.Item key={key} name={['limits', key]} label={t(`companiesConsole.limit.${key}`)} extra={usedText(key)} style={{ minWidth: 200 }}>
            <InputNumber
              min={0}
              max={key === 'asset_storage_gb' ? companiesConsoleLimits.maxStorageGb : companiesConsoleLimits.maxLimit}
              precision={key === 'asset_storage_gb' ? 2 : 0}
              style={{ width: '100%' }}
              data-testid={`company-limit-${key}`}
            />
          </Form.Item>
        ))}
      </Flex>

      <Divider />
      <Typography.Title level={3}>{t('companiesConsole.creditsTitle')}</Typography.Title>
      <Form.Item
        name="ai_credits_total"
        label={t('companiesConsole.creditsTotal')}
        rules={[{ required: true }]}
        extra={
          credits < company.ai_credits.used
            ? t('companiesConsole.creditsBelowUse')
            : t('companiesConsole.creditsState', { used: company.ai_credits.used, remaining: Math.max(0, credits - company.ai_credits.used) })
        }
      >
        <InputNumber min={0} max={companiesConsoleLimits.maxAiCredits} precision={0} style={{ width: 200 }} data-testid="company-ai-credits" />
      </Form.Item>

      <Divider />
      <Typography.Title level={3}>{t('companiesConsole.featuresTitle')}</Typography.Title>
      <Flex vertical gap={spacing.xs}>
        {(Object.keys(company.features) as CompanyFeature[]).map((feature) => (
          <Form.Item key={feature} name={['features', feature]} label={t(`companiesConsole.feature.${feature}`)} valuePropName="checked" layout="horizontal" style={{ marginBottom: spacing.xs }}>
            <Switch data-testid={`company-feature-${feature}`} />
          </Form.Item>
        ))}
      </Flex>
      <Form.Item name="fabdis_available_versions" label={t('companiesConsole.fabdisVersions')}>
        <Checkbox.Group options={[2, 3].map((version) => ({ value: version, label: t('companiesConsole.fabdisVersion', { version }) }))} />
      </Form.Item>

      <Flex justify="flex-end" gap={spacing.sm}>
        <Button onClick={onClose}>{t('companiesConsole.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="company-plan-save">
          {t('companiesConsole.save')}
        </Button>
      </Flex>
    </Form>
  );
}
