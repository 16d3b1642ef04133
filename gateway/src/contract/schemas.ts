// The REST contract's shapes as zod schemas: what the gateway accepts (requests, validated at the edge with these
// very schemas where the gateway checks anything itself) and what it answers (checked against the running stack
// by the contract test and the fuzzer). The OpenAPI document is generated from them (openapi-document.ts), so the
// document and the checks cannot part ways. Every schema an operation names is registered under its component name.
import { z } from 'zod';
import { analysisResultSchema, currencies, issueTypes, noSinglePriceReasons } from '@qa/contracts';

/** Request shapes: converted as input (defaults optional, extra properties allowed and ignored). */
export const requestSchemas = z.registry<{ id: string }>();
/** Response shapes: converted as output (every property present, no others). */
export const responseSchemas = z.registry<{ id: string }>();

function request<S extends z.ZodType>(id: string, schema: S): S {
  requestSchemas.add(schema, { id });
  return schema;
}
function response<S extends z.ZodType>(id: string, schema: S): S {
  responseSchemas.add(schema, { id });
  return schema;
}

/** A quote or preview id as the services issue them; anything else is simply not one of the caller's. */
export const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
const isoDate = z.iso.datetime().describe('ISO 8601, UTC');
const cents = z.int().min(0).describe('cents');
const level = z.enum(['high', 'medium', 'low']);
const role = z.enum(['user', 'admin']);

// ---- requests --------------------------------------------------------------------------------------------------

// The account calls pass their fields to the auth service, which judges them (and answers 400 with the message
// to show); a field that is not a string reaches it as empty. The constraints below are its rules
// (services/auth/src/domain/credentials.ts), stated so that clients and the fuzzer can send acceptable values.
const email = z.string().max(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/).describe('compared trimmed and lower-cased');
const newPassword = z.string().min(6).max(72).describe('6 to 72 characters (bcrypt reads 72 bytes)');
const name = z.string().max(100).regex(/\S/);
export const RegisterBody = request('RegisterBody', z.object({ email, password: newPassword, firstName: name, lastName: name }));
export const LoginBody = request('LoginBody', z.object({ email: z.string().min(1), password: z.string().min(1) }));
export const ForgotPasswordBody = request('ForgotPasswordBody', z.object({ email }));
export const ResetPasswordBody = request('ResetPasswordBody', z.object({ token: z.string().describe('from the reset link'), password: newPassword }));

/** The upload form (anonymous preview and signed-in upload); the quote service checks it as the parts stream in. */
export const UploadForm = request(
  'UploadForm',
  z.object({
    files: z.array(z.file()).min(1).max(10).describe('in a format and within the limits GET /api/config states (uploads; by default PDF, PNG or JPG, at most 10 MB each and 10 files); the part name repeats'),
    projectType: z.string().max(50).describe('roofing, kitchen, bath, hvac, solar, flooring, or the free text typed for "other"'),
    contractorName: z.string().min(1).max(100),
  }),
);

export const SavePreviewBody = request(
  'SavePreviewBody',
  z.object({
    analysisData: z
      .object({ previewId: z.string().regex(ID_PATTERN, { error: 'analysisData.previewId is required' }) }, { error: 'analysisData.previewId is required' })
      .describe('the preview as POST /api/quotes/analyze returned it; only previewId is read'),
  }).describe('the web app also sends contractorName, projectType and fileName, which are ignored: the stored preview is what gets saved'),
);

export const AffiliateClickBody = request(
  'AffiliateClickBody',
  z.object({
    quoteId: z
      .union([z.literal(''), z.string().regex(ID_PATTERN)], { error: 'quoteId must be a quote id' })
      .optional()
      .describe("the caller's own quote, if any"),
  }),
);

/** The quotes to compare; how many, whose and whether analysed is the quote service's to judge (spec §5). */
const NOT_QUOTE_IDS = 'quoteIds must be a list of quote ids';
export const CreateComparisonBody = request(
  'CreateComparisonBody',
  z.object({
    quoteIds: z
      .array(z.string({ error: NOT_QUOTE_IDS }).regex(ID_PATTERN, { error: NOT_QUOTE_IDS }), { error: NOT_QUOTE_IDS })
      // More ids than anyone could mean is refused here, before the quote service gives the real limit.
      .max(50, { error: NOT_QUOTE_IDS })
      .describe("2 to 5 distinct ids of the caller's analysed quotes"),
  }),
);

