// A simulated homeowner for the chaos and load runs: the calls the web app makes, through the gateway, each one timed
// under the route it belongs to (`GET /api/analysis/:quoteId`), with its status. The quote files are real: a
// two-page text PDF and the same quote photographed (its first page as a PNG or JPEG).
import { randomUUID } from 'node:crypto';
import { Browserish, type Reply } from '../test/support/http';
import { quotePdf, renderFirstPage } from '../gateway/test/quotes-fixtures';

export type QuoteKind = 'text' | 'image';

export interface QuoteFiles {
  text: { name: string; type: string; data: Buffer };
  image: Array<{ name: string; type: string; data: Buffer }>;
}

/** The files every homeowner uploads (made once: pdfkit and pdftoppm are slow next to an upload). */
export async function quoteFiles(): Promise<QuoteFiles> {
  const pdf = await quotePdf();
  return {
    text: { name: 'estimate.pdf', type: 'application/pdf', data: pdf },
    image: [
      { name: 'estimate-photo.png', type: 'image/png', data: renderFirstPage(pdf, 'png') },
      { name: 'estimate-photo.jpg', type: 'image/jpeg', data: renderFirstPage(pdf, 'jpeg') },
    ],
  };
}

/** One call's outcome: its route template, HTTP status (0 when no answer came) and time. */
export interface CallRecord {
  route: string;
  status: number;
  ms: number;
}

/** What the web app waits per poll while an analysis runs (web/src/features/quotes/api.ts). */
export const POLL_WAIT_MS = 10_000;
const SUCCEEDING_CARD = '4242424242424242';

export class Homeowner {
  readonly email = `homeowner-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.com`;
  /** Known once registered. */
  userId?: string;
  private readonly client: Browserish;

  constructor(
    baseUrl: string,
    private readonly files: QuoteFiles,
    private readonly record: (call: CallRecord) => void = () => undefined,
  ) {
    this.client = new Browserish(baseUrl);
  }

  private async call<T>(route: string, send: (client: Browserish) => Promise<Reply<T>>): Promise<Reply<T>> {
    const started = performance.now();
    try {
      const reply = await send(this.client);
      this.record({ route, status: reply.status, ms: performance.now() - started });
      return reply;
    } catch (err) {
      // No answer at all (connection refused or reset): counted apart from the statuses the gateway gave.
      this.record({ route, status: 0, ms: performance.now() - started });
      throw err;
    }
  }

  async register(): Promise<boolean> {
    const body = { email: this.email, password: 'correct-horse-1', firstName: 'Load', lastName: 'Homeowner' };
    const res = await this.call<{ id: string }>('POST /api/auth/register', (c) => c.post('/api/auth/register', body));
    if (res.status === 201 || res.status === 200) this.userId = res.body.id;
    return Boolean(this.userId);
  }

  /** Uploads a quote; the quote id when it was accepted, else the status it was refused with. */
  async upload(kind: QuoteKind): Promise<{ status: number; quoteId?: string }> {
    const files = kind === 'text' ? [this.files.text] : [this.files.image[Math.floor(Math.random() * this.files.image.length)]];
    const res = await this.call<{ quoteId?: string }>('POST /api/upload-quote', (c) =>
      c.upload('/api/upload-quote', files, { projectType: 'roofing', contractorName: 'Summit Roofing LLC' }),
    );
    return { status: res.status, quoteId: res.status === 200 ? res.body.quoteId : undefined };
  }

  /** One poll as the web app makes it while an analysis runs: answered when it settles or after POLL_WAIT_MS. */
  async poll(quoteId: string): Promise<Reply<{ status: string; failureReason: string | null }>> {
    return this.call('GET /api/analysis/:quoteId?waitMs', (c) => c.get(`/api/analysis/${quoteId}?waitMs=${POLL_WAIT_MS}`));
  }

  async openAnalysis(quoteId: string): Promise<Reply<{ status: string; failureReason: string | null }>> {
    return this.call('GET /api/analysis/:quoteId', (c) => c.get(`/api/analysis/${quoteId}`));
  }

  async history(): Promise<Reply<unknown[]>> {
    return this.call('GET /api/quotes', (c) => c.get('/api/quotes'));
  }

  async usage(): Promise<Reply<{ analysisCredits: number; canAnalyze: boolean }>> {
    return this.call('GET /api/usage', (c) => c.get('/api/usage'));
  }

  /** Buys the credit pack with the local-test provider's succeeding card; whether the payment succeeded. */
  async buyCredits(): Promise<boolean> {
    const intent = await this.call<{ paymentIntentId: string }>('POST /api/create-payment-intent', (c) => c.post('/api/create-payment-intent'));
    if (intent.status !== 200) return false;
    const confirm = await this.call<{ status: string }>('POST /api/payments/test/confirm', (c) =>
      c.post('/api/payments/test/confirm', { paymentIntentId: intent.body.paymentIntentId, cardNumber: SUCCEEDING_CARD }),
    );
    return confirm.status === 200 && confirm.body.status === 'succeeded';
  }
}
