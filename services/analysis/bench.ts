// Benchmark of the analyser on the fixture quotes: time per document for text PDFs (cold and warm PDF worker),
// images and scans (cold and warm OCR worker), and the process's peak memory.
// Run from the repository root: npx tsx services/analysis/bench.ts
// Targets on a 2-core machine: a 3-page text PDF in under 1 s, a one-page image in under 10 s.
import os from 'node:os';
import { analyzeQuoteDetailed, shutdownAnalyzer } from './src/domain/analyzer';
import { loadExpectations, loadFiles, type Expectation } from './test/fixture-expectations';

const WARM_RUNS = 3;
const expectations = loadExpectations();
const byName = (name: string) => expectations.find((e) => e.name === name)!;

async function timeOnce(exp: Expectation): Promise<{ ms: number; pages: number; ocrPages: number }> {
  const files = loadFiles(exp);
  const started = performance.now();
  const { result } = await analyzeQuoteDetailed({ files, projectType: exp.projectType, contractorName: exp.contractorName });
  return {
    ms: performance.now() - started,
    pages: result.pages.length,
    ocrPages: result.pages.filter((p) => p.method === 'ocr').length,
  };
}

async function warm(exp: Expectation): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) times.push((await timeOnce(exp)).ms);
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

const rows: [string, string, string][] = [];
const row = (what: string, exp: Expectation, ms: number, pages: string) => rows.push([what, `${exp.name} (${pages})`, `${Math.round(ms)} ms`]);

// Cold: the first PDF starts the PDF worker, the first image starts the OCR worker (loads the English model).
const multiPage = byName('kitchen-full-contract');
const cold = await timeOnce(multiPage);
row('text PDF, cold PDF worker', multiPage, cold.ms, `${cold.pages} pages`);
const image = byName('roofing-bad-photo');
const coldImage = await timeOnce(image);
row('image, cold OCR worker', image, coldImage.ms, 'JPEG, 1 page');

for (const exp of expectations) {
  const once = await timeOnce(exp);
  const kind = once.ocrPages === 0 ? 'text PDF, warm' : once.ocrPages === once.pages ? 'image/scan, warm OCR' : 'mixed, warm OCR';
  row(kind, exp, await warm(exp), `${once.pages} page${once.pages > 1 ? 's' : ''}${once.ocrPages ? `, ${once.ocrPages} OCR` : ''}`);
}
await shutdownAnalyzer();

const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(`Quote analyser benchmark - ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}, median of ${WARM_RUNS} warm runs`);
const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(`${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2].padStart(widths[2])}`);
console.log(`peak RSS ${Math.round(peakMb)} MB (main thread plus PDF and OCR worker threads)`);
