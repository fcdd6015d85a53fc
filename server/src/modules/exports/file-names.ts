/**
 * A run's file name: the placeholders `{year}`, `{month}`, `{day}`, `{hour}`, `{minute}`,
 * `{second}` replaced by the run's start (UTC; companies have no time zone of their own yet), then
 * the format's extension. The contract's pattern already limits the rest to safe characters.
 */
import type { ExportFileFormat } from '@pimento/shared-kit/contracts/exports';

const two = (value: number) => String(value).padStart(2, '0');

export function exportFileName(pattern: string, format: ExportFileFormat, at: Date): string {
  const parts: Record<string, string> = {
    year: String(at.getUTCFullYear()),
    month: two(at.getUTCMonth() + 1),
    day: two(at.getUTCDate()),
    hour: two(at.getUTCHours()),
    minute: two(at.getUTCMinutes()),
    second: two(at.getUTCSeconds()),
  };
  const name = pattern.replace(/\{(year|month|day|hour|minute|second)\}/g, (_placeholder, part: string) => parts[part]!).trim();
  return `${name}.${format}`;
}
