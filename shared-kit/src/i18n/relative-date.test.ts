import { relativeDate } from './relative-date.ts';

const now = new Date(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relative dates (spec §9)', () => {
  it('says "a few seconds" then "< 1 minute"', () => {
    expect(relativeDate(ago(5_000), now)).toEqual({ key: 'dates.fewSeconds' });
    expect(relativeDate(ago(45_000), now)).toEqual({ key: 'dates.lessThanMinute' });
  });

  it('says "a few seconds" of a moment saved after the page last read the time', () => {
    expect(relativeDate(ago(-20_000), now)).toEqual({ key: 'dates.fewSeconds' });
    expect(relativeDate(ago(-59_000), now)).toEqual({ key: 'dates.fewSeconds' });
    expect(relativeDate(ago(-61_000), now)).toEqual({ key: 'dates.inMinutes', count: 1 });
  });

  it('counts minutes under 90', () => {
    expect(relativeDate(ago(61_000), now)).toEqual({ key: 'dates.minutes', count: 1 });
    expect(relativeDate(ago(89 * 60_000), now)).toEqual({ key: 'dates.minutes', count: 89 });
    expect(relativeDate(new Date(now.getTime() + 10 * 60_000), now)).toEqual({ key: 'dates.inMinutes', count: 10 });
  });

  it('then says Today, Yesterday, Tomorrow or DD/MM/YYYY', () => {
    expect(relativeDate(ago(91 * 60_000), now)).toEqual({ key: 'dates.today' });
    expect(relativeDate(new Date(2026, 10, 21, 23, 0), now)).toEqual({ key: 'dates.yesterday' });
    expect(relativeDate(new Date(2026, 10, 23, 9, 0), now)).toEqual({ key: 'dates.tomorrow' });
    expect(relativeDate(new Date(2026, 0, 5, 9, 0), now)).toEqual({ key: null, text: '05/01/2026' });
  });

  it('accepts ISO strings', () => {
    expect(relativeDate(ago(3 * 60_000).toISOString(), now)).toEqual({ key: 'dates.minutes', count: 3 });
  });
});
