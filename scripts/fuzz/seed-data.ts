// Real data for the signed-in pass, made through the API like a user would: two analysed quotes, a comparison of
// them and a payment intent. Random ids only ever reach the 404 branches; with these the fuzzer also reaches a
// complete analysis, its report, a comparison and a payment (its ids are offered to the matching parameters).
import { comparisonQuotes, quotePdf } from '../../test/support/comparison-quotes';

export interface SeedIds {
  quoteIds: string[];
  comparisonId: string;
  paymentIntentId: string;
}

async function call(baseUrl: string, cookie: string, method: string, path: string, body?: BodyInit, json?: unknown) {
  const headers: Record<string, string> = { cookie };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: json !== undefined ? JSON.stringify(json) : body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export async function seedUserData(baseUrl: string, cookie: string): Promise<SeedIds> {
  const quoteIds: string[] = [];
  for (const quote of comparisonQuotes.slice(0, 2)) {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await quotePdf(quote))], { type: 'application/pdf' }), quote.fileName);
    form.append('projectType', 'roofing');
    form.append('contractorName', quote.contractorName);
    quoteIds.push(String((await call(baseUrl, cookie, 'POST', '/api/upload-quote', form)).quoteId));
  }
  for (const quoteId of quoteIds) {
    const { status } = await call(baseUrl, cookie, 'GET', `/api/analysis/${quoteId}?waitMs=10000`);
    if (status !== 'complete') throw new Error(`the seeded quote ${quoteId} is ${status}, not complete`);
  }
  const comparisonId = String((await call(baseUrl, cookie, 'POST', '/api/comparisons', undefined, { quoteIds })).comparisonId);
  const paymentIntentId = String((await call(baseUrl, cookie, 'POST', '/api/create-payment-intent', undefined, {})).paymentIntentId);
  return { quoteIds, comparisonId, paymentIntentId };
}

/** Schemathesis configuration that offers the seeded ids, half of the time, to the parameters that take them. */
export function seedConfig(ids: SeedIds): string {
  const list = (values: string[]) => `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;
  return [
    '[dictionaries.quotes]',
    `values = ${list(ids.quoteIds)}`,
    '[dictionaries.comparisons]',
    `values = ${list([ids.comparisonId])}`,
    '[dictionaries.payments]',
    `values = ${list([ids.paymentIntentId])}`,
    '[parameters]',
    '"path.quoteId" = { dictionary = "quotes", probability = 0.5 }',
    '"path.comparisonId" = { dictionary = "comparisons", probability = 0.5 }',
    '"body.quoteId" = { dictionary = "quotes", probability = 0.5 }',
    '"body.quoteIds[*]" = { dictionary = "quotes", probability = 0.5 }',
    '"body.paymentIntentId" = { dictionary = "payments", probability = 0.5 }',
    '',
  ].join('\n');
}
