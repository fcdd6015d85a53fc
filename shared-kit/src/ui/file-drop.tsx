import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '@pimento/shared-kit/client/upload-with-progress';
import { palette, radii, spacing } from '@pimento/shared-kit/design/tokens';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Progress } from '@pimento/shared-kit/ui/antd-frame';

/** A file on its way to the server, as the drop zone shows it. */
export type FileDropSending = { name: string; progress: UploadProgress };

export type FileDropProps = {
  /** What to drop ("Drop a file here, or choose one") and what it may be ("Excel (.xlsx), CSV or JSON."), in the caller's words. */
  title: string;
  help: string;
  /** The `accept` of the file picker. */
  accept: string;
  /** The file being sent, if any: its progress and a button to cancel take the zone's place. */
  sending: FileDropSending | null;
  onFile: (file: File) => void;
  onCancel: () => void;
  /** Prefix of the test ids (`file-drop`, `file-input`, `file-choose`, `upload-progress`). */
  testIdPrefix?: string;
};

const byteUnits = ['B', 'KB', 'MB', 'GB'] as const;

/** A size as a person reads it: 812 B, 45.2 KB, 3.1 MB (o, Ko, Mo in French). */
export function useFormatBytes(): (bytes: number) => string {
  const { t, i18n } = useTranslation('common');
  const number = (unit: number) => new Intl.NumberFormat(i18n.language.startsWith('fr') ? 'fr-FR' : 'en-GB', { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return (bytes) => {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < byteUnits.length - 1) {
      value /= 1024;
      unit += 1;
    }
    return `${number(unit).format(value)} ${t(`fileDrop.bytes.${byteUnits[unit]!}`)}`;
  };
}

/**
 * Takes a file by drag and drop or the file picker (a button, so the keyboard reaches it); while
 * the file is sent, its upload progress and a button to cancel. The caller sends the file
 * (`uploadWithProgress`) and says what the server answered.
 */
export function FileDrop({ title, help, accept, sending, onFile, onCancel, testIdPrefix = '' }: FileDropProps) {
  const { t } = useTranslation('common');
  const formatBytes = useFormatBytes();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  if (sending) {
    const percent = Math.round(sending.progress.fraction * 100);
    const uploading = t('fileDrop.uploading', { name: sending.name });
    return (
      <div style={{ padding: spacing.xl, border: `1px solid ${palette.border}`, borderRadius: radii.md }} data-testid={`${testIdPrefix}upload-progress`}>
        <Typography.Text strong>{uploading}</Typography.Text>
        <Progress percent={percent} aria-label={uploading} />
        <Flex justify="space-between" align="center" gap={spacing.md}>
          <Typography.Text type="secondary">{t('fileDrop.progress', { sent: formatBytes(sending.progress.loaded), total: formatBytes(sending.progress.total) })}</Typography.Text>
          <Button onClick={onCancel}>{t('fileDrop.cancelUpload')}</Button>
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
      data-testid={`${testIdPrefix}file-drop`}
      style={{
        padding: `${spacing.xl}px ${spacing.lg}px`,
        border: `2px dashed ${over ? palette.info : palette.fieldBorder}`,
        background: over ? palette.infoFaint : palette.surfaceRaised,
        borderRadius: radii.md,
        textAlign: 'center',
      }}
    >
      <Typography.Paragraph strong style={{ marginBottom: spacing.xs }}>
        {title}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: spacing.md }}>
        {help}
      </Typography.Paragraph>
      <Button type="primary" onClick={() => input.current?.click()} data-testid={`${testIdPrefix}file-choose`}>
        {t('fileDrop.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={t('fileDrop.choose')}
        data-testid={`${testIdPrefix}file-input`}
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
