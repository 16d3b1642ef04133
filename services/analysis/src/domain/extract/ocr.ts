// OCR with tesseract.js, fully offline, in a child process of its own (ocr-child.mjs) with a time limit and a
// memory cap: whatever a file does to the OCR engine ends that process, never the service, and the job fails
// with a reason the homeowner can read. The process is kept warm between jobs (starting one costs ~0.5 s) and
// jobs queue on it; a pool of them, one per core, reads several submissions at once. A process is let go when
// idle or swollen, so the service's memory returns to its baseline.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import type { PositionedText } from './layout';
import { UnreadableFileError } from './unreadable';

/** Words below this confidence are mostly specks, logos and table rules read as letters. */
const MIN_WORD_CONFIDENCE = 20;

export const OCR_LIMITS = {
  /** A page takes 1-4 s on two cores; a page that takes this long is not a page. */
  timeMs: Number(process.env.OCR_TIME_LIMIT_MS ?? 60_000),
  /** Resident memory of the OCR process (a letter page at 200 dpi needs ~250 MB). */
  memoryMb: Number(process.env.OCR_MEMORY_LIMIT_MB ?? 1024),
  /** Above this after a job, the process is replaced rather than kept warm. */
  keepWarmBelowMb: 400,
  idleMs: 60_000,
};

interface Reply {
  id: number;
  tsv?: string;
  error?: string;
  ready?: boolean;
}

class OcrProcess {
  private child: ChildProcess;
  private waiting?: { id: number; resolve: (tsv: string) => void; reject: (err: Error) => void };
  private exited = false;
  private watchdog?: NodeJS.Timeout;

  constructor() {
    // An empty execArgv starts the child without the TypeScript loader the service runs under.
    this.child = fork(new URL('./ocr-child.mjs', import.meta.url), [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    this.child.on('message', (reply: Reply) => {
      if (reply.ready) return;
      const waiting = this.waiting;
      if (!waiting || (reply.id !== waiting.id && reply.id !== -1)) return;
      if (reply.error !== undefined) {
        // A process that failed a page is not trusted with the next one (tesseract may be left half-broken).
        this.kill(reply.error);
        waiting.reject(new Error(reply.error));
        return;
      }
      this.settle();
      waiting.resolve(reply.tsv ?? '');
    });
    this.child.on('exit', (code, signal) => {
      this.exited = true;
      this.fail(new Error(`the OCR process stopped (${signal ?? `exit code ${code}`})`));
    });
    this.child.on('error', (err) => this.fail(err));
    this.child.unref();
  }

  get alive(): boolean {
    return !this.exited;
  }

  recognise(id: number, image: Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      this.waiting = { id, resolve, reject };
      const started = Date.now();
      this.child.ref();
      this.watchdog = setInterval(() => {
        if (Date.now() - started > OCR_LIMITS.timeMs) this.kill(`took longer than ${OCR_LIMITS.timeMs / 1000} s`);
        else if (this.rssMb() > OCR_LIMITS.memoryMb) this.kill(`needed more than ${OCR_LIMITS.memoryMb} MB of memory`);
      }, 200);
      this.child.send({ id, image }, (err) => err && this.fail(err));
    });
  }

  /** Resident memory of the child in MB (Linux; 0 where /proc is not there). */
  rssMb(): number {
    try {
      const status = fs.readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  }

  /** Fails the job in hand with the reason and ends the process; it counts as gone from this moment. */
  kill(reason: string): void {
    this.exited = true;
    this.fail(new Error(`OCR ${reason}`));
    this.child.kill('SIGKILL');
  }

  private fail(err: Error): void {
    const waiting = this.waiting;
    this.settle();
    waiting?.reject(err);
  }

  private settle(): void {
    clearInterval(this.watchdog);
    this.waiting = undefined;
    this.child.unref();
  }
}

/**
 * One OCR process and the jobs queued on it. A pool of these, sized to the cores, lets several submissions be
 * read at once; each job goes to the slot with the shortest queue.
 */
class OcrSlot {
  private process?: OcrProcess;
  private idleTimer?: NodeJS.Timeout;
  private queue: Promise<unknown> = Promise.resolve();
  pending = 0;

  run(image: Buffer, fileName: string): Promise<PositionedText[]> {
    this.pending++;
    const job = this.queue.then(async () => {
      clearTimeout(this.idleTimer);
      if (!this.process?.alive) this.process = new OcrProcess();
      const ocr = this.process;
      try {
        return parseTsv(await ocr.recognise(nextId++, image));
      } catch (err) {
        throw new UnreadableFileError(fileName, `the text could not be read (${(err as Error).message})`);
      } finally {
        this.pending--;
        if (ocr.alive && ocr.rssMb() > OCR_LIMITS.keepWarmBelowMb) ocr.kill('was replaced after a large page');
        this.idleTimer = setTimeout(() => this.stop(), OCR_LIMITS.idleMs);
        this.idleTimer.unref();
      }
    });
    this.queue = job.catch(() => undefined);
    return job;
  }

  get alive(): boolean {
    return this.process?.alive ?? false;
  }

  memoryMb(): number {
    return this.process?.alive ? this.process.rssMb() : 0;
  }

  stop(): void {
    clearTimeout(this.idleTimer);
    if (this.process?.alive) this.process.kill('stopped');
    this.process = undefined;
  }
}

/** OCR processes at most: one per core (each needs ~250-400 MB), at least one. */
const POOL_SIZE = Math.max(1, Math.min(os.availableParallelism(), Number(process.env.OCR_POOL_SIZE ?? 2)));
const pool = Array.from({ length: POOL_SIZE }, () => new OcrSlot());
let nextId = 1;

/** Recognises the words of one image (PNG or JPEG bytes) with their positions. */
export function ocrImage(image: Buffer, fileName = 'the image'): Promise<PositionedText[]> {
  const slot = pool.reduce((best, s) => (s.pending < best.pending ? s : best));
  return slot.run(image, fileName);
}

/** Whether a worker is running (used by the benchmark to tell cold from warm runs). */
export function ocrWorkerStarted(): boolean {
  return pool.some((s) => s.alive);
}

/** How many OCR processes are running now. */
export function ocrProcessCount(): number {
  return pool.filter((s) => s.alive).length;
}

/** Resident memory of the OCR processes in MB, 0 when none runs (for tests of the memory cap). */
export function ocrMemoryMb(): number {
  return pool.reduce((sum, s) => sum + s.memoryMb(), 0);
}

export async function terminateOcr(): Promise<void> {
  pool.forEach((s) => s.stop());
}

// TSV columns: level page block paragraph line word left top width height confidence text; level 5 is a word.
function parseTsv(tsv: string): PositionedText[] {
  const words: PositionedText[] = [];
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const [left, top, width, height, confidence] = cols.slice(6, 11).map(Number);
    const str = cols.slice(11).join('\t').trim();
    if (!str || confidence < MIN_WORD_CONFIDENCE) continue;
    words.push({ str, x: left, y: top, width, height });
  }
  return words;
}
