import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { Switch } from '@pimento/shared-kit/ui/antd-inputs';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { RelativeTime } from '@pimento/shared-kit/ui/relative-time';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { importWatchSchedulePresets, type ImportDropFile, type ImportWatch } from '@pimento/shared-kit/contracts/import-drops';
import { spacing } from '@pimento/shared-kit/design/tokens';
import '../../../i18n/folder-watch-strings';
import { useChangeFolderWatch, useConnectorChoices, useFolderWatch } from '../api/folder-watch';

type WatchFormValues = { active: boolean; connector_id: number | undefined; folder: string; pattern: string; schedule: string; cron: string };

const presetKeys: Record<(typeof importWatchSchedulePresets)[number], string> = { '*/5 * * * *': 'every5', '*/15 * * * *': 'every15', '0 * * * *': 'hourly', '0 6 * * *': 'daily' };
const isPreset = (cron: string): cron is (typeof importWatchSchedulePresets)[number] => (importWatchSchedulePresets as readonly string[]).includes(cron);
const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function valuesOf(watch: ImportWatch | null): WatchFormValues {
  if (watch === null) return { active: true, connector_id: undefined, folder: '', pattern: '*.csv', schedule: '*/15 * * * *', cron: '' };
  return { active: watch.active, connector_id: watch.connector.id, folder: watch.folder, pattern: watch.pattern, schedule: isPreset(watch.cron) ? watch.cron : 'custom', cron: isPreset(watch.cron) ? '' : watch.cron };
}

/**
 * An import template's "Watch a folder" settings (docs/imports.md "The FTP and SFTP drop"): a
 * connection, a folder, a file pattern and a schedule, saved apart from the mapping; then what the
 * drop did lately, each file with its run.
 */
