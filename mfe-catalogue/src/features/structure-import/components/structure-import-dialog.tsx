import { useEffect, useRef, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Spin, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Modal, Progress } from '@pimento/shared-kit/ui/antd-frame';
import type { ImportUploadAnswer } from '@pimento/shared-kit/contracts/imports';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { toast } from '@pimento/shared-kit/toasts/toast';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { attributeKeys } from '../../attributes/api/query-keys';
import { downloadTextFile } from '../../products/lib/download-text-file';
import { useFilePreview } from '../api/get-file-preview';
import { isFinished, useStructureRun } from '../api/get-structure-run';
import { useStartStructureImport } from '../api/start-structure-import';
import { uploadStructureFile } from '../api/upload-structure-file';
import { useStructureImportLiveUpdates } from '../hooks/use-structure-import-live-updates';
import { exampleCsv } from '../lib/example-file';
import { StructureColumnsHelp } from './structure-columns-help';
import { FileDrop, type FileDropSending } from '@pimento/shared-kit/ui/file-drop';
import { StructureFileReady, type ReadingChoice } from './structure-file-ready';
import { StructureImportResult } from './structure-import-result';
import { visuallyHidden } from '@pimento/shared-kit/ui/visually-hidden';

/** Spec §4 ("Attribute link and import removal delay"): the attribute import's progress leaves 0.2 s after the end. */
export const progressRemovalMs = 200;

type Step =
  | { kind: 'choose'; sending: FileDropSending | null }
  | { kind: 'ready'; upload: ImportUploadAnswer; reading: ReadingChoice }
  | { kind: 'following'; runId: number; taskId: string; fileName: string };

const initialStep: Step = { kind: 'choose', sending: null };

/** The files a structure import reads. */
const acceptedFiles = '.xlsx,.csv,.txt,.json,application/json,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const resultTitleId = 'structure-import-result-title';

/**
 * The structure import of `/attributes/` (docs/imports.md "Structure import"): what the file must
 * hold (the accepted columns in the interface language, an example file), the file sent with its
 * progress, the sheet and header line to read, then the job followed live (`import_attributes`,
 * spec §4) until its progress leaves 0.2 s after the end; then the counts and the lines in error,
 * each refusal's code translated. The attribute tree is read again at the end.
 */
