/** The opaque keyset cursor of the notification list: base64url of `<micros>.<uuid>`. */
import type { NotificationKey } from './repository.ts';

const keyPattern = /^(\d{1,20})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeCursor(key: NotificationKey): string {
  return Buffer.from(`${key.createdMicros}.${key.id}`).toString('base64url');
}

/** The key, or null when the cursor was not made by `encodeCursor`. */
export function decodeCursor(cursor: string): NotificationKey | null {
  const match = keyPattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? { createdMicros: match[1]!, id: match[2]! } : null;
}