export function FolderWatchPanel({ templateId }: { templateId: number }) {
  const { t, i18n } = useTranslation('imports');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const confirm = useConfirm();
  const { navigate } = useRemoteProps();
  const [form] = Form.useForm<WatchFormValues>();
  const watch = useFolderWatch(templateId);
  const connectors = useConnectorChoices();
  const change = useChangeFolderWatch(templateId);
  const [formError, setFormError] = useState<string | null>(null);
  const schedule = Form.useWatch('schedule', form);
  const current = watch.data?.watch ?? null;
  const timezone = current?.timezone ?? browserTimezone();

  const unavailable = [watch.error, connectors.error].some((error) => error instanceof ApiError && (error.status === 403 || error.status === 404));
  if (unavailable) return <Typography.Text type="secondary">{t('folderWatch.unavailable')}</Typography.Text>;
  if (watch.isPending || connectors.isPending) return null;
  const choices = connectors.data ?? [];

  const save = async (values: WatchFormValues) => {
    setFormError(null);
    try {
      await change.mutateAsync({
        action: 'save',
        body: {
          connector_id: values.connector_id!,
          folder: values.folder.trim(),
          pattern: values.pattern.trim(),
          cron: values.schedule === 'custom' ? values.cron.trim() : values.schedule,
          timezone,
          active: values.active,
        },
      });
      notify.success(t('folderWatch.saved'));
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, ['connector_id', 'folder', 'pattern', 'cron', 'timezone'], null));
    }
  };

  const stop = async () => {
    if (!(await confirm({ title: t('folderWatch.stopTitle'), content: t('folderWatch.stopContent'), okText: t('folderWatch.stop'), danger: true }))) return;
    try {
      await change.mutateAsync({ action: 'delete' });
      notify.success(t('folderWatch.stopped'));
    } catch (error) {
      notify.error(error);
    }
  };

  const openRun = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };

  const fileColumns: TableColumnsType<ImportDropFile> = [
    { title: t('folderWatch.file'), dataIndex: 'name', key: 'name', render: (name: string, file) => (
      <Flex vertical>
        <Typography.Text>{name}</Typography.Text>
        <Typography.Text type="secondary"><RelativeTime value={file.created} /></Typography.Text>
      </Flex>
    ) },
    {
      title: t('folderWatch.outcome'),
      key: 'outcome',
      render: (_, file) => (
        <Flex vertical gap={spacing.xs}>
          <ToneTag tone={file.outcome === 'done' ? 'success' : 'error'}>{t(`folderWatch.outcomes.${file.outcome}`)}</ToneTag>
          {file.failure && <Typography.Text type="secondary">{errorMessage(file.failure.code, language, file.failure.params)}</Typography.Text>}
        </Flex>
      ),
    },
    { title: t('folderWatch.movedTo'), key: 'moved_to', render: (_, file) => (file.moved_to === null ? <Typography.Text type="secondary">{t('folderWatch.notMoved')}</Typography.Text> : <Typography.Text code>{file.moved_to}</Typography.Text>) },
    {
      title: t('folderWatch.run'),
      key: 'run',
      render: (_, file) => {
        if (file.run_id === null) return null;
        const to = `/imports/${templateId}/runs/${file.run_id}`;
        return (
          <a href={to} onClick={(event) => openRun(event, to)}>
            {t('folderWatch.runLink', { id: file.run_id })}
          </a>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={spacing.md} data-testid="folder-watch">
      <Typography.Text type="secondary">{t('folderWatch.intro')}</Typography.Text>
      {choices.length === 0 && current === null ? (
        <Alert type="info" showIcon title={t('folderWatch.noConnector')} />
      ) : (
        <>
          {formError && <Alert type="error" showIcon title={formError} />}
          <Form key={JSON.stringify(valuesOf(current))} form={form} layout="vertical" requiredMark="optional" onFinish={(values) => void save(values)} initialValues={valuesOf(current)}>
            <Form.Item name="active" label={t('folderWatch.active')} valuePropName="checked">
              <Switch data-testid="folder-watch-active" />
            </Form.Item>
            <Flex gap={spacing.md} wrap>
              <Form.Item name="connector_id" label={t('folderWatch.connector')} style={{ minWidth: 240, flex: 1 }} rules={[{ required: true, message: t('folderWatch.connectorRequired') }]}>
                <Select
                  data-testid="folder-watch-connector"
                  aria-label={t('folderWatch.connector')}
                  options={choices.map((choice) => ({ value: choice.id, label: `${choice.name} (${choice.protocol.toUpperCase()})` }))}
                  onChange={(id: number) => {
                    const chosen = choices.find((choice) => choice.id === id);
                    if (chosen && !(form.getFieldValue('folder') as string)) form.setFieldValue('folder', chosen.folder);
                  }}
                />
              </Form.Item>
              <Form.Item name="folder" label={t('folderWatch.folder')} extra={t('folderWatch.folderHelp')} style={{ minWidth: 240, flex: 1 }} rules={[{ required: true, pattern: /^\//, message: t('folderWatch.folderAbsolute') }]}>
                <Input data-testid="folder-watch-folder" />
              </Form.Item>
              <Form.Item name="pattern" label={t('folderWatch.pattern')} extra={t('folderWatch.patternHelp')} style={{ minWidth: 200, flex: 1 }} rules={[{ required: true, whitespace: true }]}>
                <Input data-testid="folder-watch-pattern" />
              </Form.Item>
            </Flex>
            <Flex gap={spacing.md} wrap>
              <Form.Item name="schedule" label={t('folderWatch.schedule')} style={{ minWidth: 240 }}>
                <Select
                  data-testid="folder-watch-schedule"
                  aria-label={t('folderWatch.schedule')}
                  options={[...importWatchSchedulePresets.map((cron) => ({ value: cron, label: t(`folderWatch.schedules.${presetKeys[cron]}`) })), { value: 'custom', label: t('folderWatch.schedules.custom') }]}
                />
              </Form.Item>
              {schedule === 'custom' && (
                <Form.Item name="cron" label={t('folderWatch.cron')} extra={t('folderWatch.cronHelp', { timezone })} rules={[{ required: true, whitespace: true }]}>
                  <Input data-testid="folder-watch-cron" placeholder="30 7 * * 1-5" />
                </Form.Item>
              )}
            </Flex>
            <Typography.Paragraph type="secondary">{t('folderWatch.rule')}</Typography.Paragraph>
            <Flex gap={spacing.sm} wrap>
              <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="folder-watch-save">
                {t('folderWatch.save')}
              </Button>
              {current !== null && (
                <Button danger onClick={() => void stop()} data-testid="folder-watch-stop">
                  {t('folderWatch.stop')}
                </Button>
              )}
            </Flex>
          </Form>
        </>
      )}
      {current !== null && (
        <Flex vertical gap={spacing.sm}>
          <Typography.Text data-testid="folder-watch-next-run">
            {current.next_run ? (
              <>
                {t('folderWatch.nextRun')} 
                <RelativeTime value={current.next_run} />
              </>
            ) : (
              t('folderWatch.paused')
            )}
          </Typography.Text>
          {current.last_run && (
            <Typography.Text type="secondary">
              {t('folderWatch.lastRun')} 
              <RelativeTime value={current.last_run} />
            </Typography.Text>
          )}
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('folderWatch.recent')}
          </Typography.Title>
          <Table<ImportDropFile> rowKey={(file) => `${file.created}:${file.name}`} size="small" columns={fileColumns} dataSource={current.recent_files} pagination={false} locale={{ emptyText: <Typography.Text type="secondary">{t('folderWatch.noFiles')}</Typography.Text> }} />
        </Flex>
      )}
    </Flex>
  );
}
