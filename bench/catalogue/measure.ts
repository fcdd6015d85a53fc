/** Latency sampling for the catalogue scenarios: sequential or N concurrent users, percentiles. */
export type Latencies = { count: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number };

export function summarise(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! * 10) / 10;
  return { count: sorted.length, p50Ms: at(50), p95Ms: at(95), p99Ms: at(99), maxMs: at(100) };
}

/** Runs `call(i)` `users` at a time until `total` calls are done; each call's duration is a sample. */
export async function sample(total: number, users: number, call: (index: number) => Promise<void>): Promise<Latencies> {
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: users }, async () => {
      while (next < total) {
        const index = next++;
        const started = performance.now();
        await call(index);
        samples.push(performance.now() - started);
      }
    }),
  );
  return summarise(samples);
}
