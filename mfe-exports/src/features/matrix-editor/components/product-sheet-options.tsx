import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { InputNumber, Radio } from '@pimento/shared-kit/ui/antd-inputs';
import { productSheetLimits, type ProductSheetOptions } from '@pimento/shared-kit/contracts/export-layout';
import { spacing } from '@pimento/shared-kit/design/tokens';

const fieldset = { border: 'none', padding: 0, margin: 0 } as const;

/** How a single-product matrix writes each product: its own sheet or a block, fields down or across, named by SKU or name. */
export function ProductSheetOptionsEditor({ value, onChange }: { value: ProductSheetOptions; onChange: (options: ProductSheetOptions) => void }) {
  const { t } = useTranslation('exports');
  const gapId = useId();
  const set = <K extends keyof ProductSheetOptions>(key: K, entry: ProductSheetOptions[K]) => onChange({ ...value, [key]: entry });
  return (
    <section aria-labelledby={`${gapId}-title`} data-testid="product-sheet-options">
      <Typography.Title level={5} id={`${gapId}-title`}>
        {t('productSheet.title')}
      </Typography.Title>
      <Flex vertical gap={spacing.md}>
        <fieldset style={fieldset}>
          <legend>{t('productSheet.perProduct')}</legend>
          <Radio.Group
            value={value.per_product}
            onChange={(event) => set('per_product', event.target.value as ProductSheetOptions['per_product'])}
            options={[
              { value: 'sheet', label: t('productSheet.sheet', { limit: productSheetLimits.sheets }) },
              { value: 'block', label: t('productSheet.block') },
            ]}
          />
        </fieldset>
        <fieldset style={fieldset}>
          <legend>{t('productSheet.orientation')}</legend>
          <Radio.Group
            value={value.orientation}
            onChange={(event) => set('orientation', event.target.value as ProductSheetOptions['orientation'])}
            options={[
              { value: 'vertical', label: t('productSheet.vertical') },
              { value: 'horizontal', label: t('productSheet.horizontal') },
            ]}
          />
        </fieldset>
        <fieldset style={fieldset}>
          <legend>{value.per_product === 'sheet' ? t('productSheet.sheetNamedAfter') : t('productSheet.blockTitledWith')}</legend>
          <Radio.Group
            value={value.sheet_name}
            onChange={(event) => set('sheet_name', event.target.value as ProductSheetOptions['sheet_name'])}
            options={[
              { value: 'sku', label: t('sources.sku') },
              { value: 'name', label: t('sources.name') },
            ]}
          />
        </fieldset>
        {value.per_product === 'block' && (
          <label htmlFor={gapId}>
            {t('productSheet.gapRows')}
            <InputNumber id={gapId} style={{ display: 'block' }} min={0} max={20} precision={0} value={value.gap_rows} onChange={(rows) => set('gap_rows', rows ?? 0)} />
          </label>
        )}
        <Typography.Text type="secondary">{t('productSheet.sections')}</Typography.Text>
      </Flex>
    </section>
  );
}
