// Every /api operation: its path as the /api router registers it, who may call it, what it takes and what it
// answers. The OpenAPI document is built from this table; a test checks that it names exactly the routes the
// Express app registers, so a new route cannot be left out.
import type { z } from 'zod';
import * as s from './schemas';

/** public: anyone (a session, if any, is read); user: a live session (else 401); admin: the admin role (else 401/403). */
export type Access = 'public' | 'user' | 'admin';

export type RequestBody =
  | { kind: 'json'; schema: z.ZodType; optional?: boolean }
  | { kind: 'multipart'; schema: z.ZodType }
  | { kind: 'stripe-webhook' };

export interface Success {
  status: 200 | 201 | 204;
  description: string;
  /** JSON body; omitted for 204 and for the media below. */
  schema?: z.ZodType;
  media?: 'text/csv' | 'application/pdf';
  /** Sets the qa_session cookie. */
  setsSession?: boolean;
}

export interface Operation {
  method: 'get' | 'post';
  /** As registered on the /api router (Express syntax, without the /api prefix). */
  path: string;
  operationId: string;
  summary: string;
  tag: 'meta' | 'account' | 'quotes' | 'billing' | 'admin';
  access: Access;
  pathParams?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: RequestBody;
  ok: Success;
  /** The refusals this operation itself can answer (the common ones are added by the document builder). */
  refusals?: Partial<Record<400 | 401 | 402 | 404 | 429, string>>;
}

const quoteId = { quoteId: s.QuoteRef.shape.quoteId.regex(s.ID_PATTERN).describe('a quote id; any other value is 404') };
const comparisonId = { comparisonId: s.ComparisonRef.shape.comparisonId.regex(s.ID_PATTERN).describe('a comparison id; any other value is 404') };