export function StructureImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(initialStep);
  const upload = useRef<AbortController | null>(null);
  const start = useStartStructureImport();

  const following = step.kind === 'following' ? step : null;
  const live = useStructureImportLiveUpdates(following?.runId ?? null, following?.taskId ?? null);
  const run = useStructureRun(following?.runId ?? null, live.endMessage);
  const finished = following !== null && isFinished(run.data);
  const ended = following !== null && (live.endMessage || finished);

  // The progress line leaves 0.2 s after the end (spec §4), whichever told it first: the last message or a read.
  const [progressGoneFor, setProgressGoneFor] = useState<number | null>(null);
  const progressGone = following !== null && progressGoneFor === following.runId;
  useEffect(() => {
    if (!ended || following === null) return;
    const runId = following.runId;
    const timer = window.setTimeout(() => setProgressGoneFor(runId), progressRemovalMs);
    return () => window.clearTimeout(timer);
  }, [ended, following]);

  // At the end: the attribute tree (and every attribute query) is read again, once per run.
  const refreshedFor = useRef<number | null>(null);
  const toastedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!finished || following === null || run.data === undefined) return;
    const runId = following.runId;
    if (refreshedFor.current !== runId) {
      refreshedFor.current = runId;
      void queryClient.invalidateQueries({ queryKey: attributeKeys.all });
    }
    // The error toast is the shell's, on the job's last message (its task feed, spec §4). When that
    // message was missed (the connection dropped meanwhile), the dialog raises it itself.
    const errors = run.data.counts.error ?? 0;
    const failed = run.data.status === 'error';
    if (live.missedMessages && !live.endMessage && (errors > 0 || failed) && toastedFor.current !== runId) {
      toastedFor.current = runId;
      if (failed && run.data.failure) toast.error(errorMessage(run.data.failure.code, language, run.data.failure.params ?? {}));
      else toast.error(t('structureImport.result.toastErrors', { count: errors }));
    }
  }, [finished, following, run.data, live.missedMessages, live.endMessage, queryClient, language, t]);

  // The result takes the focus when it shows, so that a keyboard or screen-reader user lands on it.
  const showResult = progressGone && finished;
  useEffect(() => {
    if (showResult) document.getElementById(resultTitleId)?.focus();
  }, [showResult]);

  const send = async (file: File) => {
    const controller = new AbortController();
    upload.current = controller;
    setStep({ kind: 'choose', sending: { name: file.name, progress: { loaded: 0, total: file.size, fraction: 0 } } });
    try {
      const answer = await uploadStructureFile(
        file,
        (progress) => setStep((current) => (current.kind === 'choose' && current.sending ? { ...current, sending: { ...current.sending, progress } } : current)),
        controller.signal,
      );
      if (upload.current !== controller) return;
      setStep({ kind: 'ready', upload: answer, reading: { sheet: null, headerLine: answer.preview.header_line } });
    } catch (error) {
      if (upload.current !== controller) return;
      if (error instanceof DOMException && error.name === 'AbortError') notify.info(t('structureImport.drop.cancelled'));
      else notify.error(error);
      setStep(initialStep);
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  };
  const cancelUpload = () => upload.current?.abort();

  const ready = step.kind === 'ready' ? step : null;
  const rereading = ready !== null && ((ready.reading.sheet !== null && ready.reading.sheet !== ready.upload.preview.sheet) || ready.reading.headerLine !== ready.upload.preview.header_line);
  const preview = useFilePreview(ready?.upload.file.id ?? '', ready?.reading.sheet ?? null, ready?.reading.headerLine ?? 1, rereading);

  const handleStart = () => {
    if (ready === null) return;
    start.mutate(
      { file_id: ready.upload.file.id, sheet: ready.reading.sheet, header_line: ready.reading.headerLine },
      {
        onSuccess: (answer) => setStep({ kind: 'following', runId: answer.run.id, taskId: answer.task_id, fileName: ready.upload.file.name }),
        onError: notify.error,
      },
    );
  };

  const reset = () => {
    upload.current?.abort();
    upload.current = null;
    setStep(initialStep);
    setProgressGoneFor(null);
  };

  const downloadExample = () => downloadTextFile(t('structureImport.exampleName'), exampleCsv(t, language));

  const phase =
    step.kind === 'choose'
      ? step.sending
        ? t('structureImport.drop.uploading', { name: step.sending.name })
        : ''
      : step.kind === 'ready'
        ? t('structureImport.file.chosen', { name: step.upload.file.name })
        : showResult
          ? ''
          : t('structureImport.running', { name: step.fileName });

  const footer =
    step.kind === 'ready'
      ? [
          <Button key="another" onClick={reset} data-testid="structure-import-another-file">
            {t('structureImport.file.another')}
          </Button>,
          <Button key="start" type="primary" onClick={handleStart} loading={start.isPending} autoFocus data-testid="structure-import-start">
            {t('structureImport.start')}
          </Button>,
        ]
      : showResult
        ? [
            <Button key="again" onClick={reset} data-testid="structure-import-again">
              {t('structureImport.result.importAnother')}
            </Button>,
            <Button key="close" type="primary" onClick={onClose} data-testid="structure-import-close">
              {t('actions.close')}
            </Button>,
          ]
        : [
            <Button key="close" onClick={onClose} data-testid="structure-import-close">
              {t('actions.close')}
            </Button>,
          ];

  const percent = Math.floor(Math.min(1, Math.max(0, live.percent ?? 0)) * 100);

  return (
    <Modal open={open} title={t('structureImport.title')} onCancel={onClose} afterClose={reset} footer={footer} width={760} data-testid="structure-import-dialog">
      <div role="status" style={visuallyHidden}>
        {phase}
      </div>
      {step.kind === 'choose' && (
        <Flex vertical gap={spacing.md}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('structureImport.intro')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('structureImport.formats')}
          </Typography.Paragraph>
          <StructureColumnsHelp />
          <div>
            <Button icon={<DownloadOutlined />} onClick={downloadExample} data-testid="structure-import-example">
              {t('structureImport.example')}
            </Button>
          </div>
          <FileDrop
            title={t('structureImport.drop.title')}
            help={t('structureImport.drop.help')}
            accept={acceptedFiles}
            sending={step.sending}
            onFile={(file) => void send(file)}
            onCancel={cancelUpload}
            testIdPrefix="structure-"
          />
        </Flex>
      )}
      {ready !== null && (
        <StructureFileReady
          upload={ready.upload}
          preview={rereading ? (preview.data ?? ready.upload.preview) : ready.upload.preview}
          reading={ready.reading}
          onReadingChange={(reading) => setStep({ ...ready, reading })}
        />
      )}
      {following !== null && !progressGone && (
        <div data-testid="structure-import-progress">
          <Typography.Text strong>{t('structureImport.running', { name: following.fileName })}</Typography.Text>
          <Progress percent={percent} status="active" aria-label={t('structureImport.progressLabel')} />
          {live.percent === null && <Typography.Text type="secondary">{t('structureImport.waiting')}</Typography.Text>}
        </div>
      )}
      {following !== null && progressGone && !finished && !run.isError && (
        <Flex justify="center" style={{ padding: spacing.xl }}>
          <Spin />
        </Flex>
      )}
      {following !== null && run.isError && (
        <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => void run.refetch()}>{t('actions.retry')}</Button>} />
      )}
      {showResult && run.data && <StructureImportResult run={run.data} titleId={resultTitleId} />}
    </Modal>
  );
}
