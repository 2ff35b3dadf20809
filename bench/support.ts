// What the benchmarks share: the figures read from an autocannon run, and the day a search asks for.
import type autocannon from 'autocannon';

export { daysFromNow } from '../src/server/testing/flights';

/** Requests per second, latency percentiles (ms) and failures of one autocannon run. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  total: number;
}

export function loadFigures(result: autocannon.Result): LoadFigures {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
