// GET /api/config is where the web app learns what an upload may hold and what the credit pack costs; it keeps no
// copy of its own, so the answer must be what the services really enforce and charge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish, signUp } from '../../test/support/http';
import { uploadFilesFirst, validFields } from './quotes-fixtures';

interface PublicConfig {
  uploads: { maxFileBytes: number; maxFiles: number; formats: { label: string; extensions: string[]; declaredTypes: string[] }[] };
  creditPack: { credits: number; priceCents: number; currency: string };
}

const config = (await new Browserish().get<PublicConfig>('/api/config')).body;
const pdfOf = (bytes: number) => {
  const data = Buffer.alloc(bytes, 0x20);
  data.write('%PDF-1.4\n');
  return data;
};
const refusal = async (files: { name: string; type: string; data: Buffer }[]) => {
  const res = await uploadFilesFirst(new Browserish(), '/api/quotes/analyze', files, validFields);
  assert.equal(res.status, 400, res.text);
  return res.body.message as string;
};

test('GET /api/config states the upload formats and limits the quote service enforces', async () => {
  assert.deepEqual(
    config.uploads.formats.map((f) => [f.label, f.extensions, f.declaredTypes[0]]),
    [
      ['PDF', ['.pdf'], 'application/pdf'],
      ['PNG', ['.png'], 'image/png'],
      ['JPG', ['.jpg', '.jpeg'], 'image/jpeg'],
    ],
  );
  assert.equal(config.uploads.maxFileBytes, 10 * 1024 * 1024, 'the stack runs with the default limit');
  assert.equal(await refusal([{ name: 'quote.pdf', type: 'application/pdf', data: pdfOf(config.uploads.maxFileBytes + 1) }]), 'File size exceeds 10MB limit.');
  const files = Array.from({ length: config.uploads.maxFiles + 1 }, (_, i) => ({ name: `page-${i}.pdf`, type: 'application/pdf', data: pdfOf(16) }));
  assert.equal(await refusal(files), `You can upload at most ${config.uploads.maxFiles} files at a time.`);
  assert.equal(await refusal([{ name: 'quote.gif', type: 'image/gif', data: Buffer.from('GIF89a') }]), 'Invalid file type. Only PDF, PNG, and JPG files are allowed.');
});

test('GET /api/config states the credit pack billing sells', async () => {
  assert.deepEqual(config.creditPack, { credits: 20, priceCents: 4900, currency: 'usd' });
  const { client } = await signUp();
  const before = (await client.get('/api/usage')).body.analysisCredits as number;
  const intent = await client.post('/api/create-payment-intent', {});
  await client.post('/api/payments/test/confirm', { paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242' });
  const [purchase] = (await client.get('/api/purchases')).body;
  assert.deepEqual([purchase.amount, purchase.creditsAdded], [config.creditPack.priceCents, config.creditPack.credits]);
  assert.equal((await client.get('/api/usage')).body.analysisCredits, before + config.creditPack.credits);
});
