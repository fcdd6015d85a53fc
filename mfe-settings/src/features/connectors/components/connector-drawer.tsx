import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Drawer, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { InputNumber, Radio, Switch } from '@pimento/shared-kit/ui/antd-inputs';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { connectorLimits, defaultConnectorPorts, type Connector, type ConnectorProtocol } from '@pimento/shared-kit/contracts/connectors';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useChangeConnector, useTestConnector } from '../api/connectors';
import { initialValues, settingsKey, settingsOf, type ConnectorFormValues, type SecretChoice } from '../lib/connector-form';

const knownFields = ['name', 'protocol', 'host', 'port', 'username', 'folder', 'tls', 'password', 'private_key', 'passphrase'];

type TestOutcome = { key: string; ok: true; token: string; files: number; folders: number } | { key: string; ok: false; message: string };

export type ConnectorDrawerProps = {
  /** The connector to edit; null adds one. */
  connector: Connector | null;
  open: boolean;
  onClose: () => void;
};

/**
 * Adds or edits a connection. "Save" is enabled only once "Test the connection" succeeded with
 * exactly the settings on screen: any change after the test asks for another one (the server
 * holds the same rule through the test's token). Stored secrets show as "set", with "Replace".
 */
export function ConnectorDrawer({ connector, open, onClose }: ConnectorDrawerProps) {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const [form] = Form.useForm<ConnectorFormValues>();
  const test = useTestConnector();
  const change = useChangeConnector();
  const [replacing, setReplacing] = useState<SecretChoice>({ password: false, private_key: false, passphrase: false });
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const values = Form.useWatch([], form) as ConnectorFormValues | undefined;
  const connectorId = connector?.id ?? null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues(connector));
    setReplacing({ password: false, private_key: false, passphrase: false });
    setOutcome(null);
    setFormError(null);
  }, [open, connector, form]);

  const protocol: ConnectorProtocol = values?.protocol ?? connector?.protocol ?? 'sftp';
  const currentKey = useMemo(() => (values === undefined ? null : settingsKey(settingsOf({ ...initialValues(connector), ...values }, replacing, connectorId))), [values, replacing, connector, connectorId]);
  const testedNow = outcome?.ok === true && outcome.key === currentKey;
  const stale = outcome !== null && outcome.key !== currentKey;

  const runTest = async () => {
    setFormError(null);
    try {
      await form.validateFields(knownFields.filter((field) => field !== 'name'));
    } catch {
      return;
    }
    const settings = settingsOf(form.getFieldsValue(true) as ConnectorFormValues, replacing, connectorId);
    const key = settingsKey(settings);
    try {
      const result = await test.mutateAsync(settings);
      setOutcome({ key, ok: true, token: result.test_token, files: result.files, folders: result.folders });
    } catch (error) {
      setOutcome({ key, ok: false, message: translateError(error, language) });
    }
  };

  const save = async (formValues: ConnectorFormValues) => {
    if (outcome?.ok !== true || !testedNow) return;
    const { connector_id: _id, ...settings } = settingsOf(formValues, replacing, connectorId);
    const body = { ...settings, name: formValues.name.trim(), test_token: outcome.token };
    try {
      if (connector === null) await change.mutateAsync({ action: 'create', body });
      else await change.mutateAsync({ action: 'update', id: connector.id, body });
      notify.success(t('connectors.saved', { name: body.name }));
      onClose();
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, knownFields, t('rights.fixFields')));
    }
  };

  const switchProtocol = (next: ConnectorProtocol) => {
    const port = form.getFieldValue('port') as number | undefined;
    if (port === undefined || port === defaultConnectorPorts[next === 'ftp' ? 'sftp' : 'ftp']) form.setFieldValue('port', defaultConnectorPorts[next]);
  };

  /** A secret's field: an input for a new connector or once "Replace" is chosen, else "set" or "not set". */
  const secretField = (field: keyof SecretChoice, label: string, stored: boolean, input: ReactNode) => {
    const editable = connector === null || replacing[field];
    return (
      <Form.Item label={label} required={false}>
        {editable ? (
          <Flex vertical gap={spacing.xs}>
            <Form.Item name={field} noStyle>
              {input}
            </Form.Item>
            {connector !== null && stored && <Typography.Text type="secondary">{t('connectors.replaceHint')}</Typography.Text>}
          </Flex>
        ) : (
          <Flex align="center" gap={spacing.sm}>
            <Tag data-testid={`connector-${field}-state`}>{stored ? t('connectors.secretSet') : t('connectors.secretNotSet')}</Tag>
            <Button size="small" onClick={() => setReplacing((current) => ({ ...current, [field]: true }))} aria-label={t('connectors.replaceLabel', { field: label })}>
              {stored ? t('connectors.replace') : t('connectors.set')}
            </Button>
          </Flex>
        )}
      </Form.Item>
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={connector ? t('connectors.editTitle', { name: connector.name }) : t('connectors.newTitle')}
      size="large"
      destroyOnHidden
      footer={
        <Flex vertical gap={spacing.sm}>
          <Typography.Text type="secondary" data-testid="connector-save-hint">
            {testedNow ? t('connectors.readyToSave') : stale ? t('connectors.testAgain') : t('connectors.testFirst')}
          </Typography.Text>
          <Flex justify="flex-end" gap={spacing.sm}>
            <Button onClick={onClose}>{t('rights.cancel')}</Button>
            <Button onClick={() => void runTest()} loading={test.isPending} data-testid="connector-test">
              {t('connectors.test')}
            </Button>
            <Button type="primary" disabled={!testedNow} loading={change.isPending} onClick={() => form.submit()} data-testid="connector-save">
              {t('rights.save')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {formError && <Alert type="error" showIcon style={{ marginBottom: spacing.lg }} title={formError} data-testid="connector-form-error" />}
      <Form form={form} layout="vertical" requiredMark="optional" onFinish={(formValues) => void save(formValues)}>
        <Form.Item name="name" label={t('connectors.name')} rules={[{ required: true, whitespace: true, message: t('connectors.nameRequired') }, { max: connectorLimits.nameLength }]}>
          <Input data-testid="connector-name" />
        </Form.Item>
        <Form.Item name="protocol" label={t('connectors.protocol')}>
          <Radio.Group onChange={(event) => switchProtocol(event.target.value as ConnectorProtocol)} optionType="button" data-testid="connector-protocol">
            <Radio value="sftp">SFTP</Radio>
            <Radio value="ftp">FTP</Radio>
          </Radio.Group>
        </Form.Item>
        <Flex gap={spacing.md}>
          <Form.Item name="host" label={t('connectors.host')} style={{ flex: 1 }} rules={[{ required: true, whitespace: true, message: t('connectors.hostRequired') }, { max: connectorLimits.hostLength }]}>
            <Input data-testid="connector-host" placeholder="sftp.example.com" autoComplete="off" />
          </Form.Item>
          <Form.Item name="port" label={t('connectors.port')} rules={[{ required: true, message: t('connectors.portRequired') }]}>
            <InputNumber min={1} max={65535} precision={0} data-testid="connector-port" />
          </Form.Item>
        </Flex>
        <Form.Item name="username" label={t('connectors.username')} rules={[{ required: true, whitespace: true, message: t('connectors.usernameRequired') }, { max: connectorLimits.usernameLength }]}>
          <Input data-testid="connector-username" autoComplete="off" />
        </Form.Item>
        {secretField('password', t('connectors.password'), connector?.has_password ?? false, <Input.Password data-testid="connector-password" autoComplete="new-password" aria-label={t('connectors.password')} />)}
        {protocol === 'sftp' &&
          secretField(
            'private_key',
            t('connectors.privateKey'),
            connector?.has_private_key ?? false,
            <Input.TextArea rows={4} data-testid="connector-private-key" aria-label={t('connectors.privateKey')} placeholder="-----BEGIN OPENSSH PRIVATE KEY-----" spellCheck={false} />,
          )}
        {protocol === 'sftp' &&
          secretField('passphrase', t('connectors.passphrase'), connector?.has_passphrase ?? false, <Input.Password data-testid="connector-passphrase" autoComplete="new-password" aria-label={t('connectors.passphrase')} />)}
        <Form.Item name="folder" label={t('connectors.folder')} extra={t('connectors.folderHelp')} rules={[{ required: true, whitespace: true, message: t('connectors.folderRequired') }, { pattern: /^\//, message: t('connectors.folderAbsolute') }]}>
          <Input data-testid="connector-folder" />
        </Form.Item>
        {protocol === 'ftp' && (
          <Form.Item name="tls" label={t('connectors.tls')} valuePropName="checked" extra={t('connectors.passive')}>
            <Switch data-testid="connector-tls" />
          </Form.Item>
        )}
      </Form>
      <div aria-live="polite">
        {outcome !== null && !stale && outcome.ok && (
          <Alert type="success" showIcon title={t('connectors.testPassed', { files: outcome.files, folders: outcome.folders })} data-testid="connector-test-result" />
        )}
        {outcome !== null && !stale && !outcome.ok && <Alert type="error" showIcon title={t('connectors.testFailed', { reason: outcome.message })} data-testid="connector-test-result" />}
      </div>
    </Drawer>
  );
}
