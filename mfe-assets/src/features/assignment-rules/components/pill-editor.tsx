import { useState } from 'react';
import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { assetRulePillTypes, type AssetRulePill, type AssetRulePillType } from '@pimento/shared-kit/contracts/asset-assignment';
import type { AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { pillLabel } from '../lib/rule-draft';

export type PillEditorProps = {
  value?: AssetRulePill[];
  onChange?: (pills: AssetRulePill[]) => void;
  attributes: readonly AttributeIdLabel[];
  language: string;
  id?: string;
};

/**
 * The rule's pattern: its pills in order, each removable and movable by its buttons (the keyboard's
 * way), and a row to add one (its text or attribute asked when the kind needs it).
 */
export function PillEditor({ value = [], onChange, attributes, language, id }: PillEditorProps) {
  const { t } = useTranslation('assets');
  const [type, setType] = useState<AssetRulePillType>('text');
  const [text, setText] = useState('');
  const [attributeId, setAttributeId] = useState<number | undefined>(undefined);
  const change = (next: AssetRulePill[]) => onChange?.(next);
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [pill] = next.splice(index, 1);
    next.splice(index + by, 0, pill!);
    change(next);
  };
  const needsText = type === 'text' || type === 'featured';
  const ready = needsText ? text !== '' : type === 'attribute' ? attributeId !== undefined : true;
  const add = () => {
    if (!ready) return;
    const pill: AssetRulePill =
      type === 'text' ? { type, text } : type === 'featured' ? { type, text: text.trim() } : type === 'attribute' ? { type, attribute_id: attributeId! } : { type };
    change([...value, pill]);
    setText('');
  };

  return (
    <Flex vertical gap={spacing.sm} id={id}>
      <Flex wrap gap={spacing.xs} role="list" aria-label={t('rules.pills')} data-testid="rule-pills">
        {value.length === 0 && <Typography.Text type="secondary">{t('rules.noPill')}</Typography.Text>}
        {value.map((pill, index) => {
          const label = pillLabel(pill, t, attributes, language);
          return (
            <Tag key={`${index}-${label}`} role="listitem" color={pill.type === 'text' ? undefined : 'blue'} style={{ marginInlineEnd: 0 }} data-testid={`rule-pill-${index}`}>
              <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label={t('rules.moveLeft', { pill: label })} disabled={index === 0} onClick={() => move(index, -1)} />
              <span style={{ whiteSpace: 'pre' }}>{label}</span>
              <Button type="text" size="small" icon={<ArrowRightOutlined />} aria-label={t('rules.moveRight', { pill: label })} disabled={index === value.length - 1} onClick={() => move(index, 1)} />
              <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('rules.removePill', { pill: label })} onClick={() => change(value.filter((_, other) => other !== index))} />
            </Tag>
          );
        })}
      </Flex>
      <Flex gap={spacing.xs} wrap align="center">
        <Select
          aria-label={t('rules.pillType')}
          value={type}
          onChange={setType}
          style={{ minWidth: 200 }}
          options={assetRulePillTypes.map((value) => ({ value, label: t(`rules.pillTypes.${value}`) }))}
          data-testid="pill-type"
        />
        {needsText && <Input aria-label={t('rules.pillText')} value={text} maxLength={type === 'text' ? 100 : 50} onChange={(event) => setText(event.target.value)} onPressEnter={(event) => { event.preventDefault(); add(); }} style={{ width: 160 }} data-testid="pill-text" />}
        {type === 'attribute' && (
          <Select
            aria-label={t('rules.pillAttribute')}
            showSearch={{ optionFilterProp: 'label' }}
            value={attributeId}
            onChange={setAttributeId}
            style={{ minWidth: 220 }}
            options={attributes.map((attribute) => ({ value: attribute.id, label: attribute.labels[language] ?? attribute.code }))}
            data-testid="pill-attribute"
          />
        )}
        <Button icon={<PlusOutlined />} onClick={add} disabled={!ready} data-testid="add-pill">
          {t('rules.addPill')}
        </Button>
      </Flex>
    </Flex>
  );
}
