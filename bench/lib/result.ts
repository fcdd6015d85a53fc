/** One measured figure of a scenario, as printed in the table and stored in bench/results.json. */
export type BenchResult = {
  scenario: string;
  figure: number;
  unit: string;
  target?: string;
  detail?: Record<string, number | string>;
};
