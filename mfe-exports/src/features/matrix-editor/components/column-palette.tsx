import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import type { PriceList } from '@pimento/shared-kit/contracts/price-lists';
import { spacing } from '@pimento/shared-kit/design/tokens';

const fieldSources: ExportSource[] = [{ kind: 'sku' }, { kind: 'name' }, { kind: 'status' }, { kind: 'model' }, { kind: 'categories', tree_id: null }, { kind: 'formula', formula: '{sku}' }, { kind: 'fixed', text: '' }];
const mainImage: ExportSource = { kind: 'main_image', part: 'url', width: null, height: null };

type PaletteProps = { attributes: Attribute[]; priceLists: readonly PriceList[]; language: string; withMainImage: boolean; onAdd: (source: ExportSource) => void };

/** One button per source, and a searchable select for an attribute. */
export function ColumnPalette({ attributes, priceLists, language, withMainImage, onAdd }: PaletteProps) {
  const { t } = useTranslation('exports');
  const [attributeId, setAttributeId] = useState<number | null>(null);
  return (
    <section aria-labelledby="palette-title">
      <Typography.Title level={5} id="palette-title">
        {t('editor.palette')}
      </Typography.Title>
      <Flex wrap gap={spacing.sm} align="center">
        {(withMainImage ? [...fieldSources, mainImage] : fieldSources).map((source) => (
          <Button key={source.kind} onClick={() => onAdd(source)} data-testid={`add-${source.kind}`}>
            + {t(`sources.${source.kind}`)}
          </Button>
        ))}
        {/* A price of the first list (or of the client's), its net amount: the column's panel changes both. */}
        <Button onClick={() => onAdd({ kind: 'price', price_list_id: priceLists[0]?.id ?? null, field: 'net_price', discriminant_values: {} })} data-testid="add-price">
          + {t('sources.price')}
        </Button>
        <Select
          showSearch
          allowClear
          aria-label={t('editor.attributeSearch')}
          placeholder={t('editor.attributeSearch')}
          style={{ minWidth: 240 }}
          value={attributeId}
          onChange={(value: number | null | undefined) => setAttributeId(value ?? null)}
          optionFilterProp="label"
          options={attributes.map((attribute) => ({ value: attribute.id, label: `${attribute.labels[language] ?? attribute.code} (${attribute.code})` }))}
        />
        <Button
          disabled={attributeId === null}
          onClick={() => {
            if (attributeId === null) return;
            onAdd({ kind: 'attribute', attribute_id: attributeId, language: null, part: 'value', unit: null });
            setAttributeId(null);
          }}
        >
          {t('editor.addAttribute')}
        </Button>
      </Flex>
    </section>
  );
}
