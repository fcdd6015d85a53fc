import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Checkbox, Radio } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ImportTarget, PillCondition, SkipRowCondition, ValueMap } from '@pimento/shared-kit/contracts/imports';
import type { UnitType } from '@pimento/shared-kit/contracts/units';
import type { Category } from '@pimento/shared-kit/contracts/categories';
import type { PriceList } from '@pimento/shared-kit/contracts/price-lists';
import type { Language as ValueLanguage } from '@pimento/shared-kit/contracts/common';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import { firstPriceTarget } from '../lib/price-target';
import { pickLabel } from '../lib/target-label';

/** A labelled control: the visible label names it for assistive technology. */
export function Labelled({ label, help, children }: { label: string; help?: string; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  return (
    <Flex vertical gap={spacing.xs}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      {help && (
        <Typography.Text type="secondary" id={`${id}-help`} style={{ fontSize: 12 }}>
          {help}
        </Typography.Text>
      )}
      {children(id, help ? `${id}-help` : undefined)}
    </Flex>
  );
}

type TargetEditorProps = {
  target: ImportTarget | null;
  onChange: (target: ImportTarget | null) => void;
  attributes: readonly Attribute[];
  languages: readonly ValueLanguage[];
  unitTypes: readonly UnitType[];
  trees: readonly Category[];
  /** The file's columns, for a unit read from another column. */
  columns: readonly { key: string; header: string }[];
  /** The price lists a price pill may write into (a new price pill starts with the first). */
  priceLists: readonly PriceList[];
  /** A price pill's own panel (list, field, currency …), shown under the kind. */
  pricePanel?: ReactNode;
};

/** The pill's target: a product field, or an attribute with its language (localizable), its unit and, for a range, which end. */
export function TargetEditor({ target, onChange, attributes, languages, unitTypes, trees, columns, priceLists, pricePanel }: TargetEditorProps) {
  const { t, i18n } = useTranslation('imports');
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const kind = target?.kind ?? null;
  // "Attribute" chosen before an attribute is picked: the target stays null meanwhile.
  const [attributeMode, setAttributeMode] = useState(kind === 'attribute');
  const attribute = target?.kind === 'attribute' ? attributes.find((item) => item.id === target.attribute_id) : undefined;
  // "Price" chosen while the company has no price list: nothing to point at yet, and the panel says so.
  const [priceMode, setPriceMode] = useState(kind === 'price');
  const kinds = [
    ...(['sku', 'name', 'status', 'model', 'categories', 'attribute'] as const).map((value) => ({ value, label: t(`targets.${value}`) })),
    { value: 'price' as const, label: t('pricePill.kind') },
  ];

  const setKind = (value: ImportTarget['kind']) => {
    if (value === 'attribute') onChange(null);
    else if (value === 'price') onChange(firstPriceTarget(priceLists));
    else onChange({ kind: value } as ImportTarget);
  };
  const attributeTarget = target?.kind === 'attribute' ? target : null;
  const categoryTarget = target?.kind === 'categories' ? target : null;

  return (
    <Flex vertical gap={spacing.md}>
      <Labelled label={t('pill.targetKind')}>
        {(id) => (
          <Select<string>
            id={id}
            value={kind === null && attributeMode ? 'attribute' : kind === null && priceMode ? 'price' : (kind ?? undefined)}
            placeholder={t('targets.choose')}
            options={kinds}
            onChange={(value) => {
              setAttributeMode(value === 'attribute');
              setPriceMode(value === 'price');
              setKind(value as ImportTarget['kind']);
            }}
            data-testid="pill-target-kind"
          />
        )}
      </Labelled>
      {kind === 'price' && pricePanel}
      {kind === null && priceMode && (
        <Typography.Text type="secondary" role="status" data-testid="price-target-no-list">
          {t('pricePill.noList')}
        </Typography.Text>
      )}
      {categoryTarget && (
        <>
          <Labelled label={t('pill.tree')} help={t('pill.treeHelp')}>
            {(id, describedBy) => (
              <Select<number>
                id={id}
                aria-describedby={describedBy}
                value={categoryTarget.tree_id ?? 0}
                options={[{ value: 0, label: t('pill.anyTree') }, ...trees.map((root) => ({ value: root.id, label: root.name }))]}
                onChange={(treeId) => onChange({ ...categoryTarget, tree_id: treeId === 0 ? null : treeId })}
              />
            )}
          </Labelled>
          <Checkbox checked={categoryTarget.create_missing ?? false} onChange={(event) => onChange({ ...categoryTarget, create_missing: event.target.checked })}>
            {t('pill.createMissing')}
          </Checkbox>
        </>
      )}
      {(kind === 'attribute' || attributeMode) && (
        <>
          <Labelled label={t('pill.attribute')}>
            {(id) => (
              <Select<number>
                id={id}
                showSearch
                optionFilterProp="label"
                placeholder={t('pill.attributePlaceholder')}
                value={attributeTarget?.attribute_id}
                options={attributes.map((item) => ({ value: item.id, label: `${pickLabel(item.labels, language, item.code)} (${item.code})` }))}
                onChange={(attributeId) => {
                  const chosen = attributes.find((item) => item.id === attributeId);
                  onChange({ kind: 'attribute', attribute_id: attributeId, language: chosen?.localizable ? (languages[0]?.code ?? null) : null, unit: null, bound: chosen?.type === 'range' ? 'min' : null });
                }}
                data-testid="pill-attribute"
              />
            )}
          </Labelled>
          {attributeTarget && attribute?.localizable && (
            <Labelled label={t('pill.language')}>
              {(id) => (
                <Select<string>
                  id={id}
                  value={attributeTarget.language ?? undefined}
                  options={languages.map((item) => ({ value: item.code, label: `${language === 'fr' ? item.label_fr : item.label_en} (${item.code})` }))}
                  onChange={(code) => onChange({ ...attributeTarget, language: code })}
                />
              )}
            </Labelled>
          )}
          {attributeTarget && attribute?.unit_type && (
            <Labelled label={t('pill.unit')}>
              {(id) => (
                <Select<string>
                  id={id}
                  value={attributeTarget.unit ?? ''}
                  options={[
                    { value: '', label: `${t('pill.unitSame')}${attribute.unit ? ` (${attribute.unit})` : ''}` },
                    ...(unitTypes.find((type) => type.code === attribute.unit_type)?.units ?? []).map((unit) => ({ value: unit.code, label: `${language === 'fr' ? unit.label_fr : unit.label_en} (${unit.symbol || unit.code})` })),
                  ]}
                  onChange={(unit) => onChange({ ...attributeTarget, unit: unit || null })}
                />
              )}
            </Labelled>
          )}
          {attributeTarget && attribute?.unit_type && (
            <Labelled label={t('pill.unitColumn')} help={t('pill.unitColumnHelp')}>
              {(id, describedBy) => (
                <Select<string>
                  id={id}
                  aria-describedby={describedBy}
                  value={attributeTarget.unit_column ?? ''}
                  options={[{ value: '', label: t('pill.unitColumnNone') }, ...columns.map((column) => ({ value: column.key, label: column.header }))]}
                  onChange={(unitColumn) => onChange({ ...attributeTarget, unit_column: unitColumn || null })}
                />
              )}
            </Labelled>
          )}
          {attributeTarget && attribute?.type === 'range' && (
            <Labelled label={t('pill.bound')}>
              {() => (
                <Radio.Group
                  aria-label={t('pill.bound')}
                  value={attributeTarget.bound}
                  onChange={(event) => onChange({ ...attributeTarget, bound: event.target.value as 'min' | 'max' })}
                  options={[
                    { value: 'min', label: t('pill.boundMin') },
                    { value: 'max', label: t('pill.boundMax') },
                  ]}
                />
              )}
            </Labelled>
          )}
        </>
      )}
    </Flex>
  );
}

type ValueMapEditorProps = { valueMap: ValueMap | null; onChange: (valueMap: ValueMap | null) => void };

/** Supplier codes to the company's codes, with what an unlisted value becomes. */
export function ValueMapEditor({ valueMap, onChange }: ValueMapEditorProps) {
  const { t } = useTranslation('imports');
  const map = valueMap ?? { entries: [], default: null };
  const update = (next: ValueMap) => onChange(next.entries.length === 0 && next.default === null ? null : next);
  return (
    <Flex vertical gap={spacing.sm} data-testid="value-map">
      <Typography.Text strong>{t('pill.valueMap')}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('pill.valueMapHelp')}
      </Typography.Text>
      {map.entries.map((entry, index) => (
        <Flex key={index} gap={spacing.sm} align="center">
          <Input
            aria-label={`${t('pill.from')} ${index + 1}`}
            placeholder={t('pill.from')}
            value={entry.from}
            onChange={(event) => update({ ...map, entries: map.entries.map((item, at) => (at === index ? { ...item, from: event.target.value } : item)) })}
          />
          <span aria-hidden="true">→</span>
          <Input
            aria-label={`${t('pill.to')} ${index + 1}`}
            placeholder={t('pill.to')}
            value={entry.to}
            onChange={(event) => update({ ...map, entries: map.entries.map((item, at) => (at === index ? { ...item, to: event.target.value } : item)) })}
          />
          <Button type="text" aria-label={t('pill.removeEntry', { from: entry.from || index + 1 })} onClick={() => update({ ...map, entries: map.entries.filter((_, at) => at !== index) })}>
            ✕
          </Button>
        </Flex>
      ))}
      <div>
        <Button size="small" onClick={() => update({ ...map, entries: [...map.entries, { from: '', to: '' }] })} data-testid="value-map-add">
          {t('pill.addEntry')}
        </Button>
      </div>
      <Flex gap={spacing.sm} align="center" wrap>
        <Typography.Text>{t('pill.unlisted')}</Typography.Text>
        <Radio.Group
          aria-label={t('pill.unlisted')}
          value={map.default === null ? 'keep' : 'replace'}
          onChange={(event) => update({ ...map, default: event.target.value === 'keep' ? null : '' })}
          options={[
            { value: 'keep', label: t('pill.unlistedKeep') },
            { value: 'replace', label: t('pill.unlistedReplace') },
          ]}
        />
        {map.default !== null && (
          <Input aria-label={t('pill.defaultValue')} style={{ width: 180 }} value={map.default} onChange={(event) => update({ ...map, default: event.target.value })} data-testid="value-map-default" />
        )}
      </Flex>
    </Flex>
  );
}

