import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '@pimento/shared-kit/ui/antd-core';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { useEmailTemplateChoices } from '../api/email-template-choices';
import '../../../i18n/feed-email-strings';

/** The "none" choice (antd's options take no null value; no template has id 0). */
const none = 0;

/**
 * The e-mail template a feed's e-mail is written by (docs/email-templates.md "Used by feeds"), or
 * none: the feed's own subject and body. The server checks it is the company's and holds the
 * download link.
 */
export function FeedEmailTemplateField({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation('exports');
  const ids = useId();
  const templates = useEmailTemplateChoices();
  return (
    <div>
      <label id={`${ids}-label`}>{t('feedEmailTemplate.label')}</label>
      <Select<number>
        aria-labelledby={`${ids}-label`}
        aria-describedby={`${ids}-help`}
        style={{ width: '100%' }}
        value={value ?? none}
        loading={templates.isPending}
        options={[{ value: none, label: t('feedEmailTemplate.none') }, ...(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))]}
        onChange={(id) => onChange(id === none ? null : id)}
        data-testid="feed-email-template"
      />
      <Typography.Text type={templates.isError ? 'danger' : 'secondary'} id={`${ids}-help`}>
        {templates.isError ? t('feedEmailTemplate.loadFailed') : t('feedEmailTemplate.help')}
      </Typography.Text>
    </div>
  );
}
