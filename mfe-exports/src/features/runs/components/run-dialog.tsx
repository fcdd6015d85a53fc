import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Radio } from '@pimento/shared-kit/ui/antd-inputs';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { Language } from '@pimento/shared-kit/contracts/common';
import { defaultExportFileName, type ExportRunFormat, type ExportSelection } from '@pimento/shared-kit/contracts/exports';
import { savedFiltersApi } from '@pimento/shared-kit/contracts/product-filters';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { exportKeys } from '../../templates/api/query-keys';
import { useStartExport } from '../../templates/api/runs';
import type { TabularTemplate } from '../../templates/api/templates';
import { RunResult } from './run-result';

type SelectionKind = 'all' | 'saved_filter' | 'skus';

/** Runs a saved template: format, products, language, file name; then follows the run to its file. */
export function RunDialog({ template, languages, onClose }: { template: TabularTemplate; languages: Language[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('exports');
  const notify = useNotify();
  const start = useStartExport();
  // A PDF template makes a PDF and nothing else; the other templates a table.
  const catalogue = template.type === 'pdf';
  const [format, setFormat] = useState<ExportRunFormat>(catalogue ? 'pdf' : 'xlsx');
  const workbookOnly = template.type === 'single_product_matrix';
  const [kind, setKind] = useState<SelectionKind>('all');
  const [filterId, setFilterId] = useState<number | null>(null);
  const [skus, setSkus] = useState('');
  const [language, setLanguage] = useState(languages.find((entry) => entry.code === i18n.language)?.code ?? languages[0]?.code ?? 'en');
  const [fileName, setFileName] = useState(`${template.name.replace(/[^\p{L}\p{N} ._-]/gu, '')}-${defaultExportFileName}`);
  const [runId, setRunId] = useState<number | null>(null);
  const filters = useQuery({ queryKey: exportKeys.savedFilters, queryFn: async () => (await apiClient.call(savedFiltersApi.list, { query: { entity: 'product' } })).results, enabled: kind === 'saved_filter' });

  const selection = (): ExportSelection | null => {
    if (kind === 'all') return { kind: 'all' };
    if (kind === 'saved_filter') return filterId === null ? null : { kind: 'saved_filter', saved_filter_id: filterId };
    const list = skus.split(/[\r\n,;\t]+/).map((sku) => sku.trim()).filter(Boolean);
    return list.length === 0 ? null : { kind: 'skus', skus: list };
  };
  const submit = () => {
    const chosen = selection();
    if (chosen === null) return;
    start.mutate(
      { source: { kind: 'template', template_id: template.id }, format, selection: chosen, language, file_name: fileName },
      {
        onSuccess: (started) => {
          notify.info(t('runDialog.started'));
          setRunId(started.run.id);
        },
        onError: notify.error,
      },
    );
  };
  return (
    <Modal open title={t('runDialog.title', { name: template.name })} onCancel={onClose} footer={null} destroyOnHidden>
      {runId !== null ? (
        <RunResult runId={runId} />
      ) : (
        <Flex vertical gap={spacing.md}>
          <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
            <legend>{t('runDialog.format')}</legend>
            <Radio.Group
              value={format}
              onChange={(event) => setFormat(event.target.value as ExportRunFormat)}
              // A product per sheet or per block is a workbook's shape: a single-product matrix is XLSX only.
              options={
                catalogue
                  ? [{ value: 'pdf', label: 'PDF' }]
                  : [{ value: 'xlsx', label: 'XLSX' }, { value: 'csv', label: 'CSV', disabled: workbookOnly }, { value: 'json', label: 'JSON', disabled: workbookOnly }]
              }
            />
            {workbookOnly && <Typography.Text type="secondary">{t('runDialog.workbookOnly')}</Typography.Text>}
          </fieldset>
          <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
            <legend>{t('runDialog.selection')}</legend>
            <Radio.Group
              value={kind}
              onChange={(event) => setKind(event.target.value as SelectionKind)}
              options={[{ value: 'all', label: t('runDialog.all') }, { value: 'saved_filter', label: t('runDialog.savedFilter') }, { value: 'skus', label: t('runDialog.skus') }]}
            />
          </fieldset>
          {kind === 'saved_filter' && (
            <label>
              {t('runDialog.filterLabel')}
              <Select style={{ display: 'block' }} value={filterId} onChange={(value: number) => setFilterId(value)} loading={filters.isPending} options={(filters.data ?? []).map((filter) => ({ value: filter.id, label: filter.name }))} />
            </label>
          )}
          {kind === 'skus' && (
            <label>
              {t('runDialog.skusLabel')}
              <Input.TextArea value={skus} rows={4} onChange={(event) => setSkus(event.target.value)} />
            </label>
          )}
          <label>
            {t('runDialog.language')}
            <Select style={{ display: 'block' }} value={language} onChange={(value: string) => setLanguage(value)} options={languages.map((entry) => ({ value: entry.code, label: i18n.language === 'fr' ? entry.label_fr : entry.label_en }))} />
          </label>
          <label>
            {t('runDialog.fileName')}
            <Input value={fileName} maxLength={150} aria-describedby="file-name-help" onChange={(event) => setFileName(event.target.value)} />
            <span id="file-name-help">{t('runDialog.fileNameHelp')}</span>
          </label>
          <Flex gap={spacing.sm} justify="end">
            <Button onClick={onClose}>{t('runDialog.cancel')}</Button>
            <Button type="primary" onClick={submit} loading={start.isPending} disabled={selection() === null}>
              {t('runDialog.start')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
