import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { toast } from '@pimento/shared-kit/toasts/toast';
import type { EmailTemplate } from '@pimento/shared-kit/contracts/email-templates';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useChangeEmailTemplate, useEmailTemplates } from '../api/email-templates';
import { useSendEmailTrial } from '../api/send-email-trial';
import { EmailTemplateDrawer } from './email-template-drawer';
import { SentEmailsHistory } from './sent-emails-history';
import '../../../i18n/email-strings';

/**
 * The company's e-mail templates (spec §3, §5): every user sees them; their owner and the
 * administrators change them and send a test (the server refuses anyone else,
 * docs/email-templates.md). Below them, the history of sent e-mails.
 */
export function EmailTemplatesSection() {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const confirm = useConfirm();
  const templates = useEmailTemplates();
  const change = useChangeEmailTemplate();
  const trial = useSendEmailTrial();
  const [editing, setEditing] = useState<EmailTemplate | null | 'new'>(null);

  const sendTrial = async (template: EmailTemplate) => {
    try {
      const { results } = await trial.mutateAsync(template.id);
      const delivered = results.filter((result) => result.outcome === 'delivered').map((result) => result.recipient);
      if (delivered.length > 0) notify.success(t('emails.trialDelivered', { recipients: delivered.join(', ') }));
      for (const refused of results.filter((result) => result.outcome !== 'delivered')) {
        toast.error(t('emails.trialRefused', { recipient: refused.recipient, response: refused.smtp_response ?? '' }));
      }
    } catch (error) {
      notify.error(error);
    }
  };

  const remove = async (template: EmailTemplate) => {
    if (!(await confirm({ title: t('emailTemplates.deleteTitle', { name: template.name }), okText: t('emailTemplates.delete'), danger: true }))) return;
    try {
      await change.mutateAsync({ action: 'delete', id: template.id });
      notify.success(t('emailTemplates.deleted', { name: template.name }));
    } catch (error) {
      notify.error(error);
    }
  };

  const columns: TableColumnsType<EmailTemplate> = [
    { key: 'name', title: t('emailTemplates.name'), dataIndex: 'name' },
    { key: 'subject', title: t('emailTemplates.subject'), dataIndex: 'subject' },
    { key: 'language', title: t('emailTemplates.language'), render: (_value, template) => t(`rights.users.languages.${template.language_code}`) },
    { key: 'owner', title: t('emailTemplates.owner'), render: (_value, template) => template.owner?.username ?? t('emailTemplates.noOwner') },
    {
      key: 'actions',
      title: t('rights.users.actions'),
      render: (_value, template) =>
        template.can_edit ? (
          <Flex gap={spacing.xs}>
            <Button size="small" onClick={() => setEditing(template)} aria-label={t('emailTemplates.editLabel', { name: template.name })}>
              {t('emailTemplates.edit')}
            </Button>
            <Button size="small" onClick={() => void sendTrial(template)} aria-label={t('emails.trialLabel', { name: template.name })} data-testid="email-template-trial">
              {t('emails.trial')}
            </Button>
            <Button size="small" danger onClick={() => void remove(template)} aria-label={t('emailTemplates.deleteLabel', { name: template.name })}>
              {t('emailTemplates.delete')}
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('emailTemplates.notYours')}</Typography.Text>
        ),
    },
  ];

  return (
    <Flex vertical gap={spacing.md} data-testid="email-templates">
      {templates.isError && <Alert type="error" showIcon title={t('emailTemplates.loadFailed')} />}
      <Flex justify="flex-end">
        <Button type="primary" onClick={() => setEditing('new')} data-testid="email-template-new">
          {t('emailTemplates.new')}
        </Button>
      </Flex>
      <Table<EmailTemplate>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={templates.data ?? []}
        loading={templates.isPending}
        pagination={false}
        // antd's own empty text is drawn below AA contrast: the suite's secondary text instead.
        locale={{ emptyText: <Typography.Text type="secondary">{t('emailTemplates.empty')}</Typography.Text> }}
        data-testid="email-templates-table"
      />
      <EmailTemplateDrawer template={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} />
      <SentEmailsHistory templates={templates.data ?? []} />
    </Flex>
  );
}
