import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Empty, Skeleton, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Timeline } from '@pimento/shared-kit/ui/antd-content';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import { historySourceText } from '@pimento/shared-kit/contracts/history';
import { pickLabel } from '../../../lib/pick-label';
import { formatValue } from '../../values/lib/format-value';
import { useHistory } from '../api/get-history';
import type { ListingEntity } from '../lib/listing-fields';

export type HistoryTimelineProps = { entity: ListingEntity; id: number; attributesById: ReadonlyMap<number, Attribute>; language: string };

/** Who saved what and when: one entry per save (or per import, named), each change as old → new. */
export function HistoryTimeline({ entity, id, attributesById, language }: HistoryTimelineProps) {
  const { t, i18n } = useTranslation('catalogue');
  const history = useHistory(entity, id, true);
  const entries = history.data?.pages.flatMap((page) => page.results) ?? [];
  const show = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return t('common.empty');
    if (field.startsWith('values.')) {
      const attribute = attributesById.get(Number(field.split('.')[1]));
      if (attribute) return formatValue(value, attribute, language, { yes: t('values.yes'), no: t('values.no') }) || t('common.empty');
    }
    if (field === 'status') return t(`products.status.${String(value)}`);
    return Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const fieldName = (field: string) => {
    if (!field.startsWith('values.')) return t(`history.fields.${field}`, { defaultValue: field });
    const attribute = attributesById.get(Number(field.split('.')[1]));
    return attribute ? pickLabel(attribute.labels, language, attribute.code) : field;
  };

  if (history.isLoading) return <Skeleton active />;
  if (history.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  if (entries.length === 0) return <Empty description={t('history.empty')} />;
  return (
    <Flex vertical gap={12} data-testid="history">
      <Timeline
        items={entries.map((entry) => ({
          content: (
            <Flex vertical gap={4}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {new Date(entry.changed_at).toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB')} · {entry.user?.username ?? t('history.system')}
                {entry.source ? ` · ${historySourceText(entry.source, i18n.language)}` : ''}
              </Typography.Text>
              {Object.entries(entry.changes).map(([field, [before, after]]) => (
                <Typography.Text key={field}>
                  <Tag>{fieldName(field)}</Tag>
                  <Typography.Text delete type="secondary">
                    {show(field, before)}
                  </Typography.Text>{' '}
                  → <Typography.Text strong>{show(field, after)}</Typography.Text>
                </Typography.Text>
              ))}
            </Flex>
          ),
        }))}
      />
      {history.hasNextPage && (
        <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
          {t('history.more')}
        </Button>
      )}
    </Flex>
  );
}
