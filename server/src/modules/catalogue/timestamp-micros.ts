/**
 * Timestamps as microseconds since the epoch, exact in a double until the year 287,396: the unit
 * of the listing's in-memory sort keys (`sort-keys.ts`), and the conversions between it and the
 * text a keyset cursor holds.
 */

// PostgreSQL's ISO output (`2026-11-22 16:04:55.923456+00`, `+05:30`, `-03:30:15`) and ISO 8601 (`…T…Z`).
const timestampText = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?(Z|([+-])(\d\d)(?::?(\d\d))?(?::?(\d\d))?)$/;

/** The microseconds of a timestamp's text; null for any other form (BC dates, `infinity`…). */
export function microsOfTimestampText(text: string): number | null {
  const match = timestampText.exec(text);
  if (match === null) return null;
  const [, year, month, day, hour, minute, second, fraction = '', zone, sign, offsetHours = '0', offsetMinutes = '0', offsetSeconds = '0'] = match;
  const millis = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const offset = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 3600 + Number(offsetMinutes) * 60 + Number(offsetSeconds));
  return (millis / 1000 - offset) * 1_000_000 + Number(fraction.padEnd(6, '0'));
}

/** ISO 8601 in UTC with six fractional digits: what PostgreSQL reads back as the same timestamptz. */
export function timestampTextOfMicros(micros: number): string {
  const seconds = Math.floor(micros / 1_000_000);
  const fraction = String(micros - seconds * 1_000_000).padStart(6, '0');
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${fraction}Z`;
}
