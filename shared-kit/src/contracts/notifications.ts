import { z } from 'zod';
import { emptyBodySchema } from './common.ts';
import { defineEndpoint, noContentSchema } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

/**
 * Notifications (spec §3): per user and company. Asterisks in title and description mark bold
 * text; an `image_path` starting with `icon_` names a product icon, otherwise it is a URL path.
 */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image_path: z.string().nullable(),
  /** ISO 8601 creation time. */
  created: z.string(),
  visited: z.boolean(),
  /** Where the notification leads (an in-app path or a URL), else null. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications/?cursor=&limit=`. */
export const notificationListQuerySchema = z.object({
  /** Opaque keyset cursor from the previous page's `next_cursor`. */
  cursor: textSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** A page of notifications, newest first; `next_cursor` is null on the last page. */
export const notificationPageSchema = z.object({
  results: z.array(notificationSchema),
  next_cursor: z.string().nullable(),
  /** Count of the user's notifications not yet visited (all pages). */
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `GET /api/notifications/unread-count/`. */
export const notificationUnreadSchema = z.object({ unread: z.number().int().min(0) });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

/** The notifications endpoints (docs/api.md, "Tasks and notifications"), declared once for the server and the client. */
export const notificationsApi = {
  /** A page of the user's notifications, newest first (400 `notification.invalid_cursor`). */
  page: defineEndpoint({ method: 'GET', path: '/api/notifications/', query: notificationListQuerySchema, response: notificationPageSchema, errors: [400] }),
  unreadCount: defineEndpoint({ method: 'GET', path: '/api/notifications/unread-count/', response: notificationUnreadSchema }),
  visitAll: defineEndpoint({ method: 'POST', path: '/api/notifications/visit-all/', body: emptyBodySchema.optional(), status: 204, response: noContentSchema }),
  visit: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:id/visit/',
    params: z.object({ id: textSchema.max(100) }),
    body: emptyBodySchema.optional(),
    status: 204,
    response: noContentSchema,
    errors: [404],
  }),
};

export const notificationErrorCodes = {
  notFound: 'notification.not_found',
  invalidCursor: 'notification.invalid_cursor',
} as const;
