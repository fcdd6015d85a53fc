import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportUploadAnswer } from '@pimento/shared-kit/contracts/imports';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { FileDrop, type FileDropSending } from '@pimento/shared-kit/ui/file-drop';
import { uploadImportFile } from '../api/files';

const accepted = '.xlsx,.csv,.txt,.json,application/json,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Takes a supplier's file (shared-kit's drop zone) and sends it with its upload progress. A file the
 * server refuses (type, size with the limit, encrypted workbook …) is said by its error code.
 */
export function ImportFileDrop({ onUploaded }: { onUploaded: (answer: ImportUploadAnswer) => void }) {
  const { t } = useTranslation('imports');
  const notify = useNotify();
  const [sending, setSending] = useState<(FileDropSending & { abort: AbortController }) | null>(null);

  const send = async (file: File) => {
    if (sending) return;
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
    }
  };

  return <FileDrop title={t('upload.dropTitle')} help={t('upload.dropHelp')} accept={accepted} sending={sending} onFile={(file) => void send(file)} onCancel={() => sending?.abort.abort()} />;
}
