import autocannon from 'autocannon';

export type HttpScenario = {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** autocannon's per-request hooks: a body per connection (a save with its own panel and version). */
  requests?: autocannon.Request[];
};

export type HttpResult = { name: string; requestsPerSecond: number; p50: number; p99: number; errors: number };

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function load(scenario: HttpScenario, duration: number) {
  return autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
    headers: { 'content-type': 'application/json', ...scenario.headers },
    connections: CONNECTIONS,
    duration,
    ...(scenario.requests ? { requests: scenario.requests } : {}),
  });
}

// Loads one endpoint with autocannon after a warm-up second; non-2xx answers count as errors.
export async function runHttpScenario(scenario: HttpScenario): Promise<HttpResult> {
  await load(scenario, 1);
  const result = await load(scenario, BENCH_SECONDS);
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export function printHttpTable(results: HttpResult[]): void {
  console.log('\nHTTP scenarios (autocannon, %d connections, %d s each)', CONNECTIONS, BENCH_SECONDS);
  console.table(
    results.map((r) => ({
      scenario: r.name,
      'requests/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
    })),
  );
}
