import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import { readSamlMetadata, type SamlMetadata } from '../lib/saml-metadata';

/** Pasting the identity provider's metadata fills the three SAML fields; the user checks and saves. */
export function SamlMetadataFill({ onRead }: { onRead: (metadata: SamlMetadata) => void }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [xml, setXml] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const fill = () => {
    const read = readSamlMetadata(xml);
    if ('problem' in read) {
      setMessage({ ok: false, text: t(`sso.metadata.problems.${read.problem}`) });
      return;
    }
    onRead(read);
    setMessage({ ok: true, text: t('sso.metadata.filled') });
  };

  return (
    <details data-testid="sso-metadata" style={{ marginBottom: spacing.lg }}>
      <summary>{t('sso.metadata.title')}</summary>
      <Flex vertical gap={spacing.sm} style={{ marginTop: spacing.sm }}>
        <Typography.Text type="secondary" id={`${id}-help`}>
          {t('sso.metadata.help')}
        </Typography.Text>
        <label htmlFor={`${id}-xml`}>{t('sso.metadata.label')}</label>
        <Input.TextArea id={`${id}-xml`} aria-describedby={`${id}-help`} rows={5} spellCheck={false} value={xml} onChange={(event) => setXml(event.target.value)} data-testid="sso-metadata-xml" />
        <Flex gap={spacing.md} align="center" wrap>
          <Button onClick={fill} disabled={xml.trim() === ''} data-testid="sso-metadata-apply">
            {t('sso.metadata.apply')}
          </Button>
          <Typography.Text role={message?.ok === false ? 'alert' : 'status'} style={{ color: message?.ok === false ? palette.errorText : undefined }}>
            {message?.text ?? ''}
          </Typography.Text>
        </Flex>
      </Flex>
    </details>
  );
}
