import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card, Descriptions } from '@pimento/shared-kit/ui/antd-content';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Radio, Switch } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import type { CompanyStoreData } from '@pimento/shared-kit/contracts/company';
import type { SsoConfigInput, SsoProtocol, SsoSetup } from '@pimento/shared-kit/contracts/sso';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useUpdateCompanySettings } from '../api/company';
import { startSsoTest, useRemoveSso, useSaveSso, useSsoSetup } from '../api/sso';
import { SamlMetadataFill } from './saml-metadata-fill';

const cardWidth = { maxWidth: 720 };
type SsoForm = Omit<SsoConfigInput, 'client_secret'> & { client_secret?: string };
const fieldNames = ['protocol', 'issuer', 'client_id', 'client_secret', 'saml_entry_point', 'saml_certificate', 'email_domains', 'emergency_user_id'] as const;

function initialValues(setup: SsoSetup): SsoForm {
  const config = setup.config;
  return {
    protocol: config?.protocol ?? 'oidc',
    issuer: config?.issuer ?? '',
    client_id: config?.client_id ?? '',
    client_secret: '',
    saml_entry_point: config?.saml_entry_point ?? '',
    saml_certificate: config?.saml_certificate ?? '',
    email_domains: config?.email_domains ?? [],
    emergency_user_id: config?.emergency_user_id ?? null,
  };
}

/** Empty texts become null; an empty secret keeps the stored one. */
function inputOf(values: SsoForm): SsoConfigInput {
  const text = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
  const oidc = values.protocol === 'oidc';
  const secret = values.client_secret ?? '';
  return {
    protocol: values.protocol,
    issuer: values.issuer.trim(),
    client_id: oidc ? text(values.client_id) : null,
    ...(oidc && secret !== '' ? { client_secret: secret } : {}),
    saml_entry_point: oidc ? null : text(values.saml_entry_point),
    saml_certificate: oidc ? null : text(values.saml_certificate),
    email_domains: values.email_domains,
    emergency_user_id: values.emergency_user_id ?? null,
  };
}

function ProviderForm({ setup, ssoOnly }: { setup: SsoSetup; ssoOnly: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const confirm = useConfirm();
  const save = useSaveSso();
  const remove = useRemoveSso();
  const [form] = Form.useForm<SsoForm>();
  const [formError, setFormError] = useState<string | null>(null);
  const protocol: SsoProtocol = Form.useWatch('protocol', form) ?? setup.config?.protocol ?? 'oidc';
  const required = [{ required: true, message: t('sso.required') }];

  const submit = async (values: SsoForm) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(inputOf(values));
      form.setFieldsValue(initialValues(saved));
      notify.success(t('sso.saved'));
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, [...fieldNames], t('rights.fixFields')));
    }
  };

  const removeProvider = async () => {
    if (!(await confirm({ title: t('sso.removeTitle'), content: t('sso.removeContent'), okText: t('sso.remove'), danger: true }))) return;
    try {
      await remove.mutateAsync();
      notify.success(t('sso.removed'));
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Form form={form} name="company-sso" layout="vertical" initialValues={initialValues(setup)} onFinish={submit} data-testid="sso-form">
      {formError && <Alert type="error" showIcon style={{ marginBottom: spacing.lg }} title={formError} />}
      <Form.Item name="protocol" label={t('sso.protocol')}>
        <Radio.Group options={(['oidc', 'saml'] as const).map((value) => ({ value, label: t(`sso.${value}`) }))} />
      </Form.Item>
      {protocol === 'saml' && (
        <SamlMetadataFill onRead={(metadata) => form.setFieldsValue({ issuer: metadata.issuer, saml_entry_point: metadata.entry_point, saml_certificate: metadata.certificate })} />
      )}
      <Form.Item name="issuer" label={protocol === 'oidc' ? t('sso.issuer') : t('sso.samlIssuer')} extra={protocol === 'oidc' ? t('sso.issuerHelp') : undefined} rules={required}>
        <Input data-testid="sso-issuer" autoComplete="off" />
      </Form.Item>
      {protocol === 'oidc' ? (
        <>
          <Form.Item name="client_id" label={t('sso.clientId')} rules={required}>
            <Input data-testid="sso-client-id" autoComplete="off" />
          </Form.Item>
          <Form.Item name="client_secret" label={t('sso.clientSecret')} extra={setup.config?.client_secret_set ? t('sso.secretSet') : t('sso.secretNotSet')}>
            <Input.Password data-testid="sso-client-secret" autoComplete="new-password" />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="saml_entry_point" label={t('sso.entryPoint')} rules={required}>
            <Input data-testid="sso-entry-point" autoComplete="off" />
          </Form.Item>
          <Form.Item name="saml_certificate" label={t('sso.certificate')} rules={required}>
            <Input.TextArea data-testid="sso-certificate" rows={4} spellCheck={false} />
          </Form.Item>
        </>
      )}
      <Form.Item name="email_domains" label={t('sso.domains')} extra={t('sso.domainsHelp')} rules={required}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} data-testid="sso-domains" aria-label={t('sso.domains')} />
      </Form.Item>
      <Form.Item name="emergency_user_id" label={t('sso.emergency')} extra={t('sso.emergencyHelp')}>
        <Select
          data-testid="sso-emergency"
          aria-label={t('sso.emergency')}
          options={[{ value: null, label: t('sso.none') }, ...setup.administrators.map((user) => ({ value: user.id, label: user.username }))]}
        />
      </Form.Item>
      <Flex gap={spacing.md} wrap align="center">
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="sso-save">
          {t('sso.save')}
        </Button>
        {setup.config !== null && (
          // While single sign-on is required, removing its provider would lock the company out (the server refuses it too).
          <Button danger onClick={() => void removeProvider()} loading={remove.isPending} disabled={ssoOnly} data-testid="sso-remove">
            {t('sso.remove')}
          </Button>
        )}
        {setup.config !== null && ssoOnly && <Typography.Text type="secondary">{t('sso.removeBlocked')}</Typography.Text>}
      </Flex>
    </Form>
  );
}

