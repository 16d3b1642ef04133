/* eslint-disable no-console -- a command-line report */
// Scores the analyser on a folder of labelled quotes: `*.expect.json` label files (the format of
// services/analysis/fixtures) and a `files/` folder. Scoring is the fixture test's (test/fixture-expectations.ts).
// Run from the repository root: npx tsx services/analysis/scripts/evaluate.ts <folder>   (npm run eval -- <folder>)
import path from 'node:path';
import { analyzeQuoteDetailed, shutdownAnalyzer } from '../src/domain/analyzer';
import { bandOf } from '../src/domain/score';
import { loadExpectations, loadFiles, score } from '../test/fixture-expectations';

const folder = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'fixtures'));
const expectations = loadExpectations(folder);
if (!expectations.length) {
  console.error(`no *.expect.json label files in ${folder}`);
  process.exit(2);
}

const totals = {
  quotes: 0,
  ok: 0,
  expected: 0,
  hit: 0,
  found: 0,
  falseAlarms: 0,
  priceRight: 0,
  bandRight: 0,
};

/** A null expected price is right only when the engine reports no single price; a figure within 1%. */
export function priceRight(want: number | null, got: number | null): boolean {
  if (want === null) return got === null;
  return got !== null && Math.abs(got - want) <= Math.abs(want) * 0.01;
}

for (const exp of expectations) {
  const started = performance.now();
  try {
    const { result, findings } = await analyzeQuoteDetailed({
      files: loadFiles(exp, folder),
      projectType: exp.projectType,
      contractorName: exp.contractorName,
    });
    const ms = Math.round(performance.now() - started);
    const s = score(
      exp,
      findings.map((f) => f.id),
    );
    const band = bandOf(result.clarityRating);
    const priceOk = priceRight(exp.totalPrice, result.extractedPrice);
    const bandOk = band === exp.clarityBand;
    const ok = s.recall >= 0.9 && s.falseAlarmRate <= 0.1 && priceOk && bandOk;
    totals.quotes++;
    totals.ok += ok ? 1 : 0;
    totals.expected += exp.expected.length;
    totals.hit += exp.expected.length - s.missed.length;
    totals.found += s.found.length;
    totals.falseAlarms += s.falseAlarms.length;
    totals.priceRight += priceOk ? 1 : 0;
    totals.bandRight += bandOk ? 1 : 0;
    console.log(
      `${ok ? 'OK ' : 'BAD'} ${exp.name} ${ms}ms rating=${result.clarityRating} band=${exp.clarityBand}/${band} ` +
        `price=${exp.totalPrice}/${result.extractedPrice} recall=${s.recall.toFixed(2)} fa=${s.falseAlarmRate.toFixed(2)}`,
    );
    if (s.missed.length) console.log(`    missed: ${s.missed.join(', ')}`);
    for (const id of s.falseAlarms)
      for (const f of findings.filter((g) => g.id === id))
        console.log(`    FALSE: ${id} [${f.issueType}] "${f.originalText}"`);
  } catch (err) {
    totals.quotes++;
    totals.expected += exp.expected.length;
    console.log(`BAD ${exp.name} error: ${(err as Error).message}`);
  }
}
await shutdownAnalyzer();

const ratio = (a: number, b: number) => (b ? a / b : 0).toFixed(3);
console.log(
  `quotes ${totals.quotes} (all right ${totals.ok}), recall ${ratio(totals.hit, totals.expected)} (${totals.hit}/${totals.expected}), ` +
    `false-alarm rate ${ratio(totals.falseAlarms, totals.found)} (${totals.falseAlarms}/${totals.found}), ` +
    `price right ${ratio(totals.priceRight, totals.quotes)} (${totals.priceRight}/${totals.quotes}), ` +
    `band right ${ratio(totals.bandRight, totals.quotes)} (${totals.bandRight}/${totals.quotes})`,
);