const required = (name: string, max: number) => z.string({ error: `${name} is required` }).max(max, { error: `${name} is required` }).trim().min(1, { error: `${name} is required` });
export const TestPaymentBody = request('TestPaymentBody', z.object({ paymentIntentId: required('paymentIntentId', 100), cardNumber: required('cardNumber', 40) }));

/** The quote service's cap on a waiting read (quote-reads.ts MAX_AWAIT_MS). */
const MAX_WAIT_MS = 10_000;
export const AnalysisQuery = z.object({
  waitMs: z
    .int({ error: `waitMs must be a whole number of milliseconds from 0 to ${MAX_WAIT_MS}` })
    .min(0, { error: `waitMs must be a whole number of milliseconds from 0 to ${MAX_WAIT_MS}` })
    .max(MAX_WAIT_MS, { error: `waitMs must be a whole number of milliseconds from 0 to ${MAX_WAIT_MS}` })
    .default(0)
    .describe('hold the request until the analysis is no longer running, for at most this many ms'),
});

export const EmptyBody = request('EmptyBody', z.object({}));

/** Admin query parameters: a typo is a 400, never a silently different report. */
const oneOf = <T extends string>(name: string, values: readonly [T, ...T[]], fallback: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }).default(fallback);
const wholeNumber = (name: string, min: number, max: number, fallback: number) => {
  const error = `${name} must be a whole number from ${min} to ${max}`;
  return z.int({ error }).min(min, { error }).max(max, { error }).default(fallback);
};
export const AdminUsersQuery = z.object({
  sortBy: oneOf('sortBy', ['totalSpend', 'totalUploads', 'joinDate'], 'totalSpend'),
  order: oneOf('order', ['asc', 'desc'], 'desc'),
  search: z.string().max(100, { error: 'search must be at most 100 characters' }).default('').describe('part of a name or e-mail'),
});
export const AdminActivityQuery = z.object({
  limit: wholeNumber('limit', 1, 500, 100),
  filter: oneOf('filter', ['all', 'authenticated', 'anonymous'], 'all'),
});
export const AdminAnalyticsQuery = z.object({
  timeframe: oneOf('timeframe', ['7', '30', '365'], '7').describe('days; 365 means all time'),
});
export const AdminTransactionsQuery = z.object({
  limit: wholeNumber('limit', 1, 500, 50),
  offset: wholeNumber('offset', 0, 1_000_000, 0),
});

// ---- responses -------------------------------------------------------------------------------------------------

export const ErrorBody = response(
  'Error',
  z.object({
    message: z.string().describe('the text to show the user'),
    errorId: z.uuid().describe('also in the gateway log line'),
  }),
);
export const Message = response('Message', z.object({ message: z.string() }));

export const PublicConfig = response(
  'Config',
  z.object({
    paymentProvider: z.enum(['stripe', 'local-test']),
    stripePublishableKey: z.string(),
    affiliateUrl: z.url(),
    weeklyFreeCredits: z.int().min(0),
    uploads: z
      .object({
        maxFileBytes: z.int().min(1).describe('bytes per file'),
        maxFiles: z.int().min(1).describe('files per upload'),
        formats: z.array(
          z.object({
            label: z.string().describe('what to call the format, e.g. "PDF"'),
            extensions: z.array(z.string().regex(/^\.[a-z0-9]+$/)).min(1).describe('lower-case, with the dot'),
            declaredTypes: z.array(z.string()).min(1).describe('the Content-Types a file of this format may declare; the first is its own'),
          }),
        ),
      })
      .describe('what POST /api/quotes/analyze and POST /api/upload-quote accept'),
    creditPack: z.object({ credits: z.int().min(1), priceCents: cents, currency: z.string().describe('ISO 4217, lower-case') }).describe('what POST /api/create-payment-intent sells'),
  }),
);

export const User = response(
  'User',
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
    role,
    createdAt: isoDate,
  }),
);
export const CurrentUser = response('CurrentUser', User.nullable().describe('null when signed out'));
export const ResetTokenValid = response('ResetTokenValid', z.object({ valid: z.literal(true) }));
export const ResetPasswordReply = response('ResetPasswordReply', z.object({ message: z.string(), autoLogin: z.boolean(), user: User }));