export const operations: Operation[] = [
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApi',
    summary: 'This document',
    tag: 'meta',
    access: 'public',
    ok: { status: 200, description: 'the OpenAPI 3.1 document of /api', schema: s.OpenApiDocument },
  },
  {
    method: 'get',
    path: '/config',
    operationId: 'getConfig',
    summary: 'Public settings the web app needs',
    tag: 'meta',
    access: 'public',
    ok: { status: 200, description: 'the settings', schema: s.PublicConfig },
  },

  // ---- account ----
  {
    method: 'post',
    path: '/auth/register',
    operationId: 'register',
    summary: 'Create an account and sign in',
    tag: 'account',
    access: 'public',
    body: { kind: 'json', schema: s.RegisterBody },
    ok: { status: 201, description: 'the new user, signed in', schema: s.User, setsSession: true },
    refusals: { 400: 'a field the auth service refuses, or "User already exists"' },
  },
  {
    method: 'post',
    path: '/auth/login',
    operationId: 'login',
    summary: 'Sign in',
    tag: 'account',
    access: 'public',
    body: { kind: 'json', schema: s.LoginBody },
    ok: { status: 200, description: 'the user, signed in', schema: s.User, setsSession: true },
    refusals: { 400: 'e-mail or password missing', 401: '"Invalid email or password"', 429: 'too many attempts' },
  },
  {
    method: 'post',
    path: '/auth/logout',
    operationId: 'logout',
    summary: 'Sign out (clears the cookie and revokes this and every older session)',
    tag: 'account',
    access: 'public',
    ok: { status: 200, description: 'signed out', schema: s.Message },
  },
  {
    method: 'get',
    path: '/auth/user',
    operationId: 'currentUser',
    summary: 'The signed-in user, or null when signed out (no session, an ended or a revoked one)',
    tag: 'account',
    access: 'public',
    ok: { status: 200, description: 'the user, or null', schema: s.CurrentUser },
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    operationId: 'forgotPassword',
    summary: 'E-mail a password reset link (the same answer whether or not the address has an account)',
    tag: 'account',
    access: 'public',
    body: { kind: 'json', schema: s.ForgotPasswordBody },
    ok: { status: 200, description: 'the link was sent if the account exists', schema: s.Message },
    refusals: { 400: 'not an e-mail address', 429: 'too many requests' },
  },
  {
    method: 'get',
    path: '/auth/reset-password/:token',
    operationId: 'checkResetToken',
    summary: 'Whether a reset link is still valid',
    tag: 'account',
    access: 'public',
    pathParams: { token: s.ResetPasswordBody.shape.token },
    ok: { status: 200, description: 'the link is valid', schema: s.ResetTokenValid },
    refusals: { 400: 'the link is invalid or has expired' },
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    operationId: 'resetPassword',
    summary: 'Set a new password from a reset link, and sign in',
    tag: 'account',
    access: 'public',
    body: { kind: 'json', schema: s.ResetPasswordBody },
    ok: { status: 200, description: 'the password is changed and the user signed in', schema: s.ResetPasswordReply, setsSession: true },
    refusals: { 400: 'the link is invalid or has expired, or the password is refused' },
  },

  // ---- quotes ----
  {
    method: 'post',
    path: '/quotes/analyze',
    operationId: 'analyzeAnonymous',
    summary: 'A free blurred preview for a visitor (one per browser)',
    tag: 'quotes',
    access: 'public',
    body: { kind: 'multipart', schema: s.UploadForm },
    ok: { status: 200, description: 'the preview', schema: s.Preview },
    refusals: { 400: 'the upload rules (docs/api.md)', 429: "the visitor's second preview, or the network's daily cap" },
  },
  {
    method: 'post',
    path: '/quotes/save-preview',
    operationId: 'savePreview',
    summary: "Save the visitor's preview into the new account",
    tag: 'quotes',
    access: 'user',
    body: { kind: 'json', schema: s.SavePreviewBody },
    ok: { status: 200, description: 'the saved quote', schema: s.QuoteRef },
    refusals: { 400: 'no preview id', 404: 'no such preview from this visitor' },
  },
  {
    method: 'post',
    path: '/upload-quote',
    operationId: 'uploadQuote',
    summary: 'Submit a quote for analysis (costs a credit, given back if the analysis fails)',
    tag: 'quotes',
    access: 'user',
    body: { kind: 'multipart', schema: s.UploadForm },
    ok: { status: 200, description: 'the quote, now being analysed', schema: s.QuoteRef },
    refusals: { 400: 'the upload rules (docs/api.md)', 402: '"No analysis credits remaining"' },
  },
  {
    method: 'get',
    path: '/quotes',
    operationId: 'listQuotes',
    summary: "The user's quotes",
    tag: 'quotes',
    access: 'user',
    ok: { status: 200, description: 'newest first', schema: s.QuoteList },
  },
  {
    method: 'get',
    path: '/analysis/:quoteId',
    operationId: 'getAnalysis',
    summary: 'A quote and its analysis',
    tag: 'quotes',
    access: 'user',
    pathParams: quoteId,
    query: s.AnalysisQuery,
    ok: { status: 200, description: 'the quote and, once complete, its analysis', schema: s.AnalysisDetail },
    refusals: { 400: 'waitMs out of range', 404: "not one of the user's quotes" },
  },
  {
    method: 'post',
    path: '/analysis/:quoteId/retry',
    operationId: 'retryAnalysis',
    summary: 'Run a failed analysis again (costs nothing more)',
    tag: 'quotes',
    access: 'user',
    pathParams: quoteId,
    ok: { status: 200, description: 'the quote, being analysed again', schema: s.QuoteRef },
    refusals: { 400: 'the analysis is already complete', 402: 'no credit to hold for the new attempt', 404: "not one of the user's quotes" },
  },
  {
    method: 'get',
    path: '/analysis/:quoteId/report.pdf',
    operationId: 'analysisReport',
    summary: 'The analysis as a PDF report',
    tag: 'quotes',
    access: 'user',
    pathParams: quoteId,
    ok: { status: 200, description: 'a PDF attachment', media: 'application/pdf' },
    refusals: { 400: 'the analysis is not complete yet', 404: "not one of the user's quotes" },
  },
  {
    method: 'post',
    path: '/engagement/affiliate-click',
    operationId: 'affiliateClick',
    summary: 'Record a click on the "Find Better Quotes" link',
    tag: 'quotes',
    access: 'public',
    body: { kind: 'json', schema: s.AffiliateClickBody, optional: true },
    ok: { status: 204, description: 'recorded' },
    refusals: { 400: 'quoteId is not a quote id', 404: "quoteId is not the caller's own quote" },
  },

  {
    method: 'get',
    path: '/analysis/:quoteId/message',
    operationId: 'analysisMessage',
    summary: 'A message to the contractor with the questions from the analysis, ready to edit and send',
    tag: 'quotes',
    access: 'user',
    pathParams: quoteId,
    ok: { status: 200, description: 'the message', schema: s.ContractorMessage },
    refusals: { 400: 'the analysis is not complete yet', 404: "not one of the user's quotes" },
  },
  {
    method: 'post',
    path: '/comparisons',
    operationId: 'createComparison',
    summary: "Put 2 to 5 of the user's analysed quotes side by side",
    tag: 'quotes',
    access: 'user',
    body: { kind: 'json', schema: s.CreateComparisonBody },
    ok: { status: 201, description: 'the new comparison', schema: s.ComparisonRef },
    refusals: { 400: 'fewer than 2 or more than 5 quotes, a quote twice, or one not analysed (the message says which)', 404: "a quote that is not one of the user's" },
  },
  {
    method: 'get',
    path: '/comparisons',
    operationId: 'listComparisons',
    summary: "The user's comparisons",
    tag: 'quotes',
    access: 'user',
    ok: { status: 200, description: 'newest first', schema: s.ComparisonList },
  },
  {
    method: 'get',
    path: '/comparisons/:comparisonId',
    operationId: 'getComparison',
    summary: 'A comparison: the quotes side by side, what the difference means, the gaps and a like-for-like price',
    tag: 'quotes',
    access: 'user',
    pathParams: comparisonId,
    ok: { status: 200, description: 'built afresh from the stored analyses', schema: s.Comparison },
    refusals: { 404: "not one of the user's comparisons" },
  },

  {
    method: 'get',
    path: '/comparisons/:comparisonId/report.pdf',
    operationId: 'comparisonReport',
    summary: 'The comparison as a PDF report',
    tag: 'quotes',
    access: 'user',
    pathParams: comparisonId,
    ok: { status: 200, description: 'a PDF attachment', media: 'application/pdf' },
    refusals: { 404: "not one of the user's comparisons" },
  },
  {
    method: 'get',
    path: '/comparisons/:comparisonId/messages',
    operationId: 'comparisonMessages',
    summary: 'One message per contractor: what the other quotes include and its own findings, as questions',
    tag: 'quotes',
    access: 'user',
    pathParams: comparisonId,
    ok: { status: 200, description: 'the messages', schema: s.ContractorMessages },
    refusals: { 404: "not one of the user's comparisons" },
  },

  // ---- billing ----
  {
    method: 'get',
    path: '/usage',
    operationId: 'usage',
    summary: "The user's credits",
    tag: 'billing',
    access: 'user',
    ok: { status: 200, description: 'the credits', schema: s.Usage },
  },
  {
    method: 'get',
    path: '/purchases',
    operationId: 'purchases',
    summary: "The user's purchases",
    tag: 'billing',
    access: 'user',
    ok: { status: 200, description: 'newest first', schema: s.PurchaseList },
  },
  {
    method: 'post',
    path: '/create-payment-intent',
    operationId: 'createPaymentIntent',
    summary: 'Start buying the pack of 20 credits ($49)',
    tag: 'billing',
    access: 'user',
    body: { kind: 'json', schema: s.EmptyBody, optional: true },
    ok: { status: 200, description: 'the payment to confirm', schema: s.PaymentIntent },
  },
  {
    method: 'post',
    path: '/payments/test/confirm',
    operationId: 'confirmTestPayment',
    summary: 'Pay with a test card (the local-test provider only)',
    tag: 'billing',
    access: 'user',
    body: { kind: 'json', schema: s.TestPaymentBody },
    ok: { status: 200, description: 'whether the card was accepted', schema: s.TestPaymentResult },
    refusals: { 400: 'a field is missing, or the provider is not local-test', 404: "not one of the user's payments" },
  },
  {
    method: 'post',
    path: '/webhooks/stripe',
    operationId: 'stripeWebhook',
    summary: "Stripe's payment events (signed; exempt from the cross-site check)",
    tag: 'billing',
    access: 'public',
    body: { kind: 'stripe-webhook' },
    ok: { status: 200, description: 'the event was verified and applied (once, however often it is delivered)', schema: s.WebhookReceived },
    refusals: { 400: 'the signature does not verify' },
  },

  // ---- admin ----
  {
    method: 'get',
    path: '/admin/users',
    operationId: 'adminUsers',
    summary: 'Users with their uploads and spend',
    tag: 'admin',
    access: 'admin',
    query: s.AdminUsersQuery,
    ok: { status: 200, description: 'the users', schema: s.AdminUserList },
    refusals: { 400: 'a query value outside the contract' },
  },
  {
    method: 'get',
    path: '/admin/activity-logs',
    operationId: 'adminActivityLogs',
    summary: 'Recent uploads, signed in and anonymous',
    tag: 'admin',
    access: 'admin',
    query: s.AdminActivityQuery,
    ok: { status: 200, description: 'newest first', schema: s.AdminActivityLogs },
    refusals: { 400: 'a query value outside the contract' },
  },
  {
    method: 'get',
    path: '/admin/analytics',
    operationId: 'adminAnalytics',
    summary: 'Revenue, funnel and project types over a timeframe',
    tag: 'admin',
    access: 'admin',
    query: s.AdminAnalyticsQuery,
    ok: { status: 200, description: 'the figures', schema: s.AdminAnalytics },
    refusals: { 400: 'a query value outside the contract' },
  },
  {
    method: 'get',
    path: '/admin/transactions',
    operationId: 'adminTransactions',
    summary: 'Payments, a page at a time',
    tag: 'admin',
    access: 'admin',
    query: s.AdminTransactionsQuery,
    ok: { status: 200, description: 'the page and the total count', schema: s.AdminTransactions },
    refusals: { 400: 'a query value outside the contract' },
  },
  {
    method: 'get',
    path: '/admin/export/users.csv',
    operationId: 'adminExportUsers',
    summary: 'The users as CSV',
    tag: 'admin',
    access: 'admin',
    ok: { status: 200, description: 'a CSV attachment, users-YYYY-MM-DD.csv', media: 'text/csv' },
  },
  {
    method: 'get',
    path: '/admin/export/transactions.csv',
    operationId: 'adminExportTransactions',
    summary: 'The payments as CSV',
    tag: 'admin',
    access: 'admin',
    ok: { status: 200, description: 'a CSV attachment, transactions-YYYY-MM-DD.csv', media: 'text/csv' },
  },
];
