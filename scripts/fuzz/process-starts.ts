// Whether any process of the stack restarted or died during a run: each process's start time as its own /metrics
// reports it (prom-client's process_start_time_seconds), read before and after. A restart shows as a new start
// time, a death as no answer, whichever way the stack restarts (or does not restart) its processes.
import { gatewayHealthPort, services } from '../stack';

export type ProcessStarts = Record<string, number | null>;

async function startTime(port: number): Promise<number | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5000) });
    const line = (await res.text()).split('\n').find((l) => l.startsWith('process_start_time_seconds '));
    return line ? Number(line.split(' ')[1]) : null;
  } catch {
    return null;
  }
}

export async function processStarts(portOffset: number): Promise<ProcessStarts> {
  const ports: Array<[string, number]> = [['gateway', gatewayHealthPort], ...services.map((s) => [s.name, s.healthPort] as [string, number])];
  const entries = await Promise.all(ports.map(async ([name, port]) => [name, await startTime(port + portOffset)] as const));
  return Object.fromEntries(entries);
}

/** One line per process that is not the same live process it was. */
export function restartsBetween(before: ProcessStarts, after: ProcessStarts): string[] {
  return Object.entries(before).flatMap(([name, started]) => {
    if (after[name] === null) return [`${name} no longer answers (it died)`];
    if (after[name] !== started) return [`${name} restarted (started at ${started}, now ${after[name]})`];
    return [];
  });
}
