import { useEffect, useState } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Switch } from '@pimento/shared-kit/ui/antd-inputs';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { alwaysShownPriceFields, disabledPriceFieldsOf, priceFieldSchema, type PriceField } from '@pimento/shared-kit/contracts/price-fields';
import { shadows } from '@pimento/shared-kit/design/tokens';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useSaveDisabledPriceFields } from '../api/price-settings';
import { priceFieldLabelKeys } from '../lib/price-fields';

/**
 * The price's own fields, each shown or disabled for the whole company (administrators). The price
 * and its currency are always shown (spec §5); a disabled field leaves the price forms, the price
 * list's columns and the export columns, and its stored values are kept.
 */
export function PriceFieldsCard({ administrator }: { administrator: boolean }) {
  const { t } = useTranslation('catalogue');
  const notify = useNotify();
  const { flags } = useRemoteProps();
  const save = useSaveDisabledPriceFields();
  const fromFlags = disabledPriceFieldsOf(flags);
  // The answer of our own save until the shell's flags catch up (`company_updated`).
  const [saved, setSaved] = useState<ReadonlySet<PriceField> | null>(null);
  const flagsKey = [...fromFlags].join(',');
  useEffect(() => setSaved(null), [flagsKey]);
  const disabled = saved ?? fromFlags;

  const toggle = (field: PriceField, shown: boolean) => {
    const next = priceFieldSchema.options.filter((candidate) => (candidate === field ? !shown : disabled.has(candidate)));
    save.mutate(next, {
      onSuccess: (answer) => {
        setSaved(new Set(answer));
        notify.success(t(shown ? 'priceFields.shownDone' : 'priceFields.disabledDone', { field: t(priceFieldLabelKeys[field]) }));
      },
      onError: notify.error,
    });
  };

  const columns: TableColumnsType<PriceField> = [
    { key: 'field', title: t('priceFields.field'), render: (_, field) => t(priceFieldLabelKeys[field]) },
    { key: 'code', title: t('extraAttributes.fields.code'), render: (_, field) => <Typography.Text code>{field}</Typography.Text> },
    {
      key: 'shown',
      title: t('priceFields.shown'),
      render: (_, field) => {
        const locked = alwaysShownPriceFields.includes(field);
        return (
          <Flex gap={8} align="center">
            <Switch
              size="small"
              checked={!disabled.has(field)}
              disabled={locked || !administrator || save.isPending}
              // The field being saved: the one whose place differs between the list sent and the list shown.
              loading={save.isPending && save.variables?.includes(field) !== disabled.has(field)}
              aria-label={t('priceFields.showNamed', { field: t(priceFieldLabelKeys[field]) })}
              onChange={(checked) => toggle(field, checked)}
              data-testid={`price-field-${field}`}
            />
            {locked && (
              <Typography.Text type="secondary">
                <LockOutlined aria-hidden /> {t('priceFields.alwaysShown')}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
  ];

  return (
    <Card variant="borderless" title={t('priceFields.title')} style={{ boxShadow: shadows.panel, marginBottom: 24 }} styles={{ body: { padding: 0, overflowX: 'auto' } }}>
      <Typography.Paragraph type="secondary" style={{ padding: '12px 16px 0' }}>
        {t('priceFields.help')}
      </Typography.Paragraph>
      <Table<PriceField> rowKey={(field) => field} size="small" columns={columns} dataSource={[...priceFieldSchema.options]} pagination={false} />
    </Card>
  );
}
