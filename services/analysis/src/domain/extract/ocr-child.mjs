// The OCR process: tesseract.js behind a process boundary, so that a file that breaks it (a damaged image, a
// decoder that runs out of memory, an error thrown inside tesseract's own worker) ends this process and never
// the service. Plain JavaScript, like pdf-worker.mjs, so it starts without the TypeScript loader.
// Request (IPC, advanced serialisation): { id, image: Buffer }. Reply: { id, tsv } or { id, error }.
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout } from 'node:timers';
import { createWorker, OEM, PSM } from 'tesseract.js';

const require = createRequire(import.meta.url);
// The "best_int" model is the accurate LSTM model in integer form: much better on small print than "fast".
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

// Whatever escapes tesseract is fatal for this process only: say so, and let the parent start a new one.
const die = (err) => {
  process.send?.({ id: -1, error: String(err?.message ?? err) }, () => process.exit(1));
  setTimeout(() => process.exit(1), 500).unref();
};
process.on('uncaughtException', die);
process.on('unhandledRejection', die);
process.on('disconnect', () => process.exit(0));

const worker = createWorker('eng', OEM.LSTM_ONLY, {
  langPath,
  gzip: true,
  cacheMethod: 'none',
  errorHandler: die,
}).then(async (w) => {
  // Automatic page segmentation copes with letterheads, tables and terms blocks on one page.
  await w.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' });
  return w;
});

process.on('message', async ({ id, image }) => {
  try {
    const w = await worker;
    // rotateAuto straightens slightly skewed scans and phone photos before recognition.
    const { data } = await w.recognize(Buffer.from(image), { rotateAuto: true }, { text: false, tsv: true });
    process.send({ id, tsv: data.tsv ?? '' });
  } catch (err) {
    process.send({ id, error: String(err?.message ?? err) });
  }
});
process.send({ id: 0, ready: true });