function TestAndRequire({ setup, storeData }: { setup: SsoSetup; storeData: CompanyStoreData }) {
  const { t, i18n } = useTranslation('settings');
  const notify = useNotify();
  const confirm = useConfirm();
  const update = useUpdateCompanySettings();
  const [starting, setStarting] = useState(false);
  const config = setup.config;

  const test = async () => {
    setStarting(true);
    try {
      window.location.assign(await startSsoTest());
    } catch (error) {
      notify.error(error);
      setStarting(false);
    }
  };

  const requireSso = async (on: boolean) => {
    if (on) {
      const names = setup.users_without_identity.map((user) => `${user.username} (${user.email})`).join(', ');
      const content = names === '' ? t('sso.onlyConfirmNobody') : `${t('sso.onlyConfirm')} ${names}`;
      if (!(await confirm({ title: t('sso.onlyConfirmTitle'), content, okText: t('sso.onlyConfirmOk'), danger: true }))) return;
    }
    try {
      await update.mutateAsync({ sso_only: on });
      notify.success(on ? t('sso.onlySaved') : t('sso.onlyOffSaved'));
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <>
      <Card title={t('sso.testTitle')} style={cardWidth}>
        <Flex vertical gap={spacing.md} align="flex-start">
          <Typography.Paragraph style={{ margin: 0 }}>{t('sso.testHelp')}</Typography.Paragraph>
          <Typography.Text data-testid="sso-tested">
            {config?.tested_at ? t('sso.testedAt', { date: new Date(config.tested_at).toLocaleString(i18n.language) }) : t('sso.notTested')}
          </Typography.Text>
          <Button onClick={test} loading={starting} disabled={config === null} data-testid="sso-test">
            {t('sso.test')}
          </Button>
        </Flex>
      </Card>
      <Card title={t('sso.onlyTitle')} style={cardWidth}>
        <Flex gap={spacing.md} align="center">
          <Switch
            checked={storeData.sso_only}
            loading={update.isPending}
            onChange={(on) => void requireSso(on)}
            aria-label={t('sso.onlyLabel')}
            data-testid="sso-only"
          />
          <Typography.Text>{storeData.sso_only ? t('sso.onlyOn') : t('sso.onlyOff')}</Typography.Text>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: spacing.md, marginBottom: 0 }}>
          {t('sso.onlyLabel')}
        </Typography.Paragraph>
      </Card>
    </>
  );
}

/** `/settings/company/?tab=sso`: the company's identity provider, its test and the SSO-only switch (docs/sso.md). */
export function SsoTab({ storeData }: { storeData: CompanyStoreData }) {
  const { t } = useTranslation('settings');
  const setup = useSsoSetup();
  const [searchParams] = useSearchParams();
  const [justTested, setJustTested] = useState(false);
  useEffect(() => setJustTested(searchParams.get('sso_test') === 'ok'), [searchParams]);

  if (setup.isError) return <Alert type="error" showIcon title={t('company.loadFailed')} />;
  if (setup.isPending) return <Skeleton active />;
  return (
    <Flex vertical gap={spacing.lg}>
      {justTested && <Alert type="success" showIcon title={t('sso.testedNow')} data-testid="sso-tested-now" style={cardWidth} />}
      <Card title={t('sso.providerTitle')} style={cardWidth}>
        <Typography.Paragraph>{t('sso.providerHelp')}</Typography.Paragraph>
        {/* A removed provider leaves an empty form: its initial values are read at mount. */}
        <ProviderForm key={setup.data.config === null ? 'none' : 'set'} setup={setup.data} ssoOnly={storeData.sso_only} />
      </Card>
      <Card title={t('sso.giveProvider')} style={cardWidth}>
        <Descriptions
          column={1}
          items={[
            { key: 'redirect', label: t('sso.redirectUrl'), children: <Typography.Text copyable>{setup.data.redirect_url}</Typography.Text> },
            { key: 'acs', label: t('sso.acsUrl'), children: <Typography.Text copyable>{setup.data.saml_acs_url}</Typography.Text> },
            { key: 'entity', label: t('sso.entityId'), children: <Typography.Text copyable>{setup.data.saml_entity_id}</Typography.Text> },
          ]}
        />
      </Card>
      <TestAndRequire setup={setup.data} storeData={storeData} />
    </Flex>
  );
}