export const Preview = response(
  'Preview',
  z.object({
    previewId: z.string(),
    contractorName: z.string(),
    projectType: z.string(),
    fileCount: z.int().min(1),
    extractedPrice: z.number().nullable(),
    currency: z.enum(currencies).describe('ISO 4217 code of extractedPrice'),
    riskLevel: level,
    clarityScore: z.int().min(1).max(10),
    issueCount: z.int().min(0),
    flaggedIssues: z.array(z.object({ type: z.enum(issueTypes), severity: level, section: z.string() })).describe('the full issue text is withheld until sign-up'),
  }),
);
export const QuoteRef = response('QuoteRef', z.object({ quoteId: z.string() }));

const quoteStatus = z.enum(['analyzing', 'complete', 'failed']);
export const QuoteListItem = response(
  'QuoteListItem',
  z.object({
    id: z.string(),
    projectType: z.string(),
    contractorName: z.string(),
    fileName: z.string(),
    fileType: z.string(),
    createdAt: isoDate,
    analysisComplete: z.boolean(),
    clarityRating: z.int().min(1).max(10).nullable(),
    status: quoteStatus,
    fileCount: z.int().min(1),
  }),
);
export const QuoteList = response('QuoteList', z.array(QuoteListItem).describe('newest first'));

export const AnalysisDetail = response(
  'AnalysisDetail',
  z.object({
    status: quoteStatus,
    failureReason: z.string().nullable(),
    quote: z.object({
      id: z.string(),
      contractorName: z.string(),
      projectType: z.string(),
      createdAt: isoDate,
      affiliateLink: z.string(),
      clarityRating: z.int().min(1).max(10).nullable(),
      fileName: z.string(),
      fileCount: z.int().min(1),
    }),
    analysis: analysisResultSchema
      .pick({ clarityRating: true, riskLevel: true, summary: true, issues: true, extractedPrice: true, overview: true, clearSections: true, priceLines: true })
      .extend({
        currency: z.enum(currencies).describe('ISO 4217 code of extractedPrice, priceLines and priceOptions'),
        priceOptions: z.array(z.object({ label: z.string(), amount: z.number() })).describe('the options or alternatives the quote prices the job at'),
        noSinglePrice: z.enum(noSinglePriceReasons).nullable().describe('why extractedPrice is null although the quote gives prices; null when it has a single price or the analysis predates this'),
      })
      .nullable()
      .describe('null until the analysis is complete'),
  }),
);

export const ComparisonRef = response('ComparisonRef', z.object({ comparisonId: z.string() }));
export const ComparisonList = response(
  'ComparisonList',
  z
    .array(z.object({ id: z.string(), createdAt: isoDate, title: z.string(), contractorNames: z.array(z.string()), quoteIds: z.array(z.string()) }))
    .describe('newest first'),
);
const comparisonCell = z.object({
  state: z.string().describe('how the cell reads at a glance (docs/api.md lists the states per row group)'),
  value: z.string().describe('what the cell says: "$14,000", "Included", "10 years"'),
  words: z.string().describe("the quote's own words behind it, '' when it says nothing"),
  note: z.string().describe("why it matters (the analysis's finding), or what was looked for"),
});
export const Comparison = response(
  'Comparison',
  z.object({
    id: z.string(),
    createdAt: isoDate,
    title: z.string(),
    columns: z.array(
      z.object({
        quoteId: z.string(),
        contractorName: z.string(),
        projectType: z.string(),
        createdAt: isoDate,
        clarityRating: z.int().min(1).max(10),
        email: z.string().describe("the contractor's address when the quote gives one, else ''"),
      }),
    ),
    rows: z.array(
      z.object({
        id: z.string().describe('price.total, price.unit, price.deposit, price.schedule, scope.<trade>.<item>, terms.<term>, score.clarity, score.findings'),
        group: z.enum(['price', 'scope', 'terms', 'score']),
        label: z.string(),
        differs: z.boolean().describe('a scope item some quotes include and others do not'),
        cells: z.array(comparisonCell).describe('one per column, in column order'),
      }),
    ),
    summary: z.array(z.string()).describe('what the difference means, in plain sentences'),
    gaps: z.array(z.object({ rowId: z.string(), label: z.string(), text: z.string() })),
    likeForLike: z.array(
      z.object({ quoteId: z.string(), estimate: z.number().nullable().describe('dollars; null when a gap cannot be priced'), text: z.string() }),
    ),
    notes: z.array(z.string()).describe('quotes of different trades, analyses made before comparisons'),
  }),
);

