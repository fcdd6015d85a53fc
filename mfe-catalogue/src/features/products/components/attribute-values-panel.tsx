import { memo } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form } from '@pimento/shared-kit/ui/antd-form';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Col, Empty, Row, Tag, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import type { Attribute, AttributeTree } from '@pimento/shared-kit/contracts/attributes';
import { pickLabel } from '../../../lib/pick-label';
import { AttributeValueInput } from '../../values/components/attribute-value-input';
import { brokenNumberRules, numberRuleMessages } from '../../values/lib/number-rules';
import { LocalizedValueInput } from '../../values/components/localized-value-input';
import { formatValue } from '../../values/lib/format-value';

export type ValueLayout = { section_id: number; group_id: number; attribute_ids: number[] }[];

export type AttributeValuesPanelProps = {
  layout: ValueLayout;
  tree: AttributeTree | undefined;
  attributesById: ReadonlyMap<number, Attribute>;
  values: Readonly<Record<string, unknown>>;
  onChange: (attributeId: number, value: unknown) => void;
  /** Attributes shown read-only (managed by the model). */
  readOnlyIds: ReadonlySet<number>;
  readOnlyReason?: string;
  /** Attributes the user may read but not edit (attribute rights), shown read-only. */
  lockedIds: ReadonlySet<number>;
  errors: Readonly<Record<string, string[]>>;
  /** What the validation rules say of the stored values, by attribute id (shown as warnings). */
  ruleNotices?: ReadonlyMap<number, string[]>;
  languages: readonly string[];
  unitSymbols: ReadonlyMap<string, string>;
  language: string;
};

/** The values of a product or model, grouped by section and group in page order, each typed. */
export const AttributeValuesPanel = memo(function AttributeValuesPanel({ layout, tree, attributesById, values, onChange, readOnlyIds, readOnlyReason, lockedIds, errors, ruleNotices, languages, unitSymbols, language }: AttributeValuesPanelProps) {
  const { t } = useTranslation('catalogue');
  const sectionName = (id: number) => tree?.sections.find((section) => section.id === id)?.name ?? '';
  const groupName = (id: number) => tree?.sections.flatMap((section) => section.groups).find((group) => group.id === id)?.name ?? '';
  const sections = [...new Set(layout.map((entry) => entry.section_id))];
  if (layout.every((entry) => entry.attribute_ids.length === 0)) return <Empty description={t('detail.noAttributes')} />;

  return (
    <Flex vertical gap={20}>
      {sections.map((sectionId) => (
        <div key={sectionId}>
          <Typography.Title level={5} style={{ textTransform: 'uppercase', letterSpacing: 0.6, fontSize: 12, color: 'var(--pimento-ink-muted)', margin: '0 0 10px' }}>
            {sectionName(sectionId)}
          </Typography.Title>
          <Flex vertical gap={14}>
            {layout
              .filter((entry) => entry.section_id === sectionId && entry.attribute_ids.length > 0)
              .map((entry) => (
                <Card key={entry.group_id} size="small" title={groupName(entry.group_id)} variant="outlined" data-testid={`value-group-${groupName(entry.group_id)}`}>
                  <Row gutter={[24, 4]}>
                    {entry.attribute_ids.map((attributeId) => {
                      const attribute = attributesById.get(attributeId);
                      if (!attribute) return null;
                      const key = String(attributeId);
                      const label = pickLabel(attribute.labels, language, attribute.code);
                      const locked = lockedIds.has(attributeId) && !attribute.computed;
                      const readOnly = readOnlyIds.has(attributeId) || attribute.computed || locked;
                      const unitSymbol = attribute.unit ? (unitSymbols.get(attribute.unit) ?? attribute.unit) : undefined;
                      const serverErrors = Object.entries(errors).filter(([field]) => field === `values.${key}` || field.startsWith(`values.${key}.`)).flatMap(([, messages]) => messages);
                      // A number outside its rules says so as it is typed (and the save is refused).
                      const fieldErrors = [...serverErrors, ...(readOnly ? [] : numberRuleMessages(brokenNumberRules(attribute, values[key]), t, language))];
                      // A broken validation rule warns at the field; an error of the save comes first.
                      const notices = ruleNotices?.get(attributeId) ?? [];
                      const help = [...fieldErrors, ...notices];
                      const wide = attribute.type === 'long_text' || attribute.localizable || attribute.type === 'url_list';
                      return (
                        <Col key={attributeId} span={wide ? 24 : 12}>
                          <Form.Item
                            layout="vertical"
                            htmlFor={`value-${key}`}
                            label={
                              <Flex gap={6} align="center">
                                <span>{label}</span>
                                {attribute.localizable && <Tag style={{ fontSize: 11 }}>{t('attributes.badges.localizable')}</Tag>}
                                {locked ? (
                                  <Tooltip title={t('detail.readOnlyRightHelp')}>
                                    <Tag icon={<LockOutlined />} style={{ fontSize: 11 }} data-testid={`read-only-${attribute.code}`}>
                                      {t('detail.readOnlyRight')}
                                    </Tag>
                                  </Tooltip>
                                ) : readOnly && (
                                  <Tooltip title={attribute.computed ? t('detail.computed') : readOnlyReason}>
                                    <Tag icon={<LockOutlined />} color={attribute.computed ? 'purple' : 'default'} style={{ fontSize: 11 }} data-testid={`managed-${attribute.code}`}>
                                      {attribute.computed ? t('attributes.badges.computed') : t('detail.managedByModel')}
                                    </Tag>
                                  </Tooltip>
                                )}
                              </Flex>
                            }
                            validateStatus={fieldErrors.length > 0 ? 'error' : notices.length > 0 ? 'warning' : undefined}
                            help={help.length > 0 ? help.join(' ') : undefined}
                            style={{ marginBottom: 12 }}
                            data-testid={`value-${attribute.code}`}
                          >
                            {readOnly ? (
                              <Typography.Text type={values[key] === undefined || values[key] === null ? 'secondary' : undefined}>
                                {formatValue(values[key], { ...attribute, unitSymbol }, language, { yes: t('values.yes'), no: t('values.no') }) || t('common.empty')}
                              </Typography.Text>
                            ) : attribute.localizable ? (
                              <LocalizedValueInput
                                id={`value-${key}`}
                                label={label}
                                attribute={attribute}
                                languages={languages}
                                language={language}
                                unitSymbol={unitSymbol}
                                value={(values[key] as Record<string, unknown> | null) ?? null}
                                onChange={(next) => onChange(attributeId, next)}
                                status={fieldErrors.length > 0 ? 'error' : undefined}
                              />
                            ) : (
                              <AttributeValueInput id={`value-${key}`} attribute={attribute} language={language} unitSymbol={unitSymbol} value={values[key] ?? null} onChange={(next) => onChange(attributeId, next)} status={fieldErrors.length > 0 ? 'error' : undefined} />
                            )}
                          </Form.Item>
                        </Col>
                      );
                    })}
                  </Row>
                </Card>
              ))}
          </Flex>
        </div>
      ))}
    </Flex>
  );
});
