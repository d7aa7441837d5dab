/** One answer of a load run: what was asked, when, how long it took and what came back. */
export interface Sample {
  path: string;
  startedAt: number;
  ms: number;
  /** 0 when no answer came (the connection failed or the time limit passed). */
  status: number;
  retryAfter: string | null;
  body: string;
}

const ANSWER_LIMIT_MS = 10_000;

/**
 * Asks the given paths round and round from `concurrency` clients until stopped, keeping every answer.
 * A request that gets no answer within ten seconds counts as one that hung.
 */
export function startLoad(baseUrl: string, paths: string[], concurrency: number) {
  const samples: Sample[] = [];
  let running = true;
  let next = 0;
  const client = async () => {
    while (running) {
      const path = paths[next++ % paths.length]!;
      const startedAt = Date.now();
      let sample: Sample;
      try {
        const response = await fetch(baseUrl + path, { signal: AbortSignal.timeout(ANSWER_LIMIT_MS) });
        const body = await response.text();
        const retryAfter = response.headers.get('retry-after');
        sample = { path, startedAt, ms: Date.now() - startedAt, status: response.status, retryAfter, body };
      } catch {
        sample = { path, startedAt, ms: Date.now() - startedAt, status: 0, retryAfter: null, body: '' };
      }
      samples.push(sample);
    }
  };
  const clients = Array.from({ length: concurrency }, client);
  return {
    samples,
    async stop(): Promise<Sample[]> {
      running = false;
      await Promise.all(clients);
      return samples;
    },
  };
}

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
