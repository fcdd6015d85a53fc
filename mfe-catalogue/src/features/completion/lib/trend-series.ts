import type { CompletionDashboard, CompletionDay } from '@pimento/shared-kit/contracts/completion';

/** One curve of completion over time: a scope's name and its average per day (null where it had no figure that day). */
export type TrendSeries = { key: string; label: string; values: (number | null)[] };

/**
 * The days of every scope's snapshots, oldest first, then today from the live figures when no
 * snapshot was taken yet today (the scheduled one runs at 23:50 UTC), and one series a scope.
 */
export function trendSeries(dashboard: CompletionDashboard, overallLabel: string, today: string): { days: string[]; series: TrendSeries[] } {
  const history = dashboard.history ?? [];
  const live = new Map<number | null, number | null>([[null, dashboard.overall.average], ...dashboard.clients.map(({ summary }) => [summary.client!.id, summary.average] as const)]);
  const days = [...new Set(history.flatMap((scope) => scope.days.map((day) => day.day)))].sort();
  const withToday = days.at(-1) === today ? days : [...days, today];
  const names = new Map(dashboard.clients.map(({ summary }) => [summary.client!.id, summary.client!.name]));
  const series = history.map((scope) => {
    const byDay = new Map<string, CompletionDay>(scope.days.map((day) => [day.day, day]));
    return {
      key: scope.client === null ? 'overall' : String(scope.client),
      label: scope.client === null ? overallLabel : (names.get(scope.client) ?? String(scope.client)),
      values: withToday.map((day) => (day === today && !byDay.has(day) ? (live.get(scope.client) ?? null) : (byDay.get(day)?.average ?? null))),
    };
  });
  return { days: withToday, series: series.filter((entry) => entry.values.some((value) => value !== null)) };
}
