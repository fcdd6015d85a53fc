import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input, type FormInstance } from '@pimento/shared-kit/ui/antd-form';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import type { EmailTemplateInput, RenderedEmail } from '@pimento/shared-kit/contracts/email-templates';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import { usePreviewEmail } from '../api/email-preview';
import '../../../i18n/email-strings';

/**
 * The editor's subject and body rendered by the server (the renderer every sending uses), with the
 * user as themself, a product of the company when its SKU is given and sample export and links.
 * An unknown placeholder is refused at its field, as the save would.
 */
export function EmailPreviewPanel({ form }: { form: FormInstance<EmailTemplateInput> }) {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const preview = usePreviewEmail();
  const [productSku, setProductSku] = useState('');
  const [rendered, setRendered] = useState<RenderedEmail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const show = async () => {
    setFailure(null);
    const subject = String(form.getFieldValue('subject') ?? '');
    const body = String(form.getFieldValue('body') ?? '');
    try {
      setRendered(await preview.mutateAsync({ subject, body, ...(productSku.trim() === '' ? {} : { product_sku: productSku.trim() }) }));
    } catch (error) {
      setRendered(null);
      setFailure(serverRefusalMessage(form, error, language, ['subject', 'body'], t('emails.previewFailed')));
    }
  };

  return (
    <section aria-labelledby="email-preview-title">
      <Typography.Title level={5} id="email-preview-title">
        {t('emails.previewTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('emails.previewHelp')}</Typography.Paragraph>
      <Flex gap={spacing.sm} wrap align="center">
        <Input aria-label={t('emails.previewSku')} placeholder={t('emails.previewSku')} value={productSku} onChange={(event) => setProductSku(event.target.value)} style={{ maxWidth: 320 }} />
        <Button onClick={() => void show()} loading={preview.isPending} data-testid="email-preview-show">
          {t('emails.preview')}
        </Button>
      </Flex>
      {failure && <Alert type="error" showIcon style={{ marginTop: spacing.md }} title={failure} />}
      {rendered && (
        <div
          role="region"
          aria-label={t('emails.preview')}
          data-testid="email-preview"
          style={{ marginTop: spacing.md, padding: spacing.md, border: `1px solid ${palette.border}`, borderRadius: 6 }}
        >
          <Typography.Text strong>{t('emails.previewSubject', { subject: rendered.subject })}</Typography.Text>
          {/* The text part: React shows every value as text, as the HTML part escapes it. */}
          <div style={{ whiteSpace: 'pre-wrap', marginTop: spacing.sm }}>{rendered.text}</div>
        </div>
      )}
    </section>
  );
}
