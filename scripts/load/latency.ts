// Per-route latency and status counts of a load run: every call's time kept, percentiles computed at the end.
import type { CallRecord } from '../homeowner';

export interface RouteFigures {
  route: string;
  calls: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Calls that got no answer at all (connection refused or reset). */
  noAnswer: number;
}

export class Latency {
  private readonly byRoute = new Map<string, { ms: number[]; statuses: number[] }>();

  readonly record = (call: CallRecord): void => {
    const entry = this.byRoute.get(call.route) ?? { ms: [], statuses: [] };
    entry.ms.push(call.ms);
    entry.statuses.push(call.status);
    this.byRoute.set(call.route, entry);
  };

  figures(routes?: (route: string) => boolean): RouteFigures[] {
    return [...this.byRoute]
      .filter(([route]) => !routes || routes(route))
      .map(([route, { ms, statuses }]) => ({ route, ...percentiles(ms), calls: ms.length, serverErrors: statuses.filter((s) => s >= 500).length, noAnswer: statuses.filter((s) => s === 0).length }))
      .sort((a, b) => a.route.localeCompare(b.route));
  }

  /** The routes matching `routes` taken together, as one line. */
  combined(route: string, routes: (route: string) => boolean): RouteFigures {
    const ms = [...this.byRoute].filter(([r]) => routes(r)).flatMap(([, e]) => e.ms);
    const statuses = [...this.byRoute].filter(([r]) => routes(r)).flatMap(([, e]) => e.statuses);
    return { route, ...percentiles(ms), calls: ms.length, serverErrors: statuses.filter((s) => s >= 500).length, noAnswer: statuses.filter((s) => s === 0).length };
  }
}

function percentiles(ms: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least p% of the calls at or below it.
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? 0 };
}
