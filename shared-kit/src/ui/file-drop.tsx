import { useRef, useState, type DragEvent } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '@pimento/shared-kit/client/upload-with-progress';
import { palette, radii, spacing } from '@pimento/shared-kit/design/tokens';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Progress } from '@pimento/shared-kit/ui/antd-frame';

/** A file on its way to the server, as the drop zone shows it. */
export type FileDropSending = { name: string; progress: UploadProgress };

type FileDropCommon = {
  /** What to drop ("Drop a file here, or choose one") and what it may be ("Excel (.xlsx), CSV or JSON."), in the caller's words. */
  title: string;
  help?: string;
  /** The `accept` of the file picker. */
  accept: string;
  /** The picker button's text; "Choose a file" by default. */
  chooseLabel?: string;
  /** One line (an upload icon, the title, the button) above a list of the caller's, instead of a centred block. */
  compact?: boolean;
  /** The file being sent, if any: its progress and a button to cancel take the zone's place. */
  sending?: FileDropSending | null;
  onCancel?: () => void;
  /** Prefix of the test ids (`file-drop`, `file-input`, `file-choose`, `upload-progress`). */
  testIdPrefix?: string;
};

/** One file (`onFile`), or several at once (`multiple`, `onFiles`: every file dropped or chosen, in one call). */
export type FileDropProps = FileDropCommon & ({ multiple?: false; onFile: (file: File) => void } | { multiple: true; onFiles: (files: File[]) => void });

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
 * Takes a file (or several, `multiple`) by drag and drop or the file picker (a button, so the
 * keyboard reaches it); while a single file is sent, its upload progress and a button to cancel.
 * The caller sends the files (`uploadWithProgress`) and says what the server answered.
 */
export function FileDrop(props: FileDropProps) {
  const { title, help, accept, chooseLabel, compact = false, sending = null, onCancel, testIdPrefix = '' } = props;
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
          {onCancel && <Button onClick={onCancel}>{t('fileDrop.cancelUpload')}</Button>}
        </Flex>
      </div>
    );
  }

  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    if (props.multiple) props.onFiles(files);
    else props.onFile(files[0]!);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  const choose = (
    <Button type={compact ? 'default' : 'primary'} onClick={() => input.current?.click()} data-testid={`${testIdPrefix}file-choose`}>
      {chooseLabel ?? t('fileDrop.choose')}
    </Button>
  );

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
        padding: compact ? spacing.lg : `${spacing.xl}px ${spacing.lg}px`,
        border: `2px dashed ${over ? palette.info : palette.fieldBorder}`,
        background: over ? palette.infoFaint : palette.surfaceRaised,
        borderRadius: radii.md,
        textAlign: compact ? undefined : 'center',
      }}
    >
      {compact ? (
        <Flex align="center" gap={spacing.md} wrap>
          <UploadOutlined style={{ fontSize: 20, color: palette.inkMuted }} aria-hidden />
          <Typography.Text style={{ flex: 1 }}>{title}</Typography.Text>
          {choose}
        </Flex>
      ) : (
        <>
          <Typography.Paragraph strong style={{ marginBottom: spacing.xs }}>
            {title}
          </Typography.Paragraph>
          {help && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: spacing.md }}>
              {help}
            </Typography.Paragraph>
          )}
          {choose}
        </>
      )}
      <input
        ref={input}
        type="file"
        multiple={props.multiple}
        accept={accept}
        aria-label={chooseLabel ?? t('fileDrop.choose')}
        data-testid={`${testIdPrefix}file-input`}
        tabIndex={-1}
        style={{ display: 'none' }}
        onChange={(event) => {
          const files = event.target.files;
          take(files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
