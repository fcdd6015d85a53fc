import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Progress } from '@pimento/shared-kit/ui/antd-frame';
import { palette, radii, spacing } from '@pimento/shared-kit/design/tokens';
import type { ImportUploadAnswer } from '@pimento/shared-kit/contracts/imports';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { uploadImportFile, type UploadProgress } from '../api/files';
import { formatBytes, useLocale } from '../lib/format';

export type FileDropProps = {
  /** The server read the file: its sheets, dialect and first rows. */
  onUploaded: (answer: ImportUploadAnswer) => void;
};

/**
 * Takes a file by drag and drop or the file picker and sends it with its upload progress. A file the
 * server refuses (type, size with the limit, encrypted workbook …) is said by its error code.
 */
export function FileDrop({ onUploaded }: FileDropProps) {
  const { t } = useTranslation('imports');
  const locale = useLocale();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [sending, setSending] = useState<{ name: string; progress: UploadProgress; abort: AbortController } | null>(null);

  const send = async (file: File) => {
    const abort = new AbortController();
    setSending({ name: file.name, progress: { loaded: 0, total: file.size, fraction: 0 }, abort });
    try {
      const answer = await uploadImportFile(file, (progress) => setSending((current) => (current ? { ...current, progress } : current)), abort.signal);
      onUploaded(answer);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') notify.info(t('upload.cancelled'));
      else notify.error(error);
    } finally {
      setSending(null);
      if (input.current) input.current.value = '';
    }
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !sending) void send(file);
  };

  if (sending) {
    const percent = Math.round(sending.progress.fraction * 100);
    return (
      <div style={{ padding: spacing.xl, border: `1px solid ${palette.border}`, borderRadius: radii.md }} data-testid="upload-progress">
        <Typography.Text strong>{t('upload.uploading', { name: sending.name })}</Typography.Text>
        <Progress percent={percent} aria-label={t('upload.uploading', { name: sending.name })} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">
            {t('upload.progress', { sent: formatBytes(sending.progress.loaded, locale), total: formatBytes(sending.progress.total, locale) })}
          </Typography.Text>
          <Button onClick={() => sending.abort.abort()}>{t('upload.cancelUpload')}</Button>
        </Flex>
      </div>
    );
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      data-testid="file-drop"
      style={{
        padding: `${spacing.xxl}px ${spacing.xl}px`,
        border: `2px dashed ${over ? palette.info : palette.fieldBorder}`,
        background: over ? palette.infoFaint : palette.surfaceRaised,
        borderRadius: radii.md,
        textAlign: 'center',
      }}
    >
      <Typography.Paragraph strong style={{ marginBottom: spacing.xs }}>
        {t('upload.dropTitle')}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('upload.dropHelp')}</Typography.Paragraph>
      <Button type="primary" onClick={() => input.current?.click()}>
        {t('upload.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.csv,.txt,.json,application/json,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label={t('upload.choose')}
        data-testid="file-input"
        tabIndex={-1}
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
    </div>
  );
}
