import type { Feed, FeedDeliveryStatus } from '@pimento/shared-kit/contracts/feeds';
import type { Tone } from '@pimento/shared-kit/ui/tone-tag';

export function deliveryTone(status: FeedDeliveryStatus): Tone {
  switch (status) {
    case 'delivered':
      return 'success';
    case 'failed':
      return 'error';
    case 'retrying':
      return 'warning';
    case 'unchanged':
    case 'cancelled':
      return 'neutral';
    default:
      return 'info';
  }
}

/** A moment on the company's clock, with the zone's short name (`27/11/2026, 02:30 CET`). */
export function formatWhen(iso: string, language: string, timeZone: string): string {
  // `dateStyle` cannot go with `timeZoneName` (a RangeError): the fields are named one by one.
  return new Date(iso).toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
}

export function formatSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** The schedule in words, as i18n keys and values: `Every day at 02:30`, `Every Monday at 07:15`, `Manual`. */
export function scheduleText(feed: Pick<Feed, 'schedule'>, t: (key: string, values?: Record<string, unknown>) => string, language: string): string {
  const { schedule } = feed;
  switch (schedule.periodicity) {
    case 'manual':
      return t('feeds.periodicity.manual');
    case 'daily':
      return t('feeds.every.daily', { time: schedule.time });
    case 'weekly':
      return t('feeds.every.weekly', { time: schedule.time, weekday: new Date(Date.UTC(2026, 0, 4 + schedule.weekday)).toLocaleDateString(language, { weekday: 'long', timeZone: 'UTC' }) });
    case 'monthly':
      return schedule.day === 'last' ? t('feeds.every.monthlyLast', { time: schedule.time }) : t('feeds.every.monthly', { time: schedule.time, day: schedule.day });
  }
}
