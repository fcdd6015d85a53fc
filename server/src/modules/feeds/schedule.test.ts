import { feedCron, feedFileName, nextFeedRun } from './schedule.ts';

/** The runs of a schedule from `from`, each computed after the previous one as the scheduler does. */
function runsFrom(schedule: Parameters<typeof nextFeedRun>[0], zone: string, from: string, count: number): string[] {
  const runs: string[] = [];
  let after = new Date(from);
  for (let index = 0; index < count; index += 1) {
    const next = nextFeedRun(schedule, zone, after)!;
    runs.push(next.toISOString());
    // The scheduler moves a schedule on a few milliseconds after the run it fired.
    after = new Date(next.getTime() + 5);
  }
  return runs;
}

describe('a feed schedule in the company’s time zone', () => {
  it('writes the periodicity as a cron expression (weekdays Monday 1 … Sunday 7, a month’s last day)', () => {
    expect(feedCron({ periodicity: 'manual' })).toBeNull();
    expect(feedCron({ periodicity: 'daily', time: '02:30' })).toBe('30 2 * * *');
    expect(feedCron({ periodicity: 'weekly', time: '18:05', weekday: 1 })).toBe('5 18 * * 1');
    expect(feedCron({ periodicity: 'weekly', time: '18:05', weekday: 7 })).toBe('5 18 * * 0');
    expect(feedCron({ periodicity: 'monthly', time: '00:00', day: 15 })).toBe('0 0 15 * *');
    expect(feedCron({ periodicity: 'monthly', time: '00:00', day: 'last' })).toBe('0 0 L * *');
  });

  it('runs a 02:30 daily feed once on the spring-forward day (at 03:00, the first instant after the gap) and on the days around it at 02:30 local', () => {
    // Paris moves from 02:00 CET to 03:00 CEST on 29 March 2026: 02:30 does not exist that day.
    expect(runsFrom({ periodicity: 'daily', time: '02:30' }, 'Europe/Paris', '2026-03-27T12:00:00Z', 4)).toEqual([
      '2026-03-28T01:30:00.000Z', // 02:30 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST, once
      '2026-03-30T00:30:00.000Z', // 02:30 CEST
      '2026-03-31T00:30:00.000Z',
    ]);
  });

  it('runs a 02:30 daily feed once on the fall-back day, though 02:30 happens twice', () => {
    // Paris moves from 03:00 CEST back to 02:00 CET on 25 October 2026: 02:30 comes twice.
    expect(runsFrom({ periodicity: 'daily', time: '02:30' }, 'Europe/Paris', '2026-10-23T12:00:00Z', 4)).toEqual([
      '2026-10-24T00:30:00.000Z', // 02:30 CEST
      '2026-10-25T00:30:00.000Z', // the first 02:30 (CEST); the second (CET, 01:30Z) is not a run
      '2026-10-26T01:30:00.000Z', // 02:30 CET
      '2026-10-27T01:30:00.000Z',
    ]);
  });

  it('keeps the local hour across a change in another zone, and reads weekly and monthly schedules on the same clock', () => {
    // New York changes on 8 March 2026: 09:00 local is 14:00Z before and 13:00Z after.
    expect(runsFrom({ periodicity: 'weekly', time: '09:00', weekday: 1 }, 'America/New_York', '2026-02-27T00:00:00Z', 3)).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-16T13:00:00.000Z',
    ]);
    expect(runsFrom({ periodicity: 'monthly', time: '06:00', day: 'last' }, 'Europe/Paris', '2026-01-15T00:00:00Z', 3)).toEqual([
      '2026-01-31T05:00:00.000Z',
      '2026-02-28T05:00:00.000Z',
      '2026-03-31T04:00:00.000Z',
    ]);
    expect(nextFeedRun({ periodicity: 'manual' }, 'Europe/Paris', new Date())).toBeNull();
  });

  it('fills the file name’s placeholders on the company’s clock', () => {
    const at = new Date('2026-10-24T22:05:09Z');
    expect(feedFileName('catalogue-{year}{month}{day}-{hour}{minute}{second}', at, 'Europe/Paris')).toBe('catalogue-20261025-000509');
    expect(feedFileName('catalogue-{year}{month}{day}-{hour}{minute}{second}', at, 'UTC')).toBe('catalogue-20261024-220509');
    expect(feedFileName('fixed name', at, 'Europe/Paris')).toBe('fixed name');
  });
});
