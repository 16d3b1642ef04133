// OCR with tesseract.js, fully offline: the English model ships in @tesseract.js-data/eng and nothing is fetched
// or cached to disk. One worker is kept warm because starting one costs ~0.5 s; jobs run one at a time on it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { PositionedText } from './layout';

const require = createRequire(import.meta.url);
// The "best_int" model is the accurate LSTM model in integer form: much better on small print than "fast".
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Words below this confidence are mostly specks, logos and table rules read as letters. */
const MIN_WORD_CONFIDENCE = 20;

let worker: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  worker ??= (async () => {
    const w = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
    // Automatic page segmentation copes with letterheads, tables and terms blocks on one page.
    await w.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' });
    return w;
  })();
  // A worker that failed to start must not poison every later call.
  worker.catch(() => (worker = undefined));
  return worker;
}

/** Recognises the words of one image (PNG or JPEG bytes) with their positions. */
export function ocrImage(image: Buffer): Promise<PositionedText[]> {
  const job = queue.then(async () => {
    const w = await getWorker();
    // rotateAuto straightens slightly skewed scans and phone photos before recognition.
    const { data } = await w.recognize(image, { rotateAuto: true }, { text: false, tsv: true });
    return parseTsv(data.tsv ?? '');
  });
  queue = job.catch(() => undefined);
  return job;
}

/** Whether a worker is running (used by the benchmark to tell cold from warm runs). */
export function ocrWorkerStarted(): boolean {
  return worker !== undefined;
}

export async function terminateOcr(): Promise<void> {
  const pending = worker;
  worker = undefined;
  if (pending) await (await pending.catch(() => undefined))?.terminate();
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
