// A thin promise wrapper over autocannon returning the figures the scenarios report.
import autocannon from 'autocannon';

export type LoadFigures = { requestsPerSecond: number; p50Ms: number; p97_5Ms: number; p99Ms: number; errors: number; non2xx: number };

type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
};

export async function load(options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.durationSeconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    // autocannon has no p95: p97.5 is reported, an upper bound of p95.
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
