/**
 * Notifications of one user (spec §3): created by features (an import finished, a feed failed …),
 * pushed live on /ws/ as `new_notification`, listed newest first with a keyset cursor.
 */
import type { Notification, NotificationPage } from '@pimento/shared-kit/contracts/notifications';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { RealtimePublisher } from '../../realtime/publisher.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { countUnread, insertNotification, listNotifications, markAllVisited, markVisited } from './repository.ts';
import type { NotificationOwner, NotificationRow } from './repository.ts';

export type NewNotification = {
  title: string;
  description?: string;
  /** `icon_<name>` for a product icon, else a URL path. */
  imagePath?: string | null;
  link?: string | null;
};

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_path: row.image_path,
    created: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    visited: row.visited,
    link: row.link,
  };
}

/**
 * Stores the notification and pushes it to the user's open sockets. It opens its own transaction:
 * the push goes out after the commit, so a client that re-reads on it finds the notification.
 */
export async function notifyUser(db: Database, owner: NotificationOwner, input: NewNotification, publisher: RealtimePublisher): Promise<Notification> {
  const { row, unread } = await db.withTenant(owner.companyId, async (tx) => {
    const inserted = await insertNotification(tx, owner, {
      title: input.title,
      description: input.description ?? '',
      imagePath: input.imagePath ?? null,
      link: input.link ?? null,
    });
    return { row: inserted, unread: await countUnread(tx, owner) };
  });
  const notification = toNotification(row);
  await publisher.publishToUser(owner.companyId, owner.userId, { type: 'new_notification', notification, unread });
  return notification;
}

export async function notificationPage(tx: Queryable, owner: NotificationOwner, query: { cursor?: string; limit: number }): Promise<NotificationPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !after) throw new AppError(400, 'notification.invalid_cursor');
  // one more than asked tells whether another page exists
  const rows = await listNotifications(tx, owner, after, query.limit + 1);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    results: pageRows.map(toNotification),
    next_cursor: rows.length > query.limit && last ? encodeCursor({ seq: last.seq_key }) : null,
    unread: await countUnread(tx, owner),
  };
}

export function unreadCount(tx: Queryable, owner: NotificationOwner): Promise<number> {
  return countUnread(tx, owner);
}

export async function visitNotification(tx: Queryable, owner: NotificationOwner, notificationId: string): Promise<void> {
  if (!(await markVisited(tx, owner, notificationId))) throw new AppError(404, 'notification.not_found');
}

export function visitAllNotifications(tx: Queryable, owner: NotificationOwner): Promise<void> {
  return markAllVisited(tx, owner);
}
