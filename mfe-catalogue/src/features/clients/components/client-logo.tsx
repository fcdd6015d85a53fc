import { useState } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { clientLogoLimits, isLogoMimeType, type Client } from '@pimento/shared-kit/contracts/clients';
import { uploadAsset } from '@pimento/shared-kit/client/upload-asset';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { FileDrop, type FileDropSending } from '@pimento/shared-kit/ui/file-drop';
import { palette } from '@pimento/shared-kit/design/tokens';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useChangeClient } from '../api/clients';
import { removeRefusedLogo } from '../api/client-logo';

/**
 * The client's logo: an image put into the asset gallery and checked against the logo limits
 * (type and weight here first, resolution by the server); a refused image leaves the gallery again.
 */
export function ClientLogo({ client }: { client: Client }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const change = useChangeClient();
  const [sending, setSending] = useState<FileDropSending | null>(null);
  const editable = client.rights.edit;

  const take = async (file: File) => {
    if (!isLogoMimeType(file.type)) return notify.error(errorMessage('client.logo_type', language));
    if (file.size > clientLogoLimits.bytes) return notify.error(errorMessage('client.logo_too_large', language, { max: clientLogoLimits.megabytes }));
    setSending({ name: file.name, progress: { loaded: 0, total: file.size, fraction: 0 } });
    try {
      const asset = await uploadAsset(file, { description: t('clients.logo.assetDescription', { name: client.name }) }, (progress) => setSending({ name: file.name, progress }));
      try {
        await change.mutateAsync({ action: 'update', id: client.id, body: { logo_asset_id: asset.id } });
        notify.success(t('clients.logo.saved'));
      } catch (error) {
        await removeRefusedLogo(asset.id).catch(() => undefined);
        throw error;
      }
    } catch (error) {
      notify.error(error);
    } finally {
      setSending(null);
    }
  };

  return (
    <Flex gap={16} align="center" wrap data-testid="client-logo">
      {client.logo === null ? (
        <Typography.Text type="secondary">{t('clients.logo.none')}</Typography.Text>
      ) : (
        <img
          src={endpointPath(assetsApi.file, { id: client.logo.asset_id })}
          alt={t('clients.logo.alt', { name: client.name })}
          style={{ maxHeight: 72, maxWidth: 200, objectFit: 'contain', border: `1px solid ${palette.border}`, borderRadius: 8, padding: 4, background: palette.surface }}
          data-testid="client-logo-image"
        />
      )}
      {editable && (
        <div style={{ flex: '1 1 320px' }}>
          <FileDrop
            compact
            title={client.logo === null ? t('clients.logo.add') : t('clients.logo.replace')}
            help={t('clients.logo.limits')}
            accept={clientLogoLimits.mimeTypes.join(',')}
            sending={sending}
            onFile={(file) => void take(file)}
            testIdPrefix="client-logo-"
          />
        </div>
      )}
      {editable && client.logo !== null && (
        <Button
          icon={<DeleteOutlined />}
          onClick={() => change.mutate({ action: 'update', id: client.id, body: { logo_asset_id: null } }, { onSuccess: () => notify.success(t('clients.logo.removed')), onError: notify.error })}
          data-testid="client-logo-remove"
        >
          {t('clients.logo.remove')}
        </Button>
      )}
    </Flex>
  );
}
