import { useEffect } from 'react';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Badge, Drawer, Empty, List } from '@pimento/shared-kit/ui/antd-frame';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@pimento/shared-kit/contracts/notifications';
import { useUnreadNotifications } from '../hooks/use-unread-notifications';
import { useVisitNotification } from '../api/visit-notification';
import { RelativeTime } from '@pimento/shared-kit/ui/relative-time';
import { notificationImage } from '../notification-image';
import { NotificationIcon } from './notification-icon';
import { RichText } from './rich-text';

/** The notifications panel: bold asterisks, product icons, relative dates refreshed every 30 s. */
export function NotificationsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { unread, notifications, query } = useUnreadNotifications(open);
  const visit = useVisitNotification();
  const { refetch } = query;

  useEffect(() => {
    // Opening the panel shows what is new since the last look.
    if (open) void refetch();
  }, [open, refetch]);

  const handleOpen = (notification: Notification) => {
    if (!notification.visited) visit.mutate(notification.id);
    if (!notification.link) return;
    onClose();
    if (notification.link.startsWith('/')) navigate(notification.link);
    else window.open(notification.link, '_blank', 'noopener');
  };

  return (
    <Drawer
      title={
        <Flex align="center" gap={8}>
          {t('notifications.title')} {unread > 0 ? <Badge count={unread} /> : null}
        </Flex>
      }
      extra={
        unread > 0 ? (
          <Button size="small" type="link" onClick={() => visit.mutate(null)}>
            {t('notifications.markAllRead')}
          </Button>
        ) : null
      }
      open={open}
      onClose={onClose}
      size={420}
      data-testid="notifications-panel"
    >
      {notifications.length === 0 && !query.isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />
      ) : (
        <List
          loading={query.isLoading}
          dataSource={notifications}
          renderItem={(notification) => (
            <List.Item
              key={notification.id}
              onClick={() => handleOpen(notification)}
              className={notification.visited ? 'pimento-notification' : 'pimento-notification pimento-notification-unread'}
              data-testid="notification"
            >
              <List.Item.Meta
                avatar={<NotificationIcon image={notificationImage(notification.image_path)} />}
                title={<RichText text={notification.title} />}
                description={
                  <>
                    <div>
                      <RichText text={notification.description} />
                    </div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <RelativeTime value={notification.created} />
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {query.hasNextPage ? (
        <Button block onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('notifications.loadMore')}
        </Button>
      ) : null}
    </Drawer>
  );
}
