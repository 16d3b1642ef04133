// CPU time of the processes a benchmark watches, read from /proc: how many milliseconds of CPU each one spends per
// request under load. Unlike latency and throughput it hardly depends on what else the machine is running, so it
// compares runs on a shared machine (a busy neighbour makes a request wait longer, not cost more CPU).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export interface WatchedProcess {
  name: string;
  pid: number;
  /** Count its children too (PostgreSQL serves each connection from a process of its own). */
  withChildren?: boolean;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Fields of /proc/<pid>/stat after the command name: [0] is the state, [11] utime, [12] stime, [13] cutime, [14] cstime. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * User and system CPU time a process has used, in ms, or undefined when it is gone. With its children: those alive
 * and those that ended and were waited for.
 */
export function cpuMs(pid: number, withChildren = false): number | undefined {
  const f = statFields(pid);
  if (!f) return undefined;
  let ticks = Number(f[11]) + Number(f[12]);
  if (withChildren) {
    ticks += Number(f[13]) + Number(f[14]);
    for (const child of childrenOf(pid)) {
      const c = statFields(child);
      if (c) ticks += Number(c[11]) + Number(c[12]) + Number(c[13]) + Number(c[14]);
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

function sample(watched: WatchedProcess[]): Map<string, number | undefined> {
  return new Map(watched.map(({ name, pid, withChildren }) => [name, cpuMs(pid, withChildren)]));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a load and answers, per process, the CPU ms it spent per request: what it used during the load less what it
 * uses at rest (measured over `idleMs` just before, as a rate: Kafka consumers, relays and sweepers run either way),
 * divided by the requests served. A process that disappeared meanwhile has no figure.
 */
export async function cpuPerRequest<T>(
  watched: WatchedProcess[],
  load: () => Promise<T>,
  requestsOf: (result: T) => number,
  idleMs = 5000,
): Promise<{ result: T; msPerRequest: Map<string, number | undefined> }> {
  const rest = sample(watched);
  const restStarted = performance.now();
  await sleep(idleMs);
  const loadStarted = performance.now();
  const before = sample(watched);
  const result = await load();
  const after = sample(watched);
  const loadMs = performance.now() - loadStarted;
  const requests = requestsOf(result);
  const msPerRequest = new Map<string, number | undefined>();
  for (const { name } of watched) {
    const [r, b, a] = [rest.get(name), before.get(name), after.get(name)];
    if (r === undefined || b === undefined || a === undefined || requests <= 0) {
      msPerRequest.set(name, undefined);
      continue;
    }
    const idleRate = (b - r) / (loadStarted - restStarted);
    msPerRequest.set(name, Math.max(0, a - b - idleRate * loadMs) / requests);
  }
  return { result, msPerRequest };
}
