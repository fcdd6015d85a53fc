import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '@pimento/shared-kit/ui/antd-core';
import type { CompletionDashboard } from '@pimento/shared-kit/contracts/completion';
import { palette } from '@pimento/shared-kit/design/tokens';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { loadChart } from '../lib/load-chart';
import { trendSeries, type TrendSeries } from '../lib/trend-series';

/** Line colours: the tokens' text-strength hues (3:1 at least against the white card, WCAG 1.4.11); the overall curve in ink. */
const lineColours = [palette.ink, palette.pepper, palette.info, palette.success, palette.warning, palette.inkMuted, palette.infoActive, palette.pepperDark];
/** Dash patterns, so the curves differ by more than their colour (WCAG 1.4.1). */
const lineDashes = [[], [6, 3], [2, 2], [10, 4, 2, 4], [4, 4]];

/**
 * Completion over time (docs/completion.md "Over time"): the average per day of the catalogue and
 * of each client, from the daily snapshots, today's live figure last. A line chart drawn by
 * chart.js, loaded only here; the same figures are a table (the chart's text alternative, for
 * screen readers and the keyboard), and the chart's name says the first and last figures.
 */
export function CompletionTrend({ dashboard }: { dashboard: CompletionDashboard }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const today = new Date().toISOString().slice(0, 10);
  const { days, series } = trendSeries(dashboard, t('completion.overall'), today);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const drawn = days.length >= 2 && series.length > 0;
  const dayText = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(language === 'fr' ? 'fr-FR' : 'en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  // What the chart draws, as text: its content, not the arrays' identity at each render, decides a redraw (a new language too).
  const figures = JSON.stringify({ labels: days.map(dayText), series });

  useEffect(() => {
    if (!drawn || canvas.current === null) return;
    const { labels, series: lines } = JSON.parse(figures) as { labels: string[]; series: TrendSeries[] };
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    loadChart()
      .then((Chart) => {
        if (cancelled || canvas.current === null) return;
        chart = new Chart(canvas.current, {
          type: 'line',
          data: {
            labels,
            datasets: lines.map((entry, index) => ({ label: entry.label, data: entry.values, borderColor: lineColours[index % lineColours.length], backgroundColor: lineColours[index % lineColours.length], borderDash: lineDashes[index % lineDashes.length], spanGaps: true, tension: 0.2 })),
          },
          options: { animation: false, responsive: true, maintainAspectRatio: false, scales: { y: { min: 0, max: 100, ticks: { callback: (value) => `${value} %` } } } },
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [figures, drawn]);

  if (dashboard.history === null) return <Typography.Text type="secondary">{t('completion.trend.restricted')}</Typography.Text>;
  if (!drawn) return <Typography.Text type="secondary">{t('completion.trend.notYet')}</Typography.Text>;
  const percent = (value: number | null) => (value === null ? '–' : `${value} %`);
  const overall = series[0]!;
  const first = overall.values.find((value) => value !== null) ?? null;
  const summary = t('completion.trend.summary', { scope: overall.label, days: days.length, from: percent(first), to: percent(overall.values.at(-1) ?? null) });
  return (
    <div data-testid="dashboard-trend">
      {!failed && (
        <div style={{ position: 'relative', height: 240 }}>
          <canvas ref={canvas} role="img" aria-label={summary} data-testid="dashboard-trend-chart" />
        </div>
      )}
      <details style={{ marginTop: 8 }}>
        <summary style={{ cursor: 'pointer' }}>{t('completion.trend.asTable')}</summary>
        <div style={{ overflowX: 'auto' }}>
          <table className="pimento-plain-table" data-testid="dashboard-trend-table" style={{ borderCollapse: 'collapse', marginTop: 8 }}>
            <caption style={{ textAlign: 'left', captionSide: 'top' }}>{summary}</caption>
            <thead>
              <tr>
                <th scope="col" style={cell}>{t('completion.trend.day')}</th>
                {series.map((entry: TrendSeries) => (
                  <th key={entry.key} scope="col" style={cell}>
                    {entry.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row" style={cell}>
                    {day === today ? t('completion.trend.today') : dayText(day)}
                  </th>
                  {series.map((entry) => (
                    <td key={entry.key} style={{ ...cell, textAlign: 'right' }}>
                      {percent(entry.values[index] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

const cell = { padding: '4px 12px', borderBottom: `1px solid ${palette.divider}`, fontWeight: 'normal' } as const;
