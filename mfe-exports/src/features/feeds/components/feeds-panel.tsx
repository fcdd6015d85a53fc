import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import type { Feed } from '@pimento/shared-kit/contracts/feeds';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useFeedAction, useFeeds, type FeedAction } from '../api/feeds';
import { DeliveriesDrawer } from './deliveries-drawer';
import { FeedEditor } from './feed-editor';
import { deliveryTone, formatWhen, scheduleText } from './feed-text';
import { TimeZoneSetting } from './time-zone-setting';

const cell = { textAlign: 'left' as const, padding: spacing.sm, verticalAlign: 'top' as const };

type Open = { kind: 'editor'; feed: Feed | null } | { kind: 'deliveries'; feed: Feed } | null;

/**
 * The feeds of `/exports/` (spec §2 "automatic feeds: new, list, run, pause, delete"): each with
 * its schedule on the company's clock, its next run and last outcome, and its actions — run now,
 * pause or resume, edit, its deliveries, delete after a confirmation.
 */
export function FeedsPanel() {
  const { t, i18n } = useTranslation('exports');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const confirm = useConfirm();
  const { session } = useRemoteProps();
  const feeds = useFeeds();
  const action = useFeedAction();
  const [open, setOpen] = useState<Open>(null);
  const timeZone = feeds.data?.time_zone ?? '';

  const act = async (feed: Feed, kind: FeedAction) => {
    if (kind === 'delete' && !(await confirm({ content: t('feeds.deleteConfirm', { name: feed.name }), danger: true, okText: t('feeds.actions.delete') }))) return;
    action.mutate(
      { action: kind, id: feed.id },
      { onSuccess: () => notify.success(t(`feeds.done.${kind}`, { name: feed.name })), onError: notify.error },
    );
  };

  return (
    <Flex vertical gap={spacing.md} data-testid="feeds-panel">
      <Flex justify="space-between" align="center" wrap gap={spacing.sm}>
        {timeZone !== '' ? <TimeZoneSetting timeZone={timeZone} editable={session?.isAdministrator === true || session?.isSuperuser === true} /> : <span />}
        <Button type="primary" onClick={() => setOpen({ kind: 'editor', feed: null })} disabled={feeds.isError}>
          {t('feeds.new')}
        </Button>
      </Flex>
      {feeds.isError && <Alert type="error" showIcon title={t('feeds.loadFailed')} />}
      {feeds.isPending ? (
        <Skeleton active />
      ) : (feeds.data?.results ?? []).length === 0 ? (
        !feeds.isError && <Typography.Text>{t('feeds.empty')}</Typography.Text>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'left' }}>
            <Typography.Title level={4}>{t('feeds.title')}</Typography.Title>
          </caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>{t('list.name')}</th>
              <th scope="col" style={cell}>{t('feeds.columns.schedule')}</th>
              <th scope="col" style={cell}>{t('feeds.columns.nextRun')}</th>
              <th scope="col" style={cell}>{t('feeds.columns.lastOutcome')}</th>
              <th scope="col" style={cell}>{t('feeds.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(feeds.data?.results ?? []).map((feed) => (
              <tr key={feed.id} data-testid={`feed-${feed.id}`}>
                <th scope="row" style={cell}>
                  {feed.name}
                  <br />
                  <Typography.Text type="secondary">{t(`feeds.destination.${feed.destination.kind}`)}</Typography.Text>
                </th>
                <td style={cell}>
                  {scheduleText(feed, t, language)}
                  {!feed.active && (
                    <>
                      {' '}
                      <ToneTag tone="neutral">{t('feeds.paused')}</ToneTag>
                    </>
                  )}
                </td>
                <td style={cell}>{feed.next_run === null ? '—' : formatWhen(feed.next_run, language, feed.time_zone)}</td>
                <td style={cell}>
                  {feed.last_delivery === null ? (
                    <Typography.Text type="secondary">{t('feeds.never')}</Typography.Text>
                  ) : (
                    <>
                      <ToneTag tone={deliveryTone(feed.last_delivery.status)}>{t(`feeds.status.${feed.last_delivery.status}`)}</ToneTag>{' '}
                      <Typography.Text type="secondary">{formatWhen(feed.last_delivery.created, language, feed.time_zone)}</Typography.Text>
                    </>
                  )}
                </td>
                <td style={cell}>
                  <Flex gap={spacing.xs} wrap>
                    <Button size="small" onClick={() => void act(feed, 'run')} aria-label={t('feeds.actions.runNamed', { name: feed.name })}>
                      {t('feeds.actions.run')}
                    </Button>
                    {feed.schedule.periodicity !== 'manual' && (
                      <Button size="small" onClick={() => void act(feed, feed.active ? 'pause' : 'resume')} aria-label={t(feed.active ? 'feeds.actions.pauseNamed' : 'feeds.actions.resumeNamed', { name: feed.name })}>
                        {t(feed.active ? 'feeds.actions.pause' : 'feeds.actions.resume')}
                      </Button>
                    )}
                    <Button size="small" onClick={() => setOpen({ kind: 'editor', feed })} aria-label={t('feeds.actions.editNamed', { name: feed.name })}>
                      {t('feeds.actions.edit')}
                    </Button>
                    <Button size="small" onClick={() => setOpen({ kind: 'deliveries', feed })} aria-label={t('feeds.actions.deliveriesNamed', { name: feed.name })}>
                      {t('feeds.actions.deliveries')}
                    </Button>
                    <Button size="small" danger onClick={() => void act(feed, 'delete')} aria-label={t('feeds.actions.deleteNamed', { name: feed.name })}>
                      {t('feeds.actions.delete')}
                    </Button>
                  </Flex>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open?.kind === 'editor' && <FeedEditor feed={open.feed} timeZone={timeZone} onClose={() => setOpen(null)} />}
      {open?.kind === 'deliveries' && <DeliveriesDrawer feed={open.feed} onClose={() => setOpen(null)} />}
    </Flex>
  );
}
