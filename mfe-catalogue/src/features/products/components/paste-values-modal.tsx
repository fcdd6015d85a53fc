import type { ComponentProps } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Button } from '@pimento/shared-kit/ui/antd-core';
import { Alert, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Radio } from '@pimento/shared-kit/ui/antd-inputs';
import type { ListingFilter, PastedMatchAnswer } from '@pimento/shared-kit/contracts/product-filters';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useMatchPastedValues } from '../api/match-pasted-values';
import type { ListingEntity } from '../lib/listing-fields';
import { parsePastedValues } from '../lib/pasted-values';
import { PastedMatchReport } from './pasted-match-report';

export type PasteValuesModalProps = {
  open: boolean;
  entity: ListingEntity;
  onApply: (filter: ListingFilter) => void;
  onClose: () => void;
};

/**
 * A pasted list of up to 100,000 SKUs or references as a filter (more is refused, clearly). The list
 * is checked first: when some values match nothing (or only ambiguously), the modal says which and
 * offers them as a file before filtering on the rest.
 */
export function PasteValuesModal({ open, entity, onApply, onClose }: PasteValuesModalProps) {
  const { t, i18n } = useTranslation('catalogue');
  const [text, setText] = useState('');
  const [field, setField] = useState(entity === 'product' ? 'sku' : 'reference');
  const parsed = useMemo(() => parsePastedValues(text), [text]);
  const number = (value: number) => value.toLocaleString(i18n.language === 'fr' ? 'fr-FR' : 'en-GB');
  const count = parsed.ok ? parsed.values.length : parsed.count;
  const notify = useNotify();
  const match = useMatchPastedValues();
  const [report, setReport] = useState<PastedMatchAnswer | null>(null);

  const apply = (values: string[]) => {
    onApply({ field, operator: 'among', value: values });
    setText('');
    setReport(null);
    onClose();
  };

  const handleApply = () => {
    if (report !== null) return report.matched.length > 0 && apply(report.matched);
    if (!parsed.ok || parsed.values.length === 0) return;
    match.mutate(
      { field: entity === 'product' ? (field as 'sku' | 'model_reference') : 'reference', values: parsed.values },
      {
        onSuccess: (answer) => {
          if (answer.missing.length === 0 && answer.ambiguous.length === 0) return apply(answer.matched);
          setReport(answer);
        },
        onError: notify.error,
      },
    );
  };
  const changeText = (value: string) => {
    setText(value);
    setReport(null);
  };
  const okText = report === null ? t('paste.apply', { count }) : t('paste.applyFound', { count: report.matched.length, formatted: number(report.matched.length) });

  return (
    <Modal open={open} title={t('paste.title')} onCancel={onClose} onOk={handleApply} okText={okText} cancelText={t('actions.cancel')} okButtonProps={{ disabled: report === null ? !parsed.ok || count === 0 : report.matched.length === 0, loading: match.isPending, 'data-testid': 'paste-apply' } as ComponentProps<typeof Button>} width={560} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('paste.help')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t(entity === 'product' && field === 'sku' ? 'paste.caseRuleSkus' : 'paste.caseRuleReferences')}</Typography.Paragraph>
      {entity === 'product' && (
        <Radio.Group
          value={field}
          onChange={(event) => {
            setField(event.target.value as string);
            setReport(null);
          }}
          style={{ marginBottom: 12 }}
          options={[
            { value: 'sku', label: t('paste.skus') },
            { value: 'model_reference', label: t('paste.modelReferences') },
          ]}
        />
      )}
      <Input.TextArea value={text} onChange={(event) => changeText(event.target.value)} autoSize={{ minRows: 8, maxRows: 14 }} placeholder={'SKU-0001\nSKU-0002\nSKU-0003'} data-testid="paste-input" style={{ fontFamily: 'ui-monospace, Menlo, monospace' }} />
      <div style={{ marginTop: 10 }} data-testid="paste-count">
        {parsed.ok ? (
          <Typography.Text type="secondary">
            {t('paste.count', { count: parsed.values.length, formatted: number(parsed.values.length) })}
            {parsed.duplicates > 0 ? ` · ${t('paste.duplicates', { count: parsed.duplicates })}` : ''}
          </Typography.Text>
        ) : (
          <Alert type="error" showIcon title={t('paste.tooMany', { count: number(parsed.count), limit: number(parsed.limit) })} data-testid="paste-too-many" />
        )}
      </div>
      {report !== null && <PastedMatchReport report={report} pasted={count} />}
    </Modal>
  );
}
