// The homeowners of a chaos scenario: they register, upload quotes (text and photo, in turn) and buy credits when
// theirs run out, before, during and after the fault. Every upload the gateway accepted is kept for the invariants;
// every answer is counted by status, so a run shows what homeowners saw while the fault lasted.
import { Homeowner, type QuoteFiles, type QuoteKind } from '../homeowner';
import type { Household } from './invariants';

export class Households {
  readonly list: Household[];
  /** Upload answers by HTTP status (0: no answer). */
  readonly uploads = new Map<number, number>();
  private uploadsDone = 0;

  constructor(baseUrl: string, files: QuoteFiles, count: number) {
    this.list = Array.from({ length: count }, () => ({ homeowner: new Homeowner(baseUrl, files), accepted: [] }));
  }

  async register(): Promise<void> {
    await Promise.all(
      this.list.map(async ({ homeowner }) => {
        if (!(await homeowner.register())) throw new Error(`could not register ${homeowner.email}`);
      }),
    );
  }

  /** One upload by household i; a 402 (no credits) buys the pack and tries once more. */
  async upload(i: number, kind: QuoteKind = this.uploadsDone % 2 ? 'image' : 'text'): Promise<number> {
    const household = this.list[i];
    this.uploadsDone += 1;
    let res = await household.homeowner.upload(kind).catch(() => ({ status: 0, quoteId: undefined }));
    if (res.status === 402 && (await household.homeowner.buyCredits().catch(() => false))) {
      res = await household.homeowner.upload(kind).catch(() => ({ status: 0, quoteId: undefined }));
    }
    this.uploads.set(res.status, (this.uploads.get(res.status) ?? 0) + 1);
    if (res.quoteId) household.accepted.push(res.quoteId);
    return res.status;
  }

  /** One upload by every household at once. */
  async uploadAll(kind?: QuoteKind): Promise<void> {
    await Promise.all(this.list.map((_, i) => this.upload(i, kind)));
  }

  /** Every household uploads, one after another with a pause, until stop() (which waits for uploads under way). */
  keepUploading(pauseMs = 4000): { stop(): Promise<void> } {
    let running = true;
    const loops = this.list.map(async (_, i) => {
      while (running) {
        await this.upload(i);
        await new Promise((r) => setTimeout(r, pauseMs * (0.5 + Math.random())));
      }
    });
    return {
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  statusSummary(): string {
    return [...this.uploads].sort(([a], [b]) => a - b).map(([status, n]) => `${status || 'no answer'}: ${n}`).join(', ');
  }
}
