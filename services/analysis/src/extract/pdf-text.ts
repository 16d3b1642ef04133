// The text layer of a PDF, page by page, in reading order. pdfjs runs on a worker thread (pdf-worker.mjs, see
// there why it is plain JavaScript); one worker is kept for the life of the process and jobs queue on it.
import { Worker } from 'node:worker_threads';
import { toLines, type PositionedText } from './layout';

/** A file the analyser cannot open (corrupt, encrypted, not really a PDF). */
export class UnreadableFileError extends Error {
  constructor(fileName: string, reason: string) {
    super(`Could not read ${fileName}: ${reason}`);
    this.name = 'UnreadableFileError';
  }
}

export interface PdfPageText {
  page: number; // 1-based
  lines: string[];
  /** Visible characters on the text layer; a scan has none or only a few. */
  charCount: number;
  /** Whether the page paints an image (looked up only for pages with few characters). */
  hasImage: boolean;
}

interface WorkerReply {
  id: number;
  numPages?: number;
  pages?: { items: PositionedText[]; charCount: number; hasImage: boolean }[];
  error?: { name: string; message: string };
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, (reply: WorkerReply) => void>();

function getWorker(): Worker {
  if (worker) return worker;
  // An empty execArgv starts the worker without the TypeScript loader the service runs under.
  const w = new Worker(new URL('./pdf-worker.mjs', import.meta.url), { execArgv: [] });
  w.on('message', (reply: WorkerReply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
    if (!pending.size) w.unref();
  });
  const fail = (err: Error) => {
    if (worker === w) worker = undefined;
    for (const [id, resolve] of pending)
      resolve({ id, error: { name: 'WorkerError', message: err.message } });
    pending.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`the PDF reader stopped (exit code ${code})`)));
  worker = w;
  return w;
}

/**
 * Reads up to maxPages pages of a PDF; throws UnreadableFileError for files pdfjs cannot open. Pages with fewer
 * than fewChars characters are also checked for images, to find the scans that need OCR.
 */
export async function readPdf(
  bytes: Buffer,
  fileName: string,
  maxPages: number,
  fewChars: number,
): Promise<{ numPages: number; pages: PdfPageText[] }> {
  const w = getWorker();
  const id = nextId++;
  // Idle, the worker must not keep the process alive; while it has work, it must.
  w.ref();
  const reply = await new Promise<WorkerReply>((resolve) => {
    pending.set(id, resolve);
    w.postMessage({ id, bytes: new Uint8Array(bytes), maxPages, fewChars });
  });
  if (reply.error) {
    const reason =
      reply.error.name === 'PasswordException'
        ? 'the PDF is password-protected'
        : 'the file is not a readable PDF';
    throw new UnreadableFileError(fileName, reason);
  }
  return {
    numPages: reply.numPages!,
    pages: reply.pages!.map((p, i) => ({ page: i + 1, lines: toLines(p.items), charCount: p.charCount, hasImage: p.hasImage })),
  };
}

export async function terminatePdfWorker(): Promise<void> {
  const w = worker;
  worker = undefined;
  await w?.terminate();
}
