import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex } from '@pimento/shared-kit/ui/antd-core';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Checkbox } from '@pimento/shared-kit/ui/antd-inputs';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useSavePriceColumns } from '../api/price-settings';
import type { PriceColumn } from '../lib/price-columns';
import { priceFieldLabelKeys } from '../lib/price-fields';

export type PriceColumnsModalProps = {
  open: boolean;
  choosable: readonly PriceColumn[];
  /** The keys shown now, in order. */
  shown: readonly string[];
  onClose: () => void;
};

/** The user's own `/price/` columns: ticked ones kept in their order, newly ticked ones added at the end; saved for the user on the server. */
export function PriceColumnsModal({ open, choosable, shown, onClose }: PriceColumnsModalProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const save = useSavePriceColumns();
  const [ticked, setTicked] = useState<string[]>([]);
  useEffect(() => {
    if (open) setTicked([...shown]);
  }, [open, shown]);

  const label = (column: PriceColumn) => (column.kind === 'field' ? t(priceFieldLabelKeys[column.key]) : pickLabel(column.attribute.labels, language, column.attribute.code));
  const toggle = (key: string, on: boolean) => setTicked((current) => (on ? [...current.filter((candidate) => candidate !== key), key] : current.filter((candidate) => candidate !== key)));

  return (
    <Modal
      open={open}
      title={t('prices.columns.title')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => save.mutate(ticked, { onSuccess: () => { notify.success(t('prices.columns.saved')); onClose(); }, onError: notify.error })}
      okButtonProps={{ 'data-testid': 'price-columns-save' } as Record<string, string>}
      destroyOnHidden
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ marginBottom: 12 }}>{t('prices.columns.help')}</legend>
        <Flex vertical gap={8}>
          {choosable.map((column) => (
            <Checkbox key={column.key} checked={ticked.includes(column.key)} onChange={(event) => toggle(column.key, event.target.checked)} data-testid={`price-column-${column.key}`}>
              {label(column)}
            </Checkbox>
          ))}
        </Flex>
      </fieldset>
    </Modal>
  );
}
