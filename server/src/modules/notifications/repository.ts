/** SQL for one user's notifications, run inside the caller's tenant transaction. */
import type { Queryable } from '../../db/database.ts';

export type NotificationOwner = { companyId: string; userId: string };

export type NotificationRow = {
  id: string;
  title: string;
  description: string;
  image_path: string | null;
  link: string | null;
  visited: boolean;
  created_at: Date | string;
  /** The order it was written in (a bigint, as text): newest first is highest first. */
  seq_key: string;
};

const columns = 'id, title, description, image_path, link, visited, created_at, seq::text AS seq_key';

/** A position in the newest-first order: strictly older than the notification written `seq`-th. */
export type NotificationKey = { seq: string };

export async function insertNotification(
  tx: Queryable,
  owner: NotificationOwner,
  input: { title: string; description: string; imagePath: string | null; link: string | null },
): Promise<NotificationRow> {
  const [row] = await tx.query<NotificationRow>(
    `INSERT INTO notifications (company_id, user_id, title, description, image_path, link)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${columns}`,
    [owner.companyId, owner.userId, input.title, input.description, input.imagePath, input.link],
  );
  return row!;
}

export async function listNotifications(tx: Queryable, owner: NotificationOwner, after: NotificationKey | null, limit: number): Promise<NotificationRow[]> {
  return tx.query<NotificationRow>(
    `SELECT ${columns} FROM notifications
      WHERE company_id = $1 AND user_id = $2
        AND ($3::bigint IS NULL OR seq < $3::bigint)
      ORDER BY seq DESC LIMIT $4`,
    [owner.companyId, owner.userId, after?.seq ?? null, limit],
  );
}

export async function countUnread(tx: Queryable, owner: NotificationOwner): Promise<number> {
  const [row] = await tx.query<{ unread: number }>(
    'SELECT count(*)::int AS unread FROM notifications WHERE company_id = $1 AND user_id = $2 AND NOT visited',
    [owner.companyId, owner.userId],
  );
  return row!.unread;
}

/** True when the notification exists and is this user's. */
export async function markVisited(tx: Queryable, owner: NotificationOwner, notificationId: string): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE notifications SET visited = true WHERE id::text = $1 AND company_id = $2 AND user_id = $3 RETURNING id',
    [notificationId, owner.companyId, owner.userId],
  );
  return rows.length > 0;
}

export async function markAllVisited(tx: Queryable, owner: NotificationOwner): Promise<void> {
  await tx.query('UPDATE notifications SET visited = true WHERE company_id = $1 AND user_id = $2 AND NOT visited', [
    owner.companyId,
    owner.userId,
  ]);
}
