/* eslint-disable no-console -- a command-line report */
// The analyser's figures on the development set of third-party quotes in ../shared/devset (beside the repository):
// recall of the reviewer's expected concepts, false alarms on the things the reviewer says are fine, the price and
// the clarity band. The set's texts are read at run time and never copied into the project; the concepts are
// mapped onto finding ids in devset-mapping.json.
// Run from the repository root: npm run eval:devset
import fs from 'node:fs';
import path from 'node:path';
import { analyzeText } from '../src/domain/analyzer';

interface Concept {
  id: string;
  concept: string;
}
interface Label {
  id: string;
  file: string;
  projectType: string;
  contractorName: string | null;
  expectedTotal: number | null;
  band: 'high' | 'mid' | 'low';
  expect: Concept[];
  forbid: Concept[];
}
type Mapping = Record<string, { expect?: string[]; forbid?: string[] } | string>;

const repoRoot = path.join(import.meta.dirname, '..', '..', '..');
const devset = path.join(repoRoot, '..', 'shared', 'devset');
const labels: Label[] = JSON.parse(fs.readFileSync(path.join(devset, 'labels.json'), 'utf8'));
const mapping: Mapping = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'devset-mapping.json'), 'utf8'),
);
const verbose = process.argv.includes('-v');

/** Devset bands: high is a clarity of 8+, mid 6 to under 8, low under 6. */
function devBand(rating: number): Label['band'] {
  return rating >= 8 ? 'high' : rating >= 6 ? 'mid' : 'low';
}

function patternsFor(doc: string, concept: string, kind: 'expect' | 'forbid'): string[] {
  const entry = mapping[`${doc}/${concept}`] ?? mapping[concept];
  if (!entry || typeof entry === 'string') throw new Error(`devset-mapping.json has no entry for ${concept}`);
  return entry[kind] ?? [];
}

function matches(pattern: string, id: string): boolean {
  return pattern.endsWith('.*') ? id.startsWith(pattern.slice(0, -1)) : pattern === id;
}

const t = {
  quotes: 0,
  expected: 0,
  hit: 0,
  forbid: 0,
  violated: 0,
  found: 0,
  falseFound: 0,
  price: 0,
  band: 0,
};
for (const label of labels) {
  const raw = fs.readFileSync(path.join(devset, label.id, label.file), 'utf8');
  const started = performance.now();
  const { result, findings } = analyzeText({
    pages: [raw],
    projectType: label.projectType,
    contractorName: label.contractorName ?? '',
  });
  const ms = Math.round(performance.now() - started);
  const ids = [...new Set(findings.map((f) => f.id))];
  const missed = label.expect.filter(
    (c) => !ids.some((id) => patternsFor(label.id, c.id, 'expect').some((p) => matches(p, id))),
  );
  const violated = label.forbid.filter((c) =>
    ids.some((id) => patternsFor(label.id, c.id, 'forbid').some((p) => matches(p, id))),
  );
  const forbidden = ids.filter((id) =>
    label.forbid.some((c) => patternsFor(label.id, c.id, 'forbid').some((p) => matches(p, id))),
  );
  const price =
    label.expectedTotal === null
      ? result.extractedPrice === null
      : result.extractedPrice !== null &&
        Math.abs(result.extractedPrice - label.expectedTotal) <= label.expectedTotal * 0.01;
  const band = devBand(result.clarityRating);
  t.quotes++;
  t.expected += label.expect.length;
  t.hit += label.expect.length - missed.length;
  t.forbid += label.forbid.length;
  t.violated += violated.length;
  t.found += ids.length;
  t.falseFound += forbidden.length;
  t.price += price ? 1 : 0;
  t.band += band === label.band ? 1 : 0;
  const recall = (label.expect.length - missed.length) / label.expect.length;
  console.log(
    `${label.id} ${ms}ms rating=${result.clarityRating} band=${label.band}/${band} ` +
      `price=${label.expectedTotal}/${result.extractedPrice}${price ? '' : ' (wrong)'} recall=${recall.toFixed(2)} ` +
      `forbidden=${violated.length}/${label.forbid.length}`,
  );
  if (missed.length) console.log(`    missed: ${missed.map((c) => c.id).join(', ')}`);
  for (const c of violated) {
    const hits = findings.filter((f) => patternsFor(label.id, c.id, 'forbid').some((p) => matches(p, f.id)));
    for (const f of hits) console.log(`    FALSE (${c.id}): ${f.id} [${f.issueType}] "${f.originalText}"`);
  }
  if (verbose)
    for (const f of findings) console.log(`      ${f.id} [${f.issueType}] "${f.originalText.slice(0, 100)}"`);
}
const ratio = (a: number, b: number) => (b ? a / b : 0).toFixed(3);
console.log(
  `devset quotes ${t.quotes}: recall ${ratio(t.hit, t.expected)} (${t.hit}/${t.expected}), ` +
    `forbidden concepts raised ${ratio(t.violated, t.forbid)} (${t.violated}/${t.forbid}), ` +
    `false-alarm rate ${ratio(t.falseFound, t.found)} (${t.falseFound}/${t.found} findings), ` +
    `price right ${ratio(t.price, t.quotes)} (${t.price}/${t.quotes}), band right ${ratio(t.band, t.quotes)} (${t.band}/${t.quotes})`,
);
