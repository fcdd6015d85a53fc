import type { ComponentProps } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Button } from '@pimento/shared-kit/ui/antd-core';
import { Alert, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { Category } from '@pimento/shared-kit/contracts/categories';
import type { BulkAction, ProductStatus } from '@pimento/shared-kit/contracts/products';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { AttributeValueInput } from '../../values/components/attribute-value-input';
import { LocalizedValueInput } from '../../values/components/localized-value-input';
import { useStartBulkAction, type BulkSelection } from '../api/start-bulk-action';
import { ModelSelect } from './model-select';
import { visuallyHidden } from '@pimento/shared-kit/ui/visually-hidden';

export type BulkActionKind = BulkAction['action'];

export type BulkActionModalProps = {
  action: BulkActionKind | null;
  selection: BulkSelection;
  /** How many products the action touches (selection size or the filter's count). */
  targetCount: number;
  attributes: readonly Attribute[];
  categories: readonly Category[];
  languages: readonly string[];
  onClose: () => void;
  onStarted: () => void;
};

/** Sets up one bulk action (value, status, categories, model, delete) and starts it as a durable job. */
export function BulkActionModal({ action, selection, targetCount, attributes, categories, languages, onClose, onStarted }: BulkActionModalProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const showError = notify.error;
  const start = useStartBulkAction();
  const [attributeId, setAttributeId] = useState<number | null>(null);
  const [value, setValue] = useState<unknown>(null);
  const [status, setStatus] = useState<ProductStatus>('active');
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const [modelId, setModelId] = useState<number | null>(null);
  const attribute = attributes.find((candidate) => candidate.id === attributeId);
  const attributeLabel = attribute ? pickLabel(attribute.labels, language, attribute.code) : '';
  const valueId = useId();

  const operation = ((): BulkAction | null => {
    switch (action) {
      case 'set_value':
        return attributeId !== null && value !== null ? { action, attribute_id: attributeId, value } : null;
      case 'clear_value':
        return attributeId !== null ? { action, attribute_id: attributeId } : null;
      case 'set_status':
        return { action, status };
      case 'add_categories':
      case 'remove_categories':
        return categoryIds.length > 0 ? { action, categories: categoryIds } : null;
      case 'assign_model':
        return { action, model_id: modelId };
      case 'delete':
        return { action, confirm: true };
      default:
        return null;
    }
  })();

  const handleStart = () => {
    if (!operation) return;
    start.mutate(
      { selection, operation },
      {
        onSuccess: () => {
          notify.info(t('bulk.started', { count: targetCount }));
          onStarted();
          onClose();
        },
        onError: showError,
      },
    );
  };

  const attributeOptions = attributes.filter((candidate) => !candidate.computed).map((candidate) => ({ value: candidate.id, label: pickLabel(candidate.labels, language, candidate.code) }));

  return (
    <Modal
      open={action !== null}
      title={action ? t(`bulk.actions.${action}`) : ''}
      onCancel={onClose}
      onOk={handleStart}
      okText={action === 'delete' ? t('bulk.deleteOk', { count: targetCount }) : t('bulk.start', { count: targetCount })}
      okButtonProps={{ danger: action === 'delete', disabled: !operation, loading: start.isPending, 'data-testid': 'bulk-start' } as ComponentProps<typeof Button>}
      cancelText={t('actions.cancel')}
      destroyOnHidden
      width={560}
    >
      <Flex vertical gap={12} style={{ paddingTop: 4 }}>
        <Typography.Text type="secondary">{t('bulk.target', { count: targetCount })}</Typography.Text>
        {(action === 'set_value' || action === 'clear_value') && (
          <Select aria-label={t('bulk.attribute')} placeholder={t('bulk.attribute')} showSearch={{ optionFilterProp: 'label' }} options={attributeOptions} value={attributeId} onChange={(next: number) => { setAttributeId(next); setValue(null); }} data-testid="bulk-attribute" />
        )}
        {action === 'set_value' && attribute && (
          attribute.localizable ? (
            <LocalizedValueInput label={attributeLabel} attribute={attribute} languages={languages} language={language} value={value as Record<string, unknown> | null} onChange={setValue} />
          ) : (
            <>
              <label htmlFor={valueId} style={visuallyHidden}>
                {attributeLabel}
              </label>
              <AttributeValueInput id={valueId} attribute={attribute} language={language} value={value} onChange={setValue} />
            </>
          )
        )}
        {action === 'set_status' && (
          <Select aria-label={t('products.fields.status')} value={status} onChange={setStatus} options={(['active', 'end_of_life', 'inactive'] as const).map((candidate) => ({ value: candidate, label: t(`products.status.${candidate}`) }))} data-testid="bulk-status" />
        )}
        {(action === 'add_categories' || action === 'remove_categories') && (
          <Select mode="multiple" aria-label={t('products.fields.categories')} placeholder={t('products.fields.categories')} value={categoryIds} onChange={setCategoryIds} showSearch={{ optionFilterProp: 'label' }} options={categories.map((category) => ({ value: category.id, label: category.name }))} />
        )}
        {action === 'assign_model' && <ModelSelect value={modelId} onChange={setModelId} />}
        {action === 'delete' && <Alert type="error" showIcon title={t('bulk.deleteWarning', { count: targetCount })} />}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('bulk.jobNote')}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
