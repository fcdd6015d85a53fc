import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { RelativeTime } from '@pimento/shared-kit/ui/relative-time';
import { ToneTag, type Tone } from '@pimento/shared-kit/ui/tone-tag';
import { sentEmailOutcomeSchema, type SentEmail, type SentEmailOutcome } from '@pimento/shared-kit/contracts/sent-emails';
import type { EmailTemplate } from '@pimento/shared-kit/contracts/email-templates';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { sentEmailsPageSize, useSentEmails, type SentEmailFilters } from '../api/sent-emails';
import '../../../i18n/email-strings';

const outcomeTones: Record<SentEmailOutcome, Tone> = { delivered: 'success', bounced: 'error', failed: 'warning' };

/**
 * The history of sent e-mails (docs/email-templates.md "History"): when, to whom, which template,
 * delivered or bounced with the mail server's answer; filtered by template, recipient and outcome,
 * a page at a time. The server decides what the user sees (the company's for an administrator).
 */
export function SentEmailsHistory({ templates }: { templates: readonly EmailTemplate[] }) {
  const { t } = useTranslation('settings');
  const [filters, setFilters] = useState<SentEmailFilters>({ recipient: '' });
  const [page, setPage] = useState(1);
  const sent = useSentEmails(filters, page);
  const filter = (change: Partial<SentEmailFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const columns: TableColumnsType<SentEmail> = [
    { key: 'sent', title: t('emails.history.sent'), render: (_value, email) => <RelativeTime value={email.sent} /> },
    { key: 'recipient', title: t('emails.history.recipient'), dataIndex: 'recipient' },
    { key: 'subject', title: t('emails.history.subject'), dataIndex: 'subject' },
    {
      key: 'template',
      title: t('emails.history.template'),
      render: (_value, email) =>
        email.template === null ? t('emails.history.none') : email.template.id === null ? t('emails.history.deletedTemplate', { name: email.template.name }) : email.template.name,
    },
    { key: 'kind', title: t('emails.history.kind'), render: (_value, email) => t(`emails.history.kinds.${email.kind}`) },
    {
      key: 'outcome',
      title: t('emails.history.outcome'),
      render: (_value, email) => <ToneTag tone={outcomeTones[email.outcome]}>{t(`emails.history.outcomes.${email.outcome}`)}</ToneTag>,
    },
    { key: 'response', title: t('emails.history.response'), render: (_value, email) => email.smtp_response ?? t('emails.history.none') },
  ];

  return (
    <section aria-labelledby="sent-emails-title" data-testid="sent-emails">
      <Typography.Title level={4} id="sent-emails-title">
        {t('emails.history.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('emails.history.intro')}</Typography.Paragraph>
      <Flex gap={spacing.md} wrap style={{ marginBottom: spacing.md }}>
        <Select<number>
          allowClear
          aria-label={t('emails.history.template')}
          placeholder={t('emails.history.allTemplates')}
          style={{ minWidth: 220 }}
          value={filters.templateId}
          options={templates.map((template) => ({ value: template.id, label: template.name }))}
          onChange={(templateId) => filter({ templateId: templateId ?? undefined })}
          data-testid="sent-emails-template"
        />
        <Input.Search
          allowClear
          aria-label={t('emails.history.recipientSearch')}
          placeholder={t('emails.history.recipientSearch')}
          style={{ maxWidth: 300 }}
          onSearch={(recipient) => filter({ recipient: recipient.trim() })}
          data-testid="sent-emails-recipient"
        />
        <Select<SentEmailOutcome>
          allowClear
          aria-label={t('emails.history.outcome')}
          placeholder={t('emails.history.allOutcomes')}
          style={{ minWidth: 180 }}
          value={filters.outcome}
          options={sentEmailOutcomeSchema.options.map((outcome) => ({ value: outcome, label: t(`emails.history.outcomes.${outcome}`) }))}
          onChange={(outcome) => filter({ outcome: outcome ?? undefined })}
          data-testid="sent-emails-outcome"
        />
      </Flex>
      {sent.isError && <Alert type="error" showIcon title={t('emails.history.loadFailed')} />}
      <Table<SentEmail>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={sent.data?.results ?? []}
        loading={sent.isFetching}
        pagination={{ current: page, pageSize: sentEmailsPageSize, total: sent.data?.count ?? 0, showSizeChanger: false, onChange: setPage }}
        locale={{ emptyText: <Typography.Text type="secondary">{t('emails.history.empty')}</Typography.Text> }}
        data-testid="sent-emails-table"
      />
    </section>
  );
}
