/**
 * A feed's schedule in the company's time zone: the cron expression the persisted schedules fire
 * (croner reads it in the zone, daylight-saving days included: a time that does not exist on the
 * spring-forward day runs once at the first instant after it, a time that happens twice on the
 * fall-back day runs once, at its first occurrence), and the file name's placeholders read on the
 * same clock.
 */
import type { FeedSchedule } from '@pimento/shared-kit/contracts/feeds';
import { nextRunAfter } from '../../jobs/schedules.ts';

/** Without a time zone of its own, a company reads its feeds on the clock of Paris. */
export const defaultFeedTimeZone = 'Europe/Paris';

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The cron expression of a schedule (minute hour day-of-month month weekday), null for a manual feed. */
export function feedCron(schedule: FeedSchedule): string | null {
  if (schedule.periodicity === 'manual') return null;
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  switch (schedule.periodicity) {
    case 'daily':
      return `${minute} ${hour} * * *`;
    case 'weekly':
      // Cron counts Sunday as 0; the contract counts Monday 1 … Sunday 7.
      return `${minute} ${hour} * * ${schedule.weekday % 7}`;
    case 'monthly':
      return `${minute} ${hour} ${schedule.day === 'last' ? 'L' : schedule.day} * *`;
  }
}

/** The feed's first run strictly after `after`, in `timeZone`; null for a manual feed. */
export function nextFeedRun(schedule: FeedSchedule, timeZone: string, after: Date): Date | null {
  const cron = feedCron(schedule);
  return cron === null ? null : nextRunAfter(cron, timeZone, after);
}

/** The parts of `at` on the wall clock of `timeZone`, two digits each (four for the year). */
export function wallClock(at: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** The file name's placeholders replaced by `at` in the company's time zone (the engine adds the extension). */
export function feedFileName(pattern: string, at: Date, timeZone: string): string {
  const clock = wallClock(at, timeZone);
  return pattern.replace(/\{(year|month|day|hour|minute|second)\}/g, (_placeholder, part: keyof typeof clock) => clock[part]).trim();
}
