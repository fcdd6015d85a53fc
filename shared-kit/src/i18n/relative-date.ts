/** How a date reads relative to now (spec §9): translated by the caller. */
export type RelativeDate =
  | { key: 'dates.fewSeconds' | 'dates.lessThanMinute' }
  | { key: 'dates.minutes' | 'dates.inMinutes'; count: number }
  | { key: 'dates.today' | 'dates.yesterday' | 'dates.tomorrow' }
  | { key: null; text: string };

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Spec §9: "a few seconds", "< 1 minute", minutes under 90, then Today, Yesterday, Tomorrow or DD/MM/YYYY.
 */
export function relativeDate(value: Date | string, now: Date = new Date()): RelativeDate {
  const date = typeof value === 'string' ? new Date(value) : value;
  const diffMs = now.getTime() - date.getTime();
  const seconds = Math.abs(diffMs) / 1000;
  const minutes = Math.floor(seconds / 60);
  // A page reads the time every 30 s and the server's clock may be a little ahead: what was just
  // saved can look up to a minute in the future, and is "a few seconds ago", never "in 1 minute".
  if (diffMs > -60_000 && diffMs < 30_000) return { key: 'dates.fewSeconds' };
  if (diffMs >= 0 && seconds < 60) return { key: 'dates.lessThanMinute' };
  if (minutes < 90) return { key: diffMs >= 0 ? 'dates.minutes' : 'dates.inMinutes', count: Math.max(1, minutes) };
  const days = Math.round((dayStart(now) - dayStart(date)) / 86_400_000);
  if (days === 0) return { key: 'dates.today' };
  if (days === 1) return { key: 'dates.yesterday' };
  if (days === -1) return { key: 'dates.tomorrow' };
  return { key: null, text: `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` };
}
