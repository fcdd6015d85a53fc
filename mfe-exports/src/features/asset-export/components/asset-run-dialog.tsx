import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@pimento/shared-kit/ui/antd-core';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Radio } from '@pimento/shared-kit/ui/antd-inputs';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { defaultAssetExportFileName, type AssetExportFormat } from '@pimento/shared-kit/contracts/asset-exports';
import { spacing } from '@pimento/shared-kit/design/tokens';
import '../../../i18n/asset-export-strings';
import { RunResult } from '../../runs/components/run-result';
import { useStartAssetExport } from '../api/asset-exports';

/** Runs an asset export template: a zip of its files or an Excel list of their URLs; then follows the run to its file. */
export function AssetRunDialog({ template, onClose }: { template: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation('exports');
  const notify = useNotify();
  const start = useStartAssetExport();
  const [format, setFormat] = useState<AssetExportFormat>('zip');
  const [fileName, setFileName] = useState(`${template.name.replace(/[^\p{L}\p{N} ._-]/gu, '')}-${defaultAssetExportFileName}`);
  const [runId, setRunId] = useState<number | null>(null);
  const submit = () =>
    start.mutate(
      { template_id: template.id, format, file_name: fileName },
      {
        onSuccess: (started) => {
          notify.info(t('assetExport.started'));
          setRunId(started.run.id);
        },
        onError: notify.error,
      },
    );
  return (
    <Modal open title={t('assetExport.runTitle', { name: template.name })} onCancel={onClose} footer={null} destroyOnHidden>
      {runId !== null ? (
        <RunResult runId={runId} countKey="assetExport.files" />
      ) : (
        <Flex vertical gap={spacing.md}>
          <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
            <legend>{t('assetExport.output')}</legend>
            <Radio.Group
              value={format}
              onChange={(event) => setFormat(event.target.value as AssetExportFormat)}
              options={[
                { value: 'zip', label: t('assetExport.zip') },
                { value: 'xlsx', label: t('assetExport.xlsx') },
              ]}
            />
          </fieldset>
          <label>
            {t('assetExport.runFileName')}
            <Input value={fileName} maxLength={150} aria-describedby="asset-file-name-help" onChange={(event) => setFileName(event.target.value)} />
            <span id="asset-file-name-help">{t('runDialog.fileNameHelp')}</span>
          </label>
          <Flex gap={spacing.sm} justify="end">
            <Button onClick={onClose}>{t('assetExport.cancel')}</Button>
            <Button type="primary" onClick={submit} loading={start.isPending} disabled={fileName.trim() === ''}>
              {t('assetExport.start')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
