/** The opaque keyset cursor of the notification list: base64url of the last notification's `seq`. */
import type { NotificationKey } from './repository.ts';

const keyPattern = /^(\d{1,18})$/;

export function encodeCursor(key: NotificationKey): string {
  return Buffer.from(key.seq).toString('base64url');
}

/** The key, or null when the cursor was not made by `encodeCursor`. */
export function decodeCursor(cursor: string): NotificationKey | null {
  const match = keyPattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? { seq: match[1]! } : null;
}
