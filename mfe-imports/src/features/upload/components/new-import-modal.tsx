import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { importLimits, importOptionsSchema, type ImportFile, type ImportPreview, type ImportTemplate, type ImportUploadAnswer } from '@pimento/shared-kit/contracts/imports';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import { autoMatchFile, detectedSettings, rememberTemplateFile, useImportPreview, type ReadSettings } from '../api/files';
import { importKeys } from '../../templates/api/query-keys';
import { useSaveImportTemplate } from '../../templates/api/templates';
import { useSessionFiles } from '../../editor/lib/session-files';
import { useFormatBytes } from '@pimento/shared-kit/ui/file-drop';
import { ImportFileDrop } from './file-drop';
import { ReadingSettings } from './reading-settings';

/** What the editor receives when a file is uploaded for its template. */
export type AttachedFile = { file: ImportFile; preview: ImportPreview; settings: ReadSettings };

export type NewImportModalProps = {
  open: boolean;
  onClose: () => void;
  /** A new import: the template is created (no pill yet) and the auto-match's suggestions kept for the editor. */
  onCreated?: (template: ImportTemplate) => void;
  /** A file for an existing template (the editor): no template is created. */
  onAttached?: (attached: AttachedFile) => void;
  /** The template's reading settings, when a file is uploaded for it. */
  initialSettings?: ReadSettings;
};

const baseName = (name: string) => name.replace(/\.[^.]+$/, '').trim().slice(0, importLimits.templateNameLength) || name;

/**
 * Creating an import, in two steps: the file (drag and drop or picker, with upload progress), then
 * how it is read (sheet, header line, CSV dialect) with its first rows. "Match the columns" asks the
 * server's auto-match, creates the template and opens the mapping editor with the suggestions.
 */
export function NewImportModal({ open, onClose, onCreated, onAttached, initialSettings }: NewImportModalProps) {
  const { t, i18n } = useTranslation('imports');
  const formatBytes = useFormatBytes();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = useSaveImportTemplate();
  const remember = useSessionFiles((state) => state.set);
  const nameId = useId();
  const [uploaded, setUploaded] = useState<ImportUploadAnswer | null>(null);
  const [settings, setSettings] = useState<ReadSettings>(detectedSettings);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useImportPreview(uploaded?.file.id ?? null, settings);

  const reset = () => {
    setUploaded(null);
    setSettings(detectedSettings);
    setName('');
    setNameError(null);
    setBusy(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const handleUploaded = (answer: ImportUploadAnswer) => {
    // The upload's answer is the file read with the detected settings: no second call for it.
    queryClient.setQueryData(importKeys.preview(answer.file.id, detectedSettings), answer.preview);
    setUploaded(answer);
    setName(baseName(answer.file.name));
    if (initialSettings) setSettings(initialSettings);
  };

  const handleContinue = async () => {
    if (!uploaded || !preview.data) return;
    if (onAttached) {
      onAttached({ file: uploaded.file, preview: preview.data, settings });
      close();
      return;
    }
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('list.nameRequired'));
      return;
    }
    setBusy(true);
    try {
      const sheet = settings.sheet ?? (uploaded.file.format === 'xlsx' ? preview.data.sheet : null);
      const matched = await autoMatchFile(uploaded.file.id, { sheet, header_line: settings.header_line });
      const template = await save.mutateAsync({
        action: 'create',
        body: { name: trimmed, options: importOptionsSchema.parse({ sheet, header_line: settings.header_line, csv: settings.csv }), pills: [] },
      });
      if (!template) return;
      await rememberTemplateFile(template.id, uploaded.file.id);
      remember(template.id, { file: uploaded.file, preview: preview.data, settings: { sheet, header_line: settings.header_line, csv: settings.csv }, matches: matched.matches });
      notify.success(t('upload.created', { name: template.name }));
      close();
      onCreated?.(template);
    } catch (error) {
      setBusy(false);
      const language = toLanguage(i18n.language);
      if (error instanceof Error && 'fields' in error && (error as { fields: Record<string, string[]> }).fields.name) setNameError(translateError(error, language));
      else notify.error(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('upload.title')}
      onCancel={close}
      width={uploaded ? 920 : 640}
      destroyOnHidden
      footer={
        uploaded ? (
          <Flex justify="space-between">
            <Button onClick={() => setUploaded(null)} disabled={busy}>
              {t('upload.another')}
            </Button>
            <Button type="primary" onClick={() => void handleContinue()} loading={busy} disabled={!preview.data || preview.isError} data-testid="upload-continue">
              {onAttached ? t('actions.continue') : busy ? t('upload.matching') : t('upload.create')}
            </Button>
          </Flex>
        ) : null
      }
    >
      {!uploaded ? (
        <ImportFileDrop onUploaded={handleUploaded} />
      ) : (
        <Flex vertical gap={spacing.lg}>
          <Typography.Text data-testid="uploaded-file">{t('upload.fileSummary', { name: uploaded.file.name, size: formatBytes(uploaded.file.size) })}</Typography.Text>
          {!onAttached && (
            <Flex vertical gap={spacing.xs}>
              <label htmlFor={nameId}>{t('upload.templateName')}</label>
              <Input
                id={nameId}
                value={name}
                maxLength={importLimits.templateNameLength}
                status={nameError ? 'error' : undefined}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${nameId}-error` : undefined}
                onChange={(event) => {
                  setName(event.target.value);
                  setNameError(null);
                }}
                data-testid="template-name"
              />
              {nameError && (
                <Typography.Text id={`${nameId}-error`} style={{ color: palette.errorText }}>
                  {nameError}
                </Typography.Text>
              )}
            </Flex>
          )}
          <ReadingSettings file={uploaded.file} settings={settings} onChange={setSettings} preview={preview.data} previewError={preview.isError ? preview.error : null} />
        </Flex>
      )}
    </Modal>
  );
}
