// Memory of the processes a load run watches: proportional resident memory of the stack's own (by pid, from its supervisor) and of
// the servers it uses (by the port they listen on), read from /proc; and the JavaScript heap in use of the stack's
// processes, from their /metrics (resident memory also counts what the heap has freed but not yet handed back).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Proportional set size in MB (resident memory, each shared page divided among the processes that share it), or
 * undefined when the process is gone; with its children's added when asked. PostgreSQL serves each connection from a
 * process of its own, and every one of them maps the same shared buffers: summing their resident sizes counted those
 * buffers once per connection (254 MB "grew" to 3.8 GB under load), summing proportional sizes counts them once.
 */
export function residentMb(pid: number, withChildren = false): number | undefined {
  const kb = proportionalKb(pid);
  if (kb === undefined) return undefined;
  const children = withChildren ? childrenOf(pid).reduce((sum, child) => sum + (proportionalKb(child) ?? 0), 0) : 0;
  return Math.round((kb + children) / 102.4) / 10;
}

function proportionalKb(pid: number): number | undefined {
  try {
    const kb = Number(/^Pss:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? kb : undefined;
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

/** The pid listening on a loopback TCP port, if `ss` can tell (it names processes of the same user). */
export function pidListeningOn(port: number): number | undefined {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(out)?.[1];
    return pid ? Number(pid) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Node process's own account of its memory in MB, from its Prometheus metrics (prom-client's default metrics): the
 * V8 heap in use and committed, and the memory held outside it by Buffers and other native objects ("external").
 * Resident memory that grows while these stay flat is the allocator keeping pages, not objects kept alive.
 */
export async function nodeMemoryMb(metricsUrl: string): Promise<{ heapUsed?: number; heapTotal?: number; external?: number }> {
  try {
    const text = await (await fetch(metricsUrl, { signal: AbortSignal.timeout(5000) })).text();
    const read = (metric: string) => {
      const bytes = Number(new RegExp(`^${metric} (\\S+)$`, 'm').exec(text)?.[1]);
      return Number.isFinite(bytes) ? Math.round(bytes / 104_857.6) / 10 : undefined;
    };
    return {
      heapUsed: read('nodejs_heap_size_used_bytes'),
      heapTotal: read('nodejs_heap_size_total_bytes'),
      external: read('nodejs_external_memory_bytes'),
    };
  } catch {
    return {};
  }
}
