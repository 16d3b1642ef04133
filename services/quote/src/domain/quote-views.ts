// What callers see of quotes and previews: the gRPC messages of quote.proto, built from the stored documents.
import { analysisToProto, type AnalysisResult } from '@qa/contracts';
import type { Quote } from '../store/quotes';
import type { Preview } from '../store/previews';

export function quoteSummary(quote: Quote) {
  const first = quote.files[0];
  return {
    id: quote._id,
    projectType: quote.projectType,
    contractorName: quote.contractorName,
    fileName: first?.fileName ?? '',
    fileType: first?.mimeType ?? '',
    createdAt: new Date(quote.createdAt).toISOString(),
    analysisComplete: quote.status === 'complete',
    ...(quote.result ? { clarityRating: quote.result.clarityRating } : {}),
    status: quote.status,
    fileCount: quote.files.length,
  };
}

export function quoteDetail(quote: Quote, affiliateUrl: string) {
  return {
    quote: quoteSummary(quote),
    affiliateLink: affiliateLink(affiliateUrl, quote.projectType),
    ...(quote.status === 'complete' && quote.result ? { analysis: analysisToProto(quote.result) } : {}),
    failureReason: quote.status === 'failed' ? quote.failureReason : '',
  };
}

/** The marketplace link on a result, tagged so the partner can attribute the lead. */
export function affiliateLink(baseUrl: string, projectType: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('utm_source', 'quote-analyzer');
  url.searchParams.set('utm_medium', 'referral');
  url.searchParams.set('utm_campaign', 'analysis-result');
  url.searchParams.set('utm_content', projectType);
  return url.toString();
}

const severityOf = { high: 'high', medium: 'medium', clarification: 'low' } as const;

/**
 * The anonymous preview: score, risk, price and counts, and of each issue only its type, severity and section.
 * The issue text, explanations and questions stay on the server until the visitor signs up.
 */
export function anonymousPreview(preview: Preview & { result: AnalysisResult }) {
  const { result } = preview;
  return {
    previewId: preview._id,
    fileCount: preview.files.length,
    contractorName: preview.contractorName,
    projectType: preview.projectType,
    ...(result.extractedPrice === null ? {} : { extractedPrice: result.extractedPrice }),
    currency: result.currency ?? 'USD',
    riskLevel: result.riskLevel,
    clarityScore: result.clarityRating,
    issueCount: result.issues.length,
    flaggedIssues: result.issues.map((issue) => ({ type: issue.issueType, severity: severityOf[issue.issueType], section: issue.section })),
  };
}
