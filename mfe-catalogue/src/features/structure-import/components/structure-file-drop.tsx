import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Progress } from '@pimento/shared-kit/ui/antd-frame';
import { palette, radii, spacing } from '@pimento/shared-kit/design/tokens';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import type { UploadProgress } from '../api/upload-structure-file';
import { formatBytes } from '../lib/format';

/** The files a structure import reads. */
const accepted = '.xlsx,.csv,.txt,.json,application/json,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type Sending = { name: string; progress: UploadProgress };

/**
 * Takes the file by drag and drop or the file picker (a button, so the keyboard reaches it); while
 * the file is sent, its upload progress and a button to cancel.
 */
export function StructureFileDrop({ sending, onFile, onCancel }: { sending: Sending | null; onFile: (file: File) => void; onCancel: () => void }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  if (sending) {
    const percent = Math.round(sending.progress.fraction * 100);
    const title = t('structureImport.drop.uploading', { name: sending.name });
    return (
      <div style={{ padding: spacing.xl, border: `1px solid ${palette.border}`, borderRadius: radii.md }} data-testid="structure-upload-progress">
        <Typography.Text strong>{title}</Typography.Text>
        <Progress percent={percent} aria-label={title} />
        <Flex justify="space-between" align="center" gap={spacing.md}>
          <Typography.Text type="secondary">
            {t('structureImport.drop.progress', { sent: formatBytes(sending.progress.loaded, language), total: formatBytes(sending.progress.total, language) })}
          </Typography.Text>
          <Button onClick={onCancel}>{t('structureImport.drop.cancelUpload')}</Button>
        </Flex>
      </div>
    );
  }

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      data-testid="structure-file-drop"
      style={{
        padding: `${spacing.xl}px ${spacing.lg}px`,
        border: `2px dashed ${over ? palette.info : palette.fieldBorder}`,
        background: over ? palette.infoFaint : palette.surfaceRaised,
        borderRadius: radii.md,
        textAlign: 'center',
      }}
    >
      <Typography.Paragraph strong style={{ marginBottom: spacing.xs }}>
        {t('structureImport.drop.title')}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: spacing.md }}>
        {t('structureImport.drop.help')}
      </Typography.Paragraph>
      <Button type="primary" onClick={() => input.current?.click()} data-testid="structure-file-choose">
        {t('structureImport.drop.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accepted}
        aria-label={t('structureImport.drop.choose')}
        data-testid="structure-file-input"
        tabIndex={-1}
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
