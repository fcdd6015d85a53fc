import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Progress } from '@pimento/shared-kit/ui/antd-frame';
import { FileDrop, useFormatBytes } from '@pimento/shared-kit/ui/file-drop';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import type { AssetUpload } from '../hooks/use-asset-uploads';

/** The extensions the server takes (docs/assets.md, "Upload"). */
const accepted = '.jpg,.jpeg,.png,.webp,.tif,.tiff,.svg,.pdf,.ttf,.otf,.woff,.woff2';

export type UploadZoneProps = {
  /** Where the files go, in the user's words ("into Packshots", "in no category"). */
  destination: string;
  uploads: readonly AssetUpload[];
  onFiles: (files: File[]) => void;
  onClearFinished: () => void;
};

/** Takes files by shared-kit's drop zone, several at once; a line per file. */
export function UploadZone({ destination, uploads, onFiles, onClearFinished }: UploadZoneProps) {
  const { t } = useTranslation('assets');
  const language = useInterfaceLanguage();
  const formatBytes = useFormatBytes();
  const finished = uploads.some((upload) => upload.state === 'done' || upload.state === 'refused');

  return (
    <div>
      <FileDrop compact multiple title={t('upload.drop', { destination })} chooseLabel={t('upload.choose')} accept={accepted} onFiles={onFiles} testIdPrefix="asset-" />
      {uploads.length > 0 && (
        <div style={{ marginTop: spacing.sm }}>
          <ul aria-label={t('upload.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="upload-list">
            {uploads.map((upload) => (
              <li key={upload.key} data-testid={`upload-${upload.name}`} data-state={upload.state} style={{ padding: `${spacing.xs}px 0` }}>
                <Flex align="center" gap={spacing.md}>
                  {upload.state === 'done' && <CheckCircleOutlined style={{ color: palette.success }} aria-hidden />}
                  {upload.state === 'refused' && <CloseCircleOutlined style={{ color: palette.error }} aria-hidden />}
                  <Typography.Text style={{ minWidth: 180 }} ellipsis>
                    {upload.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ minWidth: 72 }}>
                    {formatBytes(upload.size)}
                  </Typography.Text>
                  {upload.state === 'refused' ? (
                    <Typography.Text type="danger" role="alert">
                      {translateError(upload.error, language)}
                    </Typography.Text>
                  ) : upload.state === 'done' ? (
                    <Typography.Text type="secondary">{t('upload.done')}</Typography.Text>
                  ) : (
                    <Progress
                      style={{ flex: 1, maxWidth: 320, margin: 0 }}
                      size="small"
                      percent={Math.round(upload.fraction * 100)}
                      aria-label={t('upload.sending', { name: upload.name })}
                    />
                  )}
                </Flex>
              </li>
            ))}
          </ul>
          {finished && (
            <Button type="link" size="small" onClick={onClearFinished} style={{ paddingInline: 0 }}>
              {t('upload.clear')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
