// General causes found by the first run of held-out round 37 (its quotes were not fixed against one by one: the
// session ended with the causes below), each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { QuoteText } from '../src/domain/text/quote-text';
import { has } from './helpers';

test('a thread sent as two screenshots is one conversation: the second keeps the contractor\'s messages', () => {
  const text = new QuoteText([
    { file: 0, page: 1, method: 'ocr', lines: ['Dee: Hi Sam, laminate for the two bedrooms is $2,150 installed.', 'Sam: Thanks, when can you start?', 'Dee: Rip out of old carpet included, $180.', 'Sam: Great'] },
    { file: 1, page: 1, method: 'ocr', lines: ['Dee: I can start the 14th, one day.', 'Sam: And payment?', 'Dee: All on completion by e-transfer.'] },
  ]);
  assert.ok(text.thread);
  assert.match(text.text, /All on completion by e-transfer/);
  assert.doesNotMatch(text.text, /And payment\?/);
});

test("a named maker's lifetime warranty alone leaves the workmanship unwarranted", () => {
  const lines = ['Lay 40 m2 of Karndean LVT in the kitchen, $3,900 installed.', 'Karndean has a lifetime residential warranty on the planks.'];
  assert.ok(has(lines, 'warranty.workmanship-missing', 'flooring'));
  assert.ok(!has([...lines, 'We guarantee our fitting for 2 years.'], 'warranty.workmanship-missing', 'flooring'));
});

test('"no permit needed" said of the skip on the drive claims nothing about the work', () => {
  const lines = ['Refit the kitchen, £14,200 incl. VAT.', "Dumpster on your driveway for the week (no permit needed as it's on your land)."];
  assert.ok(!has(lines, 'permits.not-required-claim', 'kitchen'));
});
