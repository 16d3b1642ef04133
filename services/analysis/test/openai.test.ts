// The OpenAI provider against a local server that speaks the chat-completions wire protocol.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { analysisResultSchema } from '@qa/contracts';
import { analyzeQuote, shutdownAnalyzer, type AnalyzeInput } from '../src/domain/analyzer';
import { loadExpectations, loadFiles } from './fixture-expectations';

type Reply = (body: Record<string, unknown>, res: http.ServerResponse) => void;

let server: http.Server;
let baseURL: string;
let reply: Reply;
const requests: Record<string, unknown>[] = [];

before(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      assert.equal(req.url, '/v1/chat/completions');
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push(body);
      reply(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await shutdownAnalyzer();
});

function completion(content: unknown): Reply {
  return (body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1_772_000_000,
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: JSON.stringify(content), refusal: null },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      }),
    );
  };
}

function fixtureInput(name: string): AnalyzeInput {
  const exp = loadExpectations().find((e) => e.name === name)!;
  return { files: loadFiles(exp), projectType: exp.projectType, contractorName: exp.contractorName };
}

const options = () => ({
  provider: 'openai' as const,
  openai: { apiKey: 'sk-test', baseURL, model: 'gpt-test', timeoutMs: 2000 },
});

test('success: new model findings are added, quotes are checked against the document, provider is rules+openai', async () => {
  const input = fixtureInput('bath-split');
  const rules = await analyzeQuote(input);
  reply = completion({
    issues: [
      {
        issueType: 'medium',
        section: 'Scope',
        originalText: 'Reset existing toilet.',
        explanation:
          'Reusing the old toilet with a new floor can leave a poor seal; ask for a new wax ring and bolts.',
        questions: ['Will you install a new wax ring and closet bolts when resetting the toilet?'],
      },
      {
        issueType: 'clarification',
        section: 'Materials',
        originalText: 'Glass door: frameless 3/8 inch',
        explanation: 'The quote does not say whether a shower door or curtain is included.',
        questions: [
          'Is a shower door included?',
          'What glass thickness?',
          'Who measures?',
          'A fourth question',
        ],
      },
      {
        issueType: 'urgent',
        section: 'Pricing',
        originalText: '',
        explanation: 'Invalid issue type is dropped.',
        questions: ['?'],
      },
    ],
  });
  requests.length = 0;
  const result = await analyzeQuote(input, options());
  assert.equal(result.provider, 'rules+openai');
  assert.equal(result.issues.length, rules.issues.length + 2);
  const toilet = result.issues.find((i) => i.explanation.startsWith('Reusing the old toilet'));
  assert.deepEqual([toilet?.section, toilet?.originalText], ['Scope of Work', 'Reset existing toilet.']);
  const door = result.issues.find((i) => i.explanation.includes('shower door'));
  assert.equal(
    door?.originalText,
    '',
    "a quote the document does not contain is never shown as the contractor's words",
  );
  assert.equal(door?.questions.length, 3);
  assert.equal(result.summary.mediumRiskCount, rules.summary.mediumRiskCount + 1);
  analysisResultSchema.parse(result);

  const [request] = requests;
  assert.equal(request.model, 'gpt-test');
  const format = request.response_format as { type: string; json_schema: { strict: boolean } };
  assert.deepEqual([format.type, format.json_schema.strict], ['json_schema', true]);
  const content = (request.messages as { role: string; content: unknown }[])[1].content as {
    type: string;
    image_url?: { url: string };
  }[];
  assert.ok(
    content.some((p) => p.type === 'image_url' && p.image_url!.url.startsWith('data:image/jpeg;base64,')),
    'the photographed page is sent for vision',
  );
  assert.ok(JSON.stringify(content).includes('Coastal Tile'), 'the extracted text is sent');
});

test('merge: a model issue that repeats a rules finding in the same section is not added twice', async () => {
  const input = fixtureInput('bath-split');
  const rules = await analyzeQuote(input);
  const permit = rules.issues.find((i) => i.section === 'Permits')!;
  reply = completion({
    issues: [
      { ...permit, explanation: 'Homeowner pulling permits is a red flag.', questions: ['Why?'] },
      {
        issueType: 'clarification',
        section: 'Change Orders',
        originalText: '',
        explanation: 'The quote does not say how changes or extra work are handled or priced.',
        questions: ['How are changes priced?'],
      },
    ],
  });
  const result = await analyzeQuote(input, options());
  assert.equal(result.provider, 'rules+openai');
  assert.equal(result.issues.length, rules.issues.length);
  assert.deepEqual(
    result.issues.map((i) => i.explanation).sort(),
    rules.issues.map((i) => i.explanation).sort(),
  );
});

test('error 500: the rules result is returned unchanged', async () => {
  const input = fixtureInput('roofing-good');
  const rules = await analyzeQuote(input);
  reply = (_body, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }));
  };
  const errors: unknown[] = [];
  const result = await analyzeQuote(input, {
    ...options(),
    openai: { ...options().openai, onError: (e: unknown) => errors.push(e) },
  });
  assert.deepEqual(result, rules);
  assert.equal(result.provider, 'rules');
  assert.equal(errors.length, 1);
});

test('malformed model output: the rules result is returned unchanged', async () => {
  const input = fixtureInput('roofing-good');
  const rules = await analyzeQuote(input);
  reply = completion({ findings: 'not the schema' });
  assert.deepEqual(await analyzeQuote(input, options()), rules);
});

test('timeout: a model that does not answer in time falls back to the rules result', async () => {
  const input = fixtureInput('roofing-good');
  const rules = await analyzeQuote(input);
  reply = (body, res) => setTimeout(() => completion({ issues: [] })(body, res), 1500).unref();
  const started = Date.now();
  const result = await analyzeQuote(input, {
    provider: 'openai',
    openai: { apiKey: 'sk-test', baseURL, timeoutMs: 300 },
  });
  assert.deepEqual(result, rules);
  assert.ok(Date.now() - started < 1400, `gave up after the timeout (${Date.now() - started} ms)`);
});

test('without an API key the OpenAI provider is not called', async () => {
  requests.length = 0;
  const result = await analyzeQuote(fixtureInput('roofing-good'), {
    provider: 'openai',
    openai: { apiKey: '', baseURL },
  });
  assert.equal(result.provider, 'rules');
  assert.equal(requests.length, 0);
});