const contractorMessage = z.object({
  quoteId: z.string(),
  contractorName: z.string(),
  to: z.string().describe("the contractor's e-mail address when the quote gives one, else ''"),
  subject: z.string(),
  body: z.string().describe('greeting, numbered questions, sign-off with the account name; plain text'),
  questionCount: z.int().min(0),
});
export const ContractorMessage = response('ContractorMessage', contractorMessage);
export const ContractorMessages = response(
  'ContractorMessages',
  z.object({ messages: z.array(contractorMessage).describe('one per contractor, in the comparison’s column order') }),
);

export const Usage = response(
  'Usage',
  z.object({
    analysisCredits: z.int().min(0),
    canAnalyze: z.boolean(),
    nextFreeCreditsAt: z.string().describe('ISO 8601: when the weekly free top-up is next due'),
    weeklyFreeCredits: z.int().min(0),
  }),
);
export const Purchase = response(
  'Purchase',
  z.object({
    id: z.string(),
    creditsAdded: z.int().min(0),
    amount: cents,
    status: z.enum(['completed', 'failed', 'refunded', 'pending']),
    createdAt: isoDate,
    paymentIntentId: z.string(),
    isTest: z.boolean(),
  }),
);
export const PurchaseList = response('PurchaseList', z.array(Purchase).describe('newest first'));
export const PaymentIntent = response('PaymentIntent', z.object({ clientSecret: z.string(), paymentIntentId: z.string(), provider: z.enum(['stripe', 'local-test']) }));
export const TestPaymentResult = response('TestPaymentResult', z.object({ status: z.enum(['succeeded', 'failed']), message: z.string() }));
export const WebhookReceived = response('WebhookReceived', z.object({ received: z.literal(true) }));

export const AdminUserRow = response(
  'AdminUserRow',
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    totalUploads: z.int().min(0),
    totalSpend: cents,
    createdAt: isoDate,
    role,
  }),
);
export const AdminUserList = response('AdminUserList', z.array(AdminUserRow));
export const AdminActivityLogs = response(
  'AdminActivityLogs',
  z.object({
    logs: z.array(
      z.object({
        id: z.string(),
        createdAt: isoDate,
        userEmail: z.string().nullable().describe('null when anonymous'),
        projectType: z.string(),
        ipAddress: z.string(),
        fileSize: z.int().min(0).nullable().describe('bytes; null when no file was read'),
        fileCount: z.int().min(0),
        uploadType: z.enum(['authenticated', 'anonymous']),
        success: z.boolean(),
      }),
    ),
  }),
);
const percent = z.number().min(0);
export const AdminAnalytics = response(
  'AdminAnalytics',
  z.object({
    summary: z.object({
      totalUsers: z.int().min(0),
      totalRevenue: z.number().min(0).describe('dollars'),
      totalUploads: z.int().min(0),
      conversionRate: percent,
      newUserConversionRate: percent,
      reengagementRate: percent,
      anonymousUploads: z.int().min(0),
      anonymousToNewUser: z.int().min(0),
      anonymousToExistingUser: z.int().min(0),
      newSignups: z.int().min(0),
      comparisons: z.int().min(0).describe('comparisons of quotes made in the timeframe'),
    }),
    projectTypes: z.array(z.object({ name: z.string(), percentage: percent })),
  }),
);
export const AdminTransactions = response(
  'AdminTransactions',
  z.object({
    transactions: z.array(
      z.object({
        id: z.string(),
        userEmail: z.string(),
        paymentIntentId: z.string(),
        amount: cents,
        creditsAdded: z.int().min(0),
        isTest: z.boolean(),
        status: z.enum(['succeeded', 'failed', 'refunded']),
        createdAt: isoDate,
      }),
    ),
    total: z.int().min(0),
  }),
);
export const OpenApiDocument = response('OpenApiDocument', z.looseObject({ openapi: z.literal('3.1.0') }).describe('this document'));