type ConditionsEditorProps<C extends PillCondition> = {
  conditions: readonly C[];
  onChange: (conditions: C[]) => void;
  columns: readonly { key: string; header: string }[];
  /** Skip rules have no "the product has no value yet". */
  allowTargetEmpty: boolean;
  addLabel: string;
  testId: string;
};

/** A list of conditions: a column is / is not a value, is / is not empty, or the product has no value yet. */
export function ConditionsEditor<C extends PillCondition | SkipRowCondition>({ conditions, onChange, columns, allowTargetEmpty, addLabel, testId }: ConditionsEditorProps<C>) {
  const { t } = useTranslation('imports');
  const kinds = (['column_is', 'column_is_not', 'column_is_empty', 'column_is_not_empty', ...(allowTargetEmpty ? (['target_is_empty'] as const) : [])] as const).map((value) => ({
    value,
    label: t(`conditions.${value}`),
  }));
  const firstColumn = columns[0]?.key ?? '';
  const build = (kind: PillCondition['kind'], previous: PillCondition | undefined): C => {
    const column = previous && 'column' in previous ? previous.column : firstColumn;
    const value = previous && 'value' in previous ? previous.value : '';
    if (kind === 'target_is_empty') return { kind } as C;
    if (kind === 'column_is' || kind === 'column_is_not') return { kind, column, value } as C;
    return { kind, column } as C;
  };
  return (
    <Flex vertical gap={spacing.sm} data-testid={testId}>
      {conditions.map((condition, index) => (
        <Flex key={index} gap={spacing.sm} align="center" wrap style={{ padding: spacing.sm, background: palette.surfaceRaised, borderRadius: 6 }}>
          {'column' in condition && (
            <Select<string>
              aria-label={t('pill.conditionColumn', { index: index + 1 })}
              style={{ minWidth: 160 }}
              value={condition.column}
              options={columns.some((column) => column.key === condition.column) ? columns.map((column) => ({ value: column.key, label: column.header })) : [{ value: condition.column, label: condition.column }, ...columns.map((column) => ({ value: column.key, label: column.header }))]}
              onChange={(column) => onChange(conditions.map((item, at) => (at === index ? ({ ...item, column } as C) : item)))}
            />
          )}
          <Select<string>
            aria-label={t('pill.conditionKind', { index: index + 1 })}
            style={{ minWidth: 200 }}
            value={condition.kind}
            options={kinds}
            onChange={(kind) => onChange(conditions.map((item, at) => (at === index ? build(kind as PillCondition['kind'], item) : item)))}
          />
          {'value' in condition && (
            <Input
              aria-label={t('pill.conditionValue', { index: index + 1 })}
              style={{ width: 160 }}
              value={condition.value}
              onChange={(event) => onChange(conditions.map((item, at) => (at === index ? ({ ...item, value: event.target.value } as C) : item)))}
            />
          )}
          <Button type="text" aria-label={t('pill.removeCondition', { index: index + 1 })} onClick={() => onChange(conditions.filter((_, at) => at !== index))}>
            ✕
          </Button>
        </Flex>
      ))}
      <div>
        <Button size="small" disabled={conditions.length >= 10} onClick={() => onChange([...conditions, build('column_is', undefined)])}>
          {addLabel}
        </Button>
      </div>
    </Flex>
  );
}
