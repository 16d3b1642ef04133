// The text layer of a PDF, page by page, in reading order. pdfjs runs on a worker thread (pdf-worker.mjs, see
// there why it is plain JavaScript); a pool of workers, one per core, is kept for the life of the process.
import os from 'node:os';
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

/** One reader thread and the replies it owes; a pool of them, one per core, reads several PDFs at once. */
interface Reader {
  worker: Worker;
  pending: Map<number, (reply: WorkerReply) => void>;
}

const POOL_SIZE = Math.max(1, Math.min(os.availableParallelism(), Number(process.env.PDF_POOL_SIZE ?? 2)));
const readers: (Reader | undefined)[] = Array.from({ length: POOL_SIZE }, () => undefined);
let nextId = 0;

function startReader(slot: number): Reader {
  // An empty execArgv starts the worker without the TypeScript loader the service runs under.
  // Its heap is capped: a PDF that makes pdfjs run out of memory ends the worker (the 'exit' below), not the service.
  const w = new Worker(new URL('./pdf-worker.mjs', import.meta.url), {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: PDF_HEAP_LIMIT_MB },
  });
  const reader: Reader = { worker: w, pending: new Map() };
  w.on('message', (reply: WorkerReply) => {
    reader.pending.get(reply.id)?.(reply);
    reader.pending.delete(reply.id);
    if (!reader.pending.size) w.unref();
  });
  const fail = (err: Error) => {
    if (readers[slot] === reader) readers[slot] = undefined;
    for (const [id, resolve] of reader.pending) resolve({ id, error: { name: 'WorkerError', message: err.message } });
    reader.pending.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`the PDF reader stopped (exit code ${code})`)));
  readers[slot] = reader;
  return reader;
}

/** The reader with the fewest PDFs in hand (started on first use). */
function leastBusyReader(): { reader: Reader; slot: number } {
  let slot = 0;
  for (let i = 1; i < readers.length; i++) if ((readers[i]?.pending.size ?? 0) < (readers[slot]?.pending.size ?? 0)) slot = i;
  return { reader: readers[slot] ?? startReader(slot), slot };
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
  const { reader, slot } = leastBusyReader();
  const w = reader.worker;
  const id = nextId++;
  // Idle, the worker must not keep the process alive; while it has work, it must.
  w.ref();
  const reply = await new Promise<WorkerReply>((resolve) => {
    const timer = setTimeout(() => {
      resolve({ id, error: { name: 'Timeout', message: 'reading took too long' } });
      reader.pending.delete(id);
      // The worker is busy with this file and would hold up every later one: replace it.
      if (readers[slot] === reader) readers[slot] = undefined;
      void w.terminate();
    }, PDF_TIME_LIMIT_MS);
    reader.pending.set(id, (r) => {
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
  const running = readers.filter((r): r is Reader => r !== undefined);
  readers.fill(undefined);
  await Promise.all(running.map((r) => r.worker.terminate()));
}
