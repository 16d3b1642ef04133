// Keeps the stack's processes running the way Kubernetes keeps a pod's containers running. A process that exits
// while the stack is up is started again after a back-off that doubles with each crash in a row (1 s, 2 s, 4 s …
// 30 s at most; one that stayed up for a minute starts again from 1 s), with a log line that says which process,
// how it ended and when it comes back. Each process's state goes to a JSON file that the gateway's /healthz reads,
// so the system view names a service that is restarting rather than one that is merely down.
//
// `npm test` runs without restarts (restart: false): a crash there is a defect to see, and a restarted service
// would let the test that caused it pass on a retry. The exits are kept for the test run to report instead.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { Logger } from '@qa/platform';

/** What a process is doing: started and not yet ready, ready, waiting out a back-off, stopped by the stack, or dead. */
export type ProcessState = 'starting' | 'running' | 'restarting' | 'stopped' | 'exited';

export interface ProcessStatus {
  state: ProcessState;
  pid?: number;
  /** Restarts since the stack began. */
  restarts: number;
  /** How the last run ended, e.g. "signal SIGKILL" or "code 1". */
  lastExit?: string;
  /** When the current state began (ISO time). */
  since: string;
}

/** The state file's content: one entry per process, by the stack's process name (`admin-reporting`). */
export type SupervisorState = Record<string, ProcessStatus>;

export interface ProcessSpec {
  name: string;
  /** Starts one run of the process; `run` counts from 0. */
  spawn(run: number): ChildProcess;
  /** Whether the process answers its readiness probe. */
  ready(): Promise<boolean>;
}

export interface Backoff {
  initialMs: number;
  maxMs: number;
  /** A run that lasted this long resets the back-off to initialMs. */
  resetAfterMs: number;
}

export const defaultBackoff: Backoff = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

export interface UnexpectedExit {
  name: string;
  how: string;
  at: Date;
}

interface Supervised {
  spec: ProcessSpec;
  child: ChildProcess;
  status: ProcessStatus;
  runs: number;
  /** Crashes in a row, for the back-off. */
  streak: number;
  startedAt: number;
  timer?: NodeJS.Timeout;
}

const READY_POLL_MS = 300;

export class Supervisor {
  private readonly procs = new Map<string, Supervised>();
  private stopping = false;
  /** Every exit the stack did not ask for, in order. */
  readonly exits: UnexpectedExit[] = [];

  constructor(
    private readonly opts: { stateFile: string; restart: boolean; log: Logger; backoff?: Backoff },
  ) {
    this.writeState();
  }

  /** Starts a process and waits until it is ready; an exit or no readiness before the time limit throws. */
  async start(spec: ProcessSpec, timeoutMs = 90_000): Promise<void> {
    const proc: Supervised = { spec, child: spec.spawn(0), runs: 1, streak: 0, startedAt: Date.now(), status: this.status('starting') };
    this.procs.set(spec.name, proc);
    this.watch(proc);
    const start = Date.now();
    while (Date.now() - start < timeoutMs) {
      if (proc.status.state === 'exited' || proc.status.state === 'restarting') {
        throw new Error(`${spec.name} exited with ${proc.status.lastExit} during start-up`);
      }
      if (await spec.ready().catch(() => false)) {
        this.set(proc, 'running');
        return;
      }
      await sleep(READY_POLL_MS);
    }
    throw new Error(`${spec.name} was not ready after ${timeoutMs / 1000} s`);
  }

  pid(name: string): number | undefined {
    return this.procs.get(name)?.status.pid;
  }

  state(): SupervisorState {
    return Object.fromEntries([...this.procs].map(([name, p]) => [name, { ...p.status }]));
  }

  /** Resolves once `name` is ready again (after a restart), or rejects after timeoutMs. */
  async whenRunning(name: string, timeoutMs = 120_000): Promise<void> {
    const start = Date.now();
    while (this.procs.get(name)?.status.state !== 'running') {
      if (Date.now() - start > timeoutMs) throw new Error(`${name} was not running again after ${timeoutMs / 1000} s`);
      await sleep(100);
    }
  }

  /** Stops every process (SIGTERM, SIGKILL after 10 s); nothing is restarted from here on. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      [...this.procs.values()].map(async (proc) => {
        clearTimeout(proc.timer);
        const { child } = proc;
        if (child.exitCode === null && child.signalCode === null) {
          await new Promise<void>((resolve) => {
            const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            child.kill('SIGTERM');
          });
        }
        this.set(proc, 'stopped');
      }),
    );
  }

  private watch(proc: Supervised): void {
    proc.status.pid = proc.child.pid;
    this.writeState();
    proc.child.once('exit', (code, signal) => {
      if (this.stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      this.exits.push({ name: proc.spec.name, how, at: new Date() });
      proc.status.lastExit = how;
      proc.status.pid = undefined;
      // The first start is the stack's own: if that fails (a configuration error, say) the stack fails, since
      // restarting would only loop. A restarted process that dies while starting (its database still down) is
      // restarted again, further apart each time, as Kubernetes does (CrashLoopBackOff).
      const firstStart = proc.runs === 1 && proc.status.state === 'starting';
      if (!this.opts.restart || firstStart) {
        this.set(proc, 'exited');
        this.opts.log.error({ process: proc.spec.name, exit: how }, 'process exited; not restarted');
        return;
      }
      const backoff = this.opts.backoff ?? defaultBackoff;
      if (Date.now() - proc.startedAt >= backoff.resetAfterMs) proc.streak = 0;
      const delayMs = Math.min(backoff.maxMs, backoff.initialMs * 2 ** proc.streak);
      proc.streak += 1;
      this.set(proc, 'restarting');
      this.opts.log.warn({ process: proc.spec.name, exit: how, restartInMs: delayMs, restarts: proc.status.restarts }, 'process exited; restarting after back-off');
      proc.timer = setTimeout(() => this.restart(proc), delayMs);
    });
  }

  private restart(proc: Supervised): void {
    if (this.stopping) return;
    proc.child = proc.spec.spawn(proc.runs);
    proc.runs += 1;
    proc.startedAt = Date.now();
    proc.status.restarts += 1;
    this.watch(proc);
    this.opts.log.info({ process: proc.spec.name, pid: proc.child.pid, restarts: proc.status.restarts }, 'process restarted');
    // It stays "restarting" until its readiness probe answers, as a pod is not ready before its probe passes.
    const child = proc.child;
    const poll = async () => {
      if (this.stopping || proc.child !== child || child.exitCode !== null || child.signalCode !== null) return;
      if (await proc.spec.ready().catch(() => false)) {
        if (proc.child === child && !this.stopping) {
          this.set(proc, 'running');
          this.opts.log.info({ process: proc.spec.name, restarts: proc.status.restarts }, 'process ready again');
        }
        return;
      }
      proc.timer = setTimeout(poll, READY_POLL_MS);
    };
    void poll();
  }

  private status(state: ProcessState): ProcessStatus {
    return { state, restarts: 0, since: new Date().toISOString() };
  }

  private set(proc: Supervised, state: ProcessState): void {
    if (proc.status.state !== state) proc.status = { ...proc.status, state, since: new Date().toISOString() };
    this.writeState();
  }

  // Written whole and renamed into place, so a reader never sees half a file.
  private writeState(): void {
    const tmp = `${this.opts.stateFile}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.state()));
    fs.renameSync(tmp, this.opts.stateFile);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
