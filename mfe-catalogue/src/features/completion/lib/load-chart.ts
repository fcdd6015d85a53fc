/**
 * chart.js, loaded on the dashboard only when a curve is drawn (docs/completion.md "Over time"):
 * its own chunk, with only the line chart's pieces registered (webpack keeps only what the
 * destructuring names), so nothing of it is in the shell's or the catalogue's first load.
 */
import type { Chart as ChartType } from 'chart.js';

let loading: Promise<typeof ChartType> | null = null;

export function loadChart(): Promise<typeof ChartType> {
  loading ??= import(
    /* webpackChunkName: "dashboard-chart" */
    'chart.js'
  ).then(({ Chart, LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip }) => {
    Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);
    return Chart;
  });
  return loading;
}
