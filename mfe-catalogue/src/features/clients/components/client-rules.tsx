import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { palette } from '@pimento/shared-kit/design/tokens';
import type { Client, ProductRule } from '@pimento/shared-kit/contracts/clients';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { FilterBuilder } from '../../products/components/filter-builder';
import { useFilterFields } from '../../products/hooks/use-filter-fields';
import { useCatalogueDefinitions } from '../../products/hooks/use-catalogue-definitions';
import { useChangeClient } from '../api/clients';
import { ruleText } from '../lib/rule-text';
import { AddRuleModal } from './add-rule-modal';

/**
 * The rules choosing a client's products, saved as soon as one is added, changed or removed: the
 * client receives the products of any rule. A filter rule is edited with the listing's own filter chips.
 */
export function ClientRules({ client }: { client: Client }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const change = useChangeClient();
  const definitions = useCatalogueDefinitions();
  const [adding, setAdding] = useState(false);
  const editable = client.rights.edit;
  const { fields, fieldLabel } = useFilterFields('product', definitions.attributes, false);

  const saveRules = (rules: ProductRule[], done: string) =>
    change.mutateAsync({ action: 'update', id: client.id, body: { product_rules: rules } }).then(
      () => notify.success(done),
      (error: unknown) => {
        notify.error(error);
        throw error;
      },
    );
  const replaceFilters = (index: number, filters: ListingFilter[]) => {
    // A filter rule left without a filter would select every product: removing its last chip removes the rule.
    const rules = filters.length === 0 ? client.product_rules.filter((_, at) => at !== index) : client.product_rules.map((rule, at) => (at === index ? { kind: 'filter' as const, filters } : rule));
    void saveRules(rules, t(filters.length === 0 ? 'clients.rules.removed' : 'clients.saved', { name: client.name })).catch(() => undefined);
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('clients.rules.help')}
      </Typography.Paragraph>
      {client.product_rules.length === 0 ? (
        <Typography.Text type="secondary" data-testid="client-rules-none">
          {t('clients.rules.none')}
        </Typography.Text>
      ) : (
        <ol style={{ margin: 0, padding: 0, listStyle: 'none', border: `1px solid ${palette.border}`, borderRadius: 8 }}>
          {client.product_rules.map((rule, index) => (
            <li key={index} data-testid={`client-rule-${index}`} style={{ display: 'flex', gap: 12, alignItems: 'flex-start', padding: '12px 16px', borderTop: index === 0 ? undefined : `1px solid ${palette.border}` }}>
              <Flex vertical gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>{t(`clients.rules.kinds.${rule.kind}`)}</Typography.Text>
                {rule.kind === 'filter' && editable ? (
                  <FilterBuilder filters={rule.filters} onChange={(filters) => replaceFilters(index, filters)} fields={fields} fieldLabel={fieldLabel} attributesById={definitions.attributesById} categories={definitions.categories} language={language} />
                ) : (
                  <Typography.Text>{ruleText(rule, definitions.categories, t)}</Typography.Text>
                )}
                {client.broken_rules.includes(index) && <Alert type="warning" showIcon title={t('clients.rules.broken')} data-testid={`client-rule-broken-${index}`} />}
              </Flex>
              {editable && (
                <Tooltip title={t('clients.rules.remove', { index: index + 1 })}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('clients.rules.remove', { index: index + 1 })}
                    onClick={() => void saveRules(client.product_rules.filter((_, at) => at !== index), t('clients.rules.removed')).catch(() => undefined)}
                    data-testid={`client-rule-remove-${index}`}
                  />
                </Tooltip>
              )}
            </li>
          ))}
        </ol>
      )}
      {editable && (
        <Flex>
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="client-add-rule">
            {t('clients.rules.add')}
          </Button>
        </Flex>
      )}
      <AddRuleModal
        open={adding}
        fields={fields}
        fieldLabel={fieldLabel}
        onClose={() => setAdding(false)}
        onAdd={(rule) => saveRules([...client.product_rules, rule], t('clients.rules.added'))}
      />
    </Flex>
  );
}
