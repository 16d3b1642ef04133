// Comparisons through the gateway, against the real quote and analysis services: three analysed roofing quotes
// side by side (rows aligned on the analyser's roofing checklist, prices per square, deposit shares, the cell of
// an item two include and one excludes), the rules of spec §5 on the server, owners only, comparison.created published;
// each contractor's message, the PDF, and the count on the admin Analytics tab.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createClient } from '@qa/platform';
import { Browserish, signUp } from '../../test/support/http';
import { actingAs, baseUrl, eventually, testEnv } from '../../test/support/env';
import { comparisonQuotes, quotePdf } from '../../test/support/comparison-quotes';
import { uploadFilesFirst } from './quotes-fixtures';
import { followTopic } from './quotes-kafka';
import { signInAdmin } from '../../services/admin-reporting/test/gateway-support';

const quoteEvents = await followTopic('quote-events');

/** The text of a PDF as poppler's pdftotext reads it. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

async function uploadAnalysed(client: Browserish, quote: (typeof comparisonQuotes)[number]): Promise<string> {
  const file = { name: quote.fileName, type: 'application/pdf', data: await quotePdf(quote) };
  const up = await uploadFilesFirst<{ quoteId: string }>(client, '/api/upload-quote', [file], {
    projectType: 'roofing',
    contractorName: quote.contractorName,
  });
  assert.equal(up.status, 200, up.text);
  return up.body.quoteId;
}

async function settled(client: Browserish, quoteId: string): Promise<string> {
  return eventually(
    async () => {
      const res = await client.get(`/api/analysis/${quoteId}?waitMs=5000`);
      assert.equal(res.status, 200, res.text);
      return res.body.status === 'analyzing' ? undefined : res.body.status;
    },
    90_000,
    `the analysis of ${quoteId}`,
  );
}

const owner = await signUp({ firstName: 'Jordan', lastName: 'Homeowner' });
const quoteIds: string[] = [];
for (const quote of comparisonQuotes) quoteIds.push(await uploadAnalysed(owner.client, quote));
for (const id of quoteIds) assert.equal(await settled(owner.client, id), 'complete');
const [summit, valley, peak] = [0, 1, 2];

test('three quotes of one trade: aligned rows, prices per unit, deposit shares and the cell of an item two include and one excludes', async () => {
  const created = await owner.client.post('/api/comparisons', { quoteIds });
  assert.equal(created.status, 201, created.text);
  const { comparisonId } = created.body;
  const res = await owner.client.get(`/api/comparisons/${comparisonId}`);
  assert.equal(res.status, 200, res.text);
  const c = res.body;
  assert.equal(c.title, 'Roofing: 3 quotes');
  assert.deepEqual(
    c.columns.map((col: { contractorName: string }) => col.contractorName),
    ['Summit Roofing', 'Valley Roofing', 'Peak Exteriors'],
  );
  assert.deepEqual(
    c.columns.map((col: { quoteId: string }) => col.quoteId),
    quoteIds,
  );
  assert.equal(c.columns[summit].email, 'office@summitroofing.example');
  const row = (id: string) => {
    const found = c.rows.find((r: { id: string }) => r.id === id);
    assert.ok(found, `row ${id} in ${c.rows.map((r: { id: string }) => r.id).join(', ')}`);
    for (const cell of found.cells) assert.ok(cell.value, `every cell of ${id} says something`);
    assert.equal(found.cells.length, 3);
    return found as {
      label: string;
      differs: boolean;
      cells: { state: string; value: string; words: string; note: string }[];
    };
  };

  // The scope rows are the analyser's roofing checklist, in its order, as its gRPC contract describes it.
  const analysis = createClient('analysis', testEnv('ANALYSIS_GRPC_URL'), { identity: actingAs('quote') });
  const roofing = await analysis.call.DescribeTrade({ projectType: 'roofing' });
  analysis.close();
  assert.equal(roofing.trade, 'roofing');
  assert.ok(roofing.items.length >= 8, 'the roofing checklist has its items');
  const scopeRows = c.rows.filter((r: { group: string }) => r.group === 'scope');
  assert.deepEqual(
    scopeRows.map((r: { id: string }) => r.id),
    roofing.items.map((i) => i.id),
  );
  assert.deepEqual(
    scopeRows.map((r: { label: string }) => r.label),
    roofing.items.map((i) => i.label),
  );

  const totals = row('price.total');
  assert.deepEqual(
    totals.cells.map((cell) => cell.value),
    ['$14,000', '$11,900', '$15,500'],
  );
  const perSquare = row('price.unit');
  assert.equal(perSquare.label, 'Price per roofing square');
  assert.deepEqual(
    perSquare.cells.map((cell) => cell.value),
    ['$437.50 per square', '$371.88 per square', '$484.38 per square'],
  );
  assert.match(perSquare.cells[summit].words, /32 squares/);
  const deposit = row('price.deposit');
  assert.deepEqual(
    deposit.cells.map((cell) => cell.value),
    ['30% ($4,200)', '50% ($5,950)', '10% ($1,550)'],
  );
  assert.match(deposit.cells[valley].words, /50% deposit due at signing/);

  const iceWater = row('scope.roofing.ice-water');
  assert.equal(iceWater.label, 'Ice and water shield');
  assert.equal(iceWater.differs, true);
  assert.deepEqual(
    iceWater.cells.map((cell) => cell.state),
    ['included', 'excluded', 'included'],
  );
  assert.deepEqual(
    iceWater.cells.map((cell) => cell.value),
    ['Included', 'Excluded', 'Included'],
  );
  assert.equal(
    iceWater.cells[valley].words,
    'Ice and water shield: not included.',
    'the quote’s own words are behind the cell',
  );
  assert.match(iceWater.cells[peak].words, /\$850/);
  const decking = row('scope.roofing.decking');
  assert.deepEqual(
    decking.cells.map((cell) => cell.value),
    ['Included ($95 per sheet)', 'Not mentioned', 'Included'],
  );
  assert.equal(row('scope.roofing.drip-edge').differs, false);

  assert.deepEqual(
    row('terms.permit').cells.map((cell) => cell.value),
    ['Contractor pulls it', 'Homeowner’s job', 'Contractor pulls it'],
  );
  assert.equal(row('terms.permit').cells[valley].state, 'concern');
  assert.deepEqual(
    row('terms.warranty.workmanship').cells.map((cell) => cell.value),
    ['10 years', '5 years', '15 years'],
  );
  assert.deepEqual(
    row('score.clarity').cells.map((cell) => cell.value.endsWith('/10')),
    [true, true, true],
  );

  assert.ok(
    c.summary.some((s: string) =>
      /^Valley Roofing is \$2,100 cheaper than Summit Roofing but leaves out ice and water shield, which Peak Exteriors prices at \$850 and Summit Roofing includes/.test(
        s,
      ),
    ),
    c.summary.join('\n'),
  );
  assert.deepEqual(
    c.gaps.map((g: { rowId: string }) => g.rowId),
    ['scope.roofing.ice-water', 'scope.roofing.decking'],
  );
  assert.equal(c.gaps[0].text, 'Included by Summit Roofing and Peak Exteriors; Valley Roofing excludes it.');
  const valleyLike = c.likeForLike.find((l: { quoteId: string }) => l.quoteId === quoteIds[valley]);
  assert.equal(valleyLike.estimate, null, 'the decking cannot be priced: Summit charges by the sheet');
  assert.match(valleyLike.text, /\$12,750/);
  assert.match(valleyLike.text, /decking/);
  assert.deepEqual(c.notes, []);

  const list = await owner.client.get('/api/comparisons');
  assert.equal(list.status, 200, list.text);
  const listed = list.body.find((l: { id: string }) => l.id === comparisonId);
  assert.deepEqual(listed.contractorNames, ['Summit Roofing', 'Valley Roofing', 'Peak Exteriors']);
  assert.equal(listed.title, 'Roofing: 3 quotes');

  const event = await quoteEvents.find('comparison.created', (d) => d.comparisonId === comparisonId);
  assert.deepEqual(event.event.data, {
    comparisonId,
    userId: owner.user.id,
    quoteIds,
    projectTypes: ['roofing'],
  });
  assert.equal(event.key, comparisonId);
});

test('too few, too many or repeated quotes are a 400 with a message; an unfinished analysis is a 400 naming it', async () => {
  const one = await owner.client.post('/api/comparisons', { quoteIds: [quoteIds[0]] });
  assert.equal(one.status, 400);
  assert.equal(one.body.message, 'Choose at least 2 analysed quotes to compare.');

  const six = await owner.client.post('/api/comparisons', {
    quoteIds: [...quoteIds, randomUUID(), randomUUID(), randomUUID()],
  });
  assert.equal(six.status, 400);
  assert.equal(six.body.message, 'You can compare at most 5 quotes at a time; you chose 6.');

  const twice = await owner.client.post('/api/comparisons', { quoteIds: [quoteIds[0], quoteIds[0]] });
  assert.equal(twice.status, 400);
  assert.equal(twice.body.message, 'Each quote can be in a comparison only once.');

  for (const body of [{}, { quoteIds: 'abc' }, { quoteIds: [1, 2] }, { quoteIds: ['../etc', quoteIds[0]] }]) {
    const bad = await owner.client.post('/api/comparisons', body);
    assert.equal(bad.status, 400, JSON.stringify(body));
    assert.equal(bad.body.message, 'quoteIds must be a list of quote ids');
  }

  // A quote whose analysis failed (a file no reader can make anything of) is not analysed.
  const other = await signUp();
  const goodId = await uploadAnalysed(other.client, comparisonQuotes[0]);
  const broken = {
    name: 'broken.pdf',
    type: 'application/pdf',
    data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 7)]),
  };
  const up = await uploadFilesFirst<{ quoteId: string }>(other.client, '/api/upload-quote', [broken], {
    projectType: 'roofing',
    contractorName: 'Broken Roofing',
  });
  assert.equal(up.status, 200, up.text);
  assert.equal(await settled(other.client, goodId), 'complete');
  assert.equal(await settled(other.client, up.body.quoteId), 'failed');
  const unfinished = await other.client.post('/api/comparisons', { quoteIds: [goodId, up.body.quoteId] });
  assert.equal(unfinished.status, 400);
  assert.equal(
    unfinished.body.message,
    'Only analysed quotes can be compared; the analysis of Broken Roofing is not complete.',
  );
});

test("another user's quote ids and another user's comparison are a 404", async () => {
  const created = await owner.client.post('/api/comparisons', { quoteIds: quoteIds.slice(0, 2) });
  assert.equal(created.status, 201, created.text);
  const stranger = await signUp();
  const theirs = await stranger.client.post('/api/comparisons', { quoteIds: quoteIds.slice(0, 2) });
  assert.equal(theirs.status, 404);
  assert.equal(theirs.body.message, 'Analysis not found');
  const read = await stranger.client.get(`/api/comparisons/${created.body.comparisonId}`);
  assert.equal(read.status, 404);
  assert.equal(read.body.message, 'Comparison not found');
  assert.deepEqual((await stranger.client.get('/api/comparisons')).body, []);
  assert.equal((await stranger.client.get('/api/comparisons/not..an-id')).status, 404);
  assert.equal((await new Browserish().get(`/api/comparisons/${created.body.comparisonId}`)).status, 401);
  assert.equal((await new Browserish().post('/api/comparisons', { quoteIds })).status, 401);
});

test('each contractor gets a message: what the others include first (competitors unnamed), its own findings, the homeowner’s name', async () => {
  const created = await owner.client.post('/api/comparisons', { quoteIds });
  assert.equal(created.status, 201, created.text);
  const res = await owner.client.get(`/api/comparisons/${created.body.comparisonId}/messages`);
  assert.equal(res.status, 200, res.text);
  const { messages } = res.body as {
    messages: {
      quoteId: string;
      contractorName: string;
      to: string;
      subject: string;
      body: string;
      questionCount: number;
    }[];
  };
  assert.deepEqual(
    messages.map((m) => m.quoteId),
    quoteIds,
  );
  const valleyMessage = messages[valley];
  assert.equal(valleyMessage.subject, 'Questions about your quote for the roof');
  assert.equal(valleyMessage.to, '');
  const lines = valleyMessage.body.split('\n');
  assert.equal(lines[0], 'Hello Valley Roofing,');
  assert.equal(
    lines[4],
    '1. Your quote excludes ice and water shield, which other quotes I received include. What would it cost to add it?',
  );
  assert.equal(
    lines[5],
    '2. Other quotes I received include replacement of damaged decking. If you find rotten decking, what is the price per sheet to replace it?',
  );
  assert.match(
    valleyMessage.body,
    /^3\. .*permit/m,
    'then its most serious finding: the homeowner pulling the permit',
  );
  assert.deepEqual(lines.slice(-2), ['Thank you,', 'Jordan Homeowner']);
  assert.doesNotMatch(valleyMessage.body, /Summit|Peak/, 'other contractors are not named');
  assert.equal(messages[summit].to, 'office@summitroofing.example');
  assert.doesNotMatch(messages[summit].body, /other quotes I received include/, 'Summit leaves nothing out');

  // The single analysis page's message: the findings alone.
  const single = await owner.client.get(`/api/analysis/${quoteIds[valley]}/message`);
  assert.equal(single.status, 200, single.text);
  assert.match(single.body.body, /^1\. .*permit/m);
  assert.doesNotMatch(single.body.body, /other quotes/);
  assert.equal(
    single.body.questionCount,
    single.body.body.split('\n').filter((l: string) => /^\d+\. /.test(l)).length,
  );

  const stranger = await signUp();
  assert.equal(
    (await stranger.client.get(`/api/comparisons/${created.body.comparisonId}/messages`)).status,
    404,
  );
  assert.equal((await stranger.client.get(`/api/analysis/${quoteIds[valley]}/message`)).status, 404);
});

test('the comparison downloads as a PDF whose text has every contractor, the summary and the rows; only for its owner', async () => {
  const created = await owner.client.post('/api/comparisons', { quoteIds });
  assert.equal(created.status, 201, created.text);
  const res = await fetch(new URL(`/api/comparisons/${created.body.comparisonId}/report.pdf`, baseUrl()), {
    headers: { cookie: `qa_session=${owner.client.cookie('qa_session')}` },
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  assert.match(
    res.headers.get('content-disposition') ?? '',
    /^attachment; filename="?quote-comparison-roofing-3-quotes\.pdf"?$/,
  );
  const text = pdfText(Buffer.from(await res.arrayBuffer()));
  for (const expected of [
    'Quote Comparison Report',
    'Summit Roofing',
    'Valley Roofing',
    'Peak Exteriors',
    'Valley Roofing is $2,100 cheaper',
    'Ice and water shield',
    '$437.50 per square',
    'Homeowner’s job',
  ])
    assert.ok(text.includes(expected), `"${expected}" in the PDF text`);
  const stranger = await signUp();
  assert.equal(
    (await stranger.client.get(`/api/comparisons/${created.body.comparisonId}/report.pdf`)).status,
    404,
  );
});

test('comparison.created is counted on the admin Analytics tab as comparisons in the period', async () => {
  const admin = await signInAdmin();
  const count = async (timeframe: number) => {
    const res = await admin.get(`/api/admin/analytics?timeframe=${timeframe}`);
    assert.equal(res.status, 200, res.text);
    return res.body.summary.comparisons as number;
  };
  const before = await eventually(
    async () => ((await count(7)) >= 1 ? count(7) : undefined),
    30_000,
    'the earlier comparisons counted',
  );
  const created = await owner.client.post('/api/comparisons', { quoteIds: quoteIds.slice(1) });
  assert.equal(created.status, 201, created.text);
  await eventually(
    async () => ((await count(7)) >= before + 1 ? true : undefined),
    30_000,
    'the new comparison counted',
  );
  assert.ok((await count(365)) >= (await count(7)), 'all time holds at least the last 7 days');
});
