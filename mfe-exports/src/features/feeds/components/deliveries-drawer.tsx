import { useTranslation } from 'react-i18next';
import { Alert, Button, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Drawer, Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { visuallyHidden } from '@pimento/shared-kit/ui/visually-hidden';
import type { Feed, FeedDelivery } from '@pimento/shared-kit/contracts/feeds';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useDeliveries, useReplay } from '../api/feeds';
import { deliveryTone, formatSize, formatWhen } from './feed-text';

const cell = { textAlign: 'left' as const, padding: spacing.sm, verticalAlign: 'top' as const };

/** A feed's deliveries, newest first: when, what, where, how it went; a failed one replayed by hand. */
export function DeliveriesDrawer({ feed, onClose }: { feed: Feed; onClose: () => void }) {
  const { t, i18n } = useTranslation('exports');
  const notify = useNotify();
  const deliveries = useDeliveries(feed.id);
  const replay = useReplay(feed.id);
  const language = toLanguage(i18n.language);
  const replayOne = (delivery: FeedDelivery) =>
    replay.mutate(delivery.id, { onSuccess: () => notify.info(t('feeds.deliveries.replayed')), onError: notify.error });
  return (
    <Drawer open title={t('feeds.deliveries.title', { name: feed.name })} onClose={onClose} size="large">
      {deliveries.isError && <Alert type="error" showIcon title={t('feeds.loadFailed')} />}
      {deliveries.isPending ? (
        <Skeleton active />
      ) : (deliveries.data ?? []).length === 0 ? (
        <Typography.Text>{t('feeds.deliveries.none')}</Typography.Text>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col" style={cell}>{t('feeds.deliveries.when')}</th>
              <th scope="col" style={cell}>{t('feeds.deliveries.outcome')}</th>
              <th scope="col" style={cell}>{t('feeds.deliveries.file')}</th>
              <th scope="col" style={cell}>{t('feeds.deliveries.destination')}</th>
              <th scope="col" style={cell}>
                <span style={visuallyHidden}>{t('feeds.deliveries.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(deliveries.data ?? []).map((delivery) => (
              <tr key={delivery.id} data-testid={`delivery-${delivery.id}`}>
                <td style={cell}>
                  {formatWhen(delivery.created, language, feed.time_zone)}
                  <br />
                  <Typography.Text type="secondary">{t(`feeds.trigger.${delivery.trigger}`)}</Typography.Text>
                </td>
                <td style={cell}>
                  <ToneTag tone={deliveryTone(delivery.status)}>{t(`feeds.status.${delivery.status}`)}</ToneTag>
                  {delivery.attempts > 1 && <Typography.Text type="secondary"> {t('feeds.deliveries.attempts', { count: delivery.attempts })}</Typography.Text>}
                  {delivery.error !== null && (
                    <Typography.Paragraph type="danger" style={{ margin: 0 }}>
                      {errorMessage(delivery.error.code, language)}
                      {delivery.error.detail !== null && <Typography.Text type="secondary"> ({delivery.error.detail})</Typography.Text>}
                    </Typography.Paragraph>
                  )}
                </td>
                <td style={cell}>
                  {delivery.run_id !== null && delivery.file_name !== null ? <a href={`/download/export/${delivery.run_id}/`}>{delivery.file_name}</a> : '—'}
                  {delivery.products !== null && <Typography.Text type="secondary"> · {t('runs.products', { count: delivery.products })}</Typography.Text>}
                  {delivery.size !== null && <Typography.Text type="secondary"> · {formatSize(delivery.size, language)}</Typography.Text>}
                </td>
                <td style={cell}>{delivery.destination}</td>
                <td style={cell}>
                  {delivery.status === 'failed' && (
                    <Button onClick={() => replayOne(delivery)} loading={replay.isPending && replay.variables === delivery.id}>
                      {t('feeds.deliveries.replay')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Drawer>
  );
}
