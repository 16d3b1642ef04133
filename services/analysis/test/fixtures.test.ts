// Every fixture quote against its expectations: recall of the findings a careful reviewer expects >= 0.9,
// false-alarm rate <= 0.1, total price within 1%, and the clarity band. Metrics are defined in
// fixture-expectations.ts.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { analysisResultSchema } from '@qa/contracts';
import { analyzeQuoteDetailed, shutdownAnalyzer } from '../src/domain/analyzer';
import { bandOf } from '../src/domain/score';
import { fixturesDir, listedAsFalseAlarm, loadExpectations, loadFiles, score } from './fixture-expectations';

const expectations = loadExpectations();
const totals = { expected: 0, hit: 0, found: 0, falseAlarms: 0 };

after(async () => {
  await shutdownAnalyzer();
  console.log(
    `fixtures: ${expectations.length}, recall ${(totals.hit / totals.expected).toFixed(3)} (${totals.hit}/${totals.expected}), ` +
      `false-alarm rate ${(totals.falseAlarms / totals.found).toFixed(3)} (${totals.falseAlarms}/${totals.found})`,
  );
});

test('the fixture set covers every project type, PDF and image forms, a split quote, a 3+ page PDF and a scan', () => {
  assert.ok(expectations.length >= 14);
  const types = new Set(expectations.map((e) => e.projectType.toLowerCase()));
  for (const t of ['roofing', 'kitchen', 'bath', 'hvac', 'solar', 'flooring']) assert.ok(types.has(t), t);
  assert.ok(
    expectations.some(
      (e) => !['roofing', 'kitchen', 'bath', 'hvac', 'solar', 'flooring'].includes(e.projectType),
    ),
    'an "other" project',
  );
  const files = expectations.flatMap((e) => e.files);
  for (const ext of ['.pdf', '.png', '.jpg'])
    assert.ok(
      files.some((f) => f.endsWith(ext)),
      ext,
    );
  assert.ok(
    expectations.some((e) => e.files.length >= 2),
    'a quote split across files',
  );
  assert.ok(fs.existsSync(path.join(fixturesDir, 'files', 'roofing-storm-scan.pdf')));
});

for (const exp of expectations) {
  test(`fixture ${exp.name}: ${exp.description}`, async () => {
    for (const id of exp.expected)
      assert.ok(
        !listedAsFalseAlarm(exp, id) && !exp.optional.includes(id),
        `expectation file: ${id} is both expected and not`,
      );
    const { result, findings, text } = await analyzeQuoteDetailed({
      files: loadFiles(exp),
      projectType: exp.projectType,
      contractorName: exp.contractorName,
    });
    analysisResultSchema.parse(result);
    const s = score(
      exp,
      findings.map((f) => f.id),
    );
    totals.expected += exp.expected.length;
    totals.hit += exp.expected.length - s.missed.length;
    totals.found += s.found.length;
    totals.falseAlarms += s.falseAlarms.length;

    assert.ok(s.recall >= 0.9, `recall ${s.recall.toFixed(2)}; missed ${s.missed.join(', ')}`);
    assert.ok(
      s.falseAlarmRate <= 0.1,
      `false-alarm rate ${s.falseAlarmRate.toFixed(2)}; unexpected ${s.falseAlarms.join(', ')}`,
    );
    if (exp.totalPrice === null) assert.equal(result.extractedPrice, null);
    else
      assert.ok(
        Math.abs((result.extractedPrice ?? Number.NaN) - exp.totalPrice) <= exp.totalPrice * 0.01,
        `price ${result.extractedPrice} vs ${exp.totalPrice}`,
      );
    assert.equal(bandOf(result.clarityRating), exp.clarityBand, `rating ${result.clarityRating}`);
    // The level shown is the labelled band, never more than the worst finding (score.ts shownBand).
    const { highRiskCount: high, mediumRiskCount: medium } = result.summary;
    const supported = high > 0 ? 'high' : medium > 0 ? 'medium' : 'low';
    const labelled = ({ low: 'low', moderate: 'medium', high: 'high' } as const)[exp.clarityBand];
    const rank = { low: 0, medium: 1, high: 2 } as const;
    assert.equal(result.riskLevel, rank[labelled] > rank[supported] ? supported : labelled);
    // originalText is always the quote's own words (shortened quotes are marked with "...").
    const document = squash(text.text);
    for (const issue of result.issues) {
      for (const part of issue.originalText.split('...').map(squash).filter(Boolean))
        assert.ok(document.includes(part), `not in the quote: ${part}`);
    }
  });
}

function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
