import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Progress } from '@pimento/shared-kit/ui/antd-frame';
import { completionField } from '@pimento/shared-kit/contracts/completion';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { useListingStore } from '../../products/stores/listing-store';
import { useClientCompletion } from '../api/completion';
import { completionTone } from '../lib/completion-tone';
import { CompletionStateAlert } from './completion-state-alert';

/** The gap the card opens the listing on: the client's products below this figure. */
export const completionGap = 80;

/**
 * A client's completion: the average over the products it receives, how many are complete, the
 * distribution, each language's average, and the listing filtered on the products below 80 %.
 */
export function ClientCompletionCard({ clientId }: { clientId: number }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const summary = useClientCompletion(clientId);
  const setFilters = useListingStore((state) => state.setFilters);

  if (summary.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => summary.refetch()}>{t('actions.retry')}</Button>} />;
  if (summary.data === undefined) return null;
  const data = summary.data;
  const openBelow = () => {
    setFilters('product', [{ field: completionField(clientId), operator: 'lt', value: completionGap }]);
    navigate('/products/');
  };

  return (
    <Flex vertical gap={16} data-testid="client-completion">
      <CompletionStateAlert state={data.state} />
      {data.products === 0 ? (
        <Typography.Text type="secondary">{t('completion.card.noProducts')}</Typography.Text>
      ) : (
        <>
          <Flex gap={24} wrap align="center">
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">{t('completion.card.average')}</Typography.Text>
              <ToneTag tone={completionTone(Math.floor(data.average ?? 0))} data-testid="client-completion-average">
                <span style={{ fontSize: 20, fontWeight: 600 }}>{data.average} %</span>
              </ToneTag>
            </Flex>
            <Flex vertical gap={4}>
              <Typography.Text>{t('completion.card.products', { count: data.products })}</Typography.Text>
              <Typography.Text>{t('completion.card.complete', { count: data.complete })}</Typography.Text>
            </Flex>
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">{t('completion.languages')}</Typography.Text>
              <Typography.Text>{data.languages.map((entry) => `${entry.language.toUpperCase()} ${entry.average ?? '–'} %`).join(' · ')}</Typography.Text>
            </Flex>
          </Flex>
          <Flex vertical gap={4} style={{ maxWidth: 480 }}>
            <Typography.Text type="secondary">{t('completion.card.distribution')}</Typography.Text>
            {data.distribution.map((bucket) => {
              const range = bucket.from === 100 ? t('completion.card.bucketFull') : t('completion.card.bucket', { from: bucket.from, to: bucket.to });
              const label = t('completion.card.bucketCount', { range, count: bucket.count });
              return (
                <Flex key={bucket.from} gap={8} align="center" data-testid={`completion-bucket-${bucket.from}`}>
                  <Typography.Text style={{ minWidth: 120 }}>{label}</Typography.Text>
                  <Progress percent={Math.round((bucket.count * 100) / data.products)} showInfo={false} size="small" style={{ flex: 1, margin: 0 }} aria-label={label} />
                </Flex>
              );
            })}
          </Flex>
          <div>
            <Button onClick={openBelow} data-testid="completion-open-below">
              {t('completion.card.below', { percent: completionGap })}
            </Button>
          </div>
        </>
      )}
    </Flex>
  );
}
