import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Progress } from '@pimento/shared-kit/ui/antd-frame';
import type { CompletionSummary } from '@pimento/shared-kit/contracts/completion';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import type { CompletionGap } from '../hooks/use-open-completion-gap';
import { completionTone } from '../lib/completion-tone';

/**
 * One scope's figures on the dashboard (the catalogue's or a client's): the average, how many
 * products and how many complete, each language's average, and the six buckets, each a link to the
 * listing on those products. The bars are plain antd progress lines with their count written
 * beside them: no chart library (docs/completion.md "Dashboard").
 */
export function CompletionFigures({ summary, onOpen, testId }: { summary: CompletionSummary; onOpen: (gap: CompletionGap) => void; testId: string }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const number = (value: number) => value.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB');
  const clientId = summary.client?.id ?? null;
  if (summary.products === 0) return <Typography.Text type="secondary">{t('completion.dashboard.noFigures')}</Typography.Text>;
  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Flex gap={24} wrap align="center">
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('completion.card.average')}</Typography.Text>
          <ToneTag tone={completionTone(Math.floor(summary.average ?? 0))} data-testid={`${testId}-average`}>
            <span style={{ fontSize: 20, fontWeight: 600 }}>{summary.average} %</span>
          </ToneTag>
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text>{t('completion.card.products', { count: summary.products, formatted: number(summary.products) })}</Typography.Text>
          <Typography.Text data-testid={`${testId}-complete`}>{t('completion.card.complete', { count: summary.complete, formatted: number(summary.complete) })}</Typography.Text>
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('completion.languages')}</Typography.Text>
          <Typography.Text data-testid={`${testId}-languages`}>{summary.languages.map((entry) => `${entry.language.toUpperCase()} ${entry.average ?? '–'} %`).join(' · ')}</Typography.Text>
        </Flex>
      </Flex>
      <Flex vertical gap={2}>
        <Typography.Text type="secondary">{t('completion.card.distribution')}</Typography.Text>
        {summary.distribution.map((bucket) => {
          const range = bucket.from === 100 ? t('completion.card.bucketFull') : t('completion.card.bucket', { from: bucket.from, to: bucket.to });
          const label = t('completion.card.bucketCount', { range, count: number(bucket.count) });
          return (
            <Flex key={bucket.from} gap={8} align="center">
              {bucket.count === 0 ? (
                <Typography.Text style={{ minWidth: 150, padding: '4px 0' }}>{label}</Typography.Text>
              ) : (
                <Button
                  type="link"
                  style={{ minWidth: 150, justifyContent: 'flex-start', paddingInline: 0 }}
                  aria-label={t('completion.dashboard.openBucket', { range, count: bucket.count, formatted: number(bucket.count) })}
                  onClick={() => onOpen({ clientId, from: bucket.from, to: bucket.to })}
                  data-testid={`${testId}-bucket-${bucket.from}`}
                >
                  {label}
                </Button>
              )}
              <Progress percent={(bucket.count * 100) / summary.products} showInfo={false} size="small" style={{ flex: 1, margin: 0 }} aria-hidden />
            </Flex>
          );
        })}
      </Flex>
    </Flex>
  );
}
