// The analysis result of spec §3, as the analyser produces it and events carry it.
import { z } from 'zod';

export const issueTypes = ['high', 'medium', 'clarification'] as const;
export type IssueType = (typeof issueTypes)[number];

/** The currencies the analyser reads prices in (ISO 4217). */
export const currencies = ['USD', 'AUD', 'CAD', 'NZD', 'GBP', 'EUR', 'INR', 'ZAR', 'SGD'] as const;
export type Currency = (typeof currencies)[number];

export const issueSchema = z.object({
  issueType: z.enum(issueTypes),
  section: z.string().min(1),
  originalText: z.string(),
  explanation: z.string().min(1),
  questions: z.array(z.string().min(1)).min(1).max(3),
  /** Which check raised it ("scope.roofing.ice-water"); absent from the model's issues and older analyses. */
  id: z.string().optional(),
});

/** How a quote treats one item of its trade's checklist. */
export const scopeStates = ['included', 'excluded', 'homeowner', 'others', 'option', 'hedged', 'absent', 'not-applicable'] as const;
export type ScopeState = (typeof scopeStates)[number];
/** The contract terms a comparison lines up, one statement each. */
export const termIds = [
  'warranty.workmanship',
  'warranty.manufacturer',
  'schedule.start',
  'schedule.duration',
  'licence',
  'insurance',
  'permit',
  'change-orders',
  'cleanup',
] as const;
export type TermId = (typeof termIds)[number];

/**
 * What a priced line of the quote is: the work priced ("item") and the sums around it make up the price; the
 * rest is priced beside the job (a rate for extra work, an optional extra, an option or alternative, a payment
 * instalment, or "other": financing, rebates, an insurance split).
 */
export const priceLineRoles = ['item', 'subtotal', 'tax', 'discount', 'total', 'rate', 'optional', 'option', 'payment', 'other'] as const;
export type PriceLineRole = (typeof priceLineRoles)[number];
/** Why a quote has no single price: options with none chosen, a range, a cash and a financed price, another way of doing the job priced beside it, or items beside open-ended unit or hourly work. */
export const noSinglePriceReasons = ['options', 'range', 'financing', 'alternatives', 'open-items', 'unstated', 'part-to-follow'] as const;
export type NoSinglePriceReason = (typeof noSinglePriceReasons)[number];

// proto3 has no null: a number the quote does not give arrives as undefined and is stored as null.
const maybeNumber = z.number().nullish().transform((v) => v ?? null);

/** What the quote says, item by item and in its own words: what a comparison of quotes lines up. */
export const quoteFactsSchema = z.object({
  trade: z.string(),
  scope: z.array(
    z.object({ id: z.string(), state: z.enum(scopeStates), words: z.string(), amount: maybeNumber, unitPriced: z.boolean() }),
  ),
  jobSize: z
    .object({ unit: z.string(), unitLabel: z.string(), quantity: z.number(), words: z.string() })
    .nullish()
    .transform((v) => v ?? null),
  unitPrice: maybeNumber,
  payments: z.array(z.object({ words: z.string(), percent: maybeNumber, amount: maybeNumber, upfront: z.boolean() })),
  depositPercent: maybeNumber,
  terms: z.array(
    z.object({ id: z.enum(termIds), words: z.string(), years: maybeNumber, party: z.string(), findingIds: z.array(z.string()) }),
  ),
  email: z.string(),
  priceOptions: z.array(z.object({ label: z.string(), amount: z.number() })),
  priceWords: z.string(),
  /** Absent when the quote has a single price, and in analyses made before it was kept. */
  noSinglePrice: z.enum(noSinglePriceReasons).optional(),
});
export type QuoteFacts = z.infer<typeof quoteFactsSchema>;

export const analysisResultSchema = z.object({
  clarityRating: z.number().int().min(1).max(10),
  riskLevel: z.enum(['high', 'medium', 'low']),
  summary: z.object({
    highRiskCount: z.number().int().min(0),
    mediumRiskCount: z.number().int().min(0),
    clarificationCount: z.number().int().min(0),
    clearSectionCount: z.number().int().min(0),
  }),
  issues: z.array(issueSchema),
  extractedPrice: z.number().nullable(),
  /** The currency of extractedPrice and priceLines; absent in analyses made before it was kept (they are USD). */
  currency: z.enum(currencies).optional(),
  provider: z.string(),
  pages: z.array(z.object({ file: z.number().int(), page: z.number().int(), method: z.enum(['text', 'ocr']) })),
  overview: z.string(),
  clearSections: z.array(z.string()),
  /** role: absent in analyses made before it was kept. */
  priceLines: z.array(z.object({ label: z.string(), amount: z.number(), role: z.enum(priceLineRoles).optional() })),
  /** Absent in analyses made before comparisons existed. */
  facts: quoteFactsSchema.optional(),
});

export type AnalysisIssue = z.infer<typeof issueSchema>;
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const projectTypes = ['roofing', 'kitchen', 'bath', 'hvac', 'solar', 'flooring'] as const;

/** The gRPC message form of a result: proto3 has no null, so whatever is missing is left out. */
export function analysisToProto(result: AnalysisResult) {
  return withoutNulls(result);
}

/** Back from the gRPC message (defaults filled in by proto-loader) to the schema's shape. */
export function analysisFromProto(msg: unknown): AnalysisResult {
  const m = msg as Omit<AnalysisResult, 'extractedPrice' | 'facts' | 'currency'> & {
    extractedPrice?: number | null;
    currency?: string;
    facts?: Record<string, unknown> | null;
  };
  // Strings proto-loader fills in as '' where the result left them out.
  const priceLines = m.priceLines.map(({ role, ...line }) => (role ? { ...line, role } : line));
  const facts = m.facts ? { ...m.facts, noSinglePrice: m.facts.noSinglePrice || undefined } : undefined;
  return analysisResultSchema.parse({
    ...m,
    extractedPrice: m.extractedPrice ?? null,
    currency: m.currency || undefined,
    priceLines,
    facts,
  });
}

type WithoutNulls<T> = T extends null
  ? undefined
  : T extends (infer E)[]
    ? WithoutNulls<E>[]
    : T extends object
      ? { [K in keyof T]: WithoutNulls<T[K]> }
      : T;

function withoutNulls<T>(value: T): WithoutNulls<T> {
  if (Array.isArray(value)) return value.map(withoutNulls) as WithoutNulls<T>;
  if (value === null || typeof value !== 'object') return (value ?? undefined) as WithoutNulls<T>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) out[k] = withoutNulls(v);
  return out as WithoutNulls<T>;
}
