// The text layer of a PDF, page by page, in reading order. pdfjs runs on a worker thread (pdf-worker.mjs, see
// there why it is plain JavaScript); one worker is kept for the life of the process and jobs queue on it.
import { Worker } from 'node:worker_threads';
import { toLines, type PositionedText } from './layout';
import { UnreadableFileError } from './unreadable';

export { UnreadableFileError };

export interface PdfPageText {
  page: number; // 1-based
  lines: string[];
  /** Visible characters on the text layer; a scan has none or only a few. */
  charCount: number;
  /** Whether the page paints an image (looked up only for pages with few characters). */
  hasImage: boolean;
  /** Page size in PDF points (1/72 inch). */
  widthPt: number;
  heightPt: number;
}

/** A PDF that takes longer than this to read is not a quote; the reader is stopped and a new one started. */
const PDF_TIME_LIMIT_MS = 30_000;
/** The reader thread's heap: pdfjs needs well under this for quotes of a few dozen pages. */
const PDF_HEAP_LIMIT_MB = 512;

interface WorkerReply {
  id: number;
  numPages?: number;
  pages?: { items: PositionedText[]; charCount: number; hasImage: boolean; widthPt: number; heightPt: number }[];
  error?: { name: string; message: string };
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, (reply: WorkerReply) => void>();

function getWorker(): Worker {
  if (worker) return worker;
  // An empty execArgv starts the worker without the TypeScript loader the service runs under.
  // Its heap is capped: a PDF that makes pdfjs run out of memory ends the worker (the 'exit' below), not the service.
  const w = new Worker(new URL('./pdf-worker.mjs', import.meta.url), {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: PDF_HEAP_LIMIT_MB },
  });
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
    const timer = setTimeout(() => {
      resolve({ id, error: { name: 'Timeout', message: 'reading took too long' } });
      pending.delete(id);
      // The worker is busy with this file and would hold up every later one: replace it.
      if (worker === w) worker = undefined;
      void w.terminate();
    }, PDF_TIME_LIMIT_MS);
    pending.set(id, (r) => {
      clearTimeout(timer);
      resolve(r);
    });
    w.postMessage({ id, bytes: new Uint8Array(bytes), maxPages, fewChars });
  });
  if (reply.error) {
    const reason =
      reply.error.name === 'PasswordException'
        ? 'the PDF is password-protected'
        : reply.error.name === 'Timeout'
          ? 'the PDF took too long to read'
          : 'the file is not a readable PDF';
    throw new UnreadableFileError(fileName, reason);
  }
  return {
    numPages: reply.numPages!,
    pages: reply.pages!.map((p, i) => ({ page: i + 1, lines: toLines(p.items), charCount: p.charCount, hasImage: p.hasImage, widthPt: p.widthPt, heightPt: p.heightPt })),
  };
}

export async function terminatePdfWorker(): Promise<void> {
  const w = worker;
  worker = undefined;
  await w?.terminate();
}
