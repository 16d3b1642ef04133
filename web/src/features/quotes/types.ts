// Shapes of docs/api.md (spec §3) for quotes and analyses.

export type AnalysisStatus = 'analyzing' | 'complete' | 'failed';
export type IssueType = 'high' | 'medium' | 'clarification';
export type RiskLevel = 'high' | 'medium' | 'low';

export interface QuoteListItem {
  id: string;
  projectType: string;
  contractorName: string;
  fileName: string;
  fileType: string;
  createdAt: string;
  analysisComplete: boolean;
  clarityRating?: number | null;
  status?: AnalysisStatus;
  fileCount?: number;
}

export interface AnalysisIssue {
  issueType: IssueType;
  section: string;
  originalText: string;
  explanation: string;
  questions: string[];
}

export interface AnalysisSummary {
  highRiskCount: number;
  mediumRiskCount: number;
  clarificationCount: number;
  clearSectionCount: number;
}

/** What a priced line is (docs/api.md): the work and the sums make up the price; the rest is priced beside it. */
export type PriceLineRole =
  | 'item'
  | 'subtotal'
  | 'tax'
  | 'discount'
  | 'total'
  | 'rate'
  | 'optional'
  | 'option'
  | 'payment'
  | 'other';

export interface PriceLine {
  label: string;
  amount: number;
  /** Absent on analyses made before roles were kept. */
  role?: PriceLineRole;
}

/** Why the quote has no single price although it gives prices. */
export type NoSinglePrice = 'options' | 'range' | 'financing' | 'alternatives' | 'open-items' | 'unstated' | 'part-to-follow';

export interface Analysis {
  clarityRating?: number;
  riskLevel?: RiskLevel;
  summary?: Partial<AnalysisSummary>;
  issues?: AnalysisIssue[];
  extractedPrice?: number | null;
  /** ISO 4217 code of the prices; absent from older analyses (US dollars). */
  currency?: string;
  overview?: string;
  clearSections?: string[];
  priceLines?: PriceLine[];
  priceOptions?: PriceLine[];
  noSinglePrice?: NoSinglePrice | null;
}

export interface QuoteDetail {
  id: string;
  contractorName: string;
  projectType: string;
  createdAt: string;
  affiliateLink?: string | null;
  clarityRating?: number | null;
  fileName?: string;
  fileCount?: number;
}

export interface AnalysisResponse {
  status?: AnalysisStatus;
  failureReason?: string | null;
  quote: QuoteDetail;
  analysis: Analysis | null;
}

/** Anonymous preview of POST /api/quotes/analyze. */
export interface AnonymousPreview {
  previewId?: string;
  contractorName?: string;
  projectType?: string;
  fileCount?: number;
  extractedPrice?: number | null;
  currency?: string;
  riskLevel?: string;
  clarityScore?: number;
  issueCount?: number;
  flaggedIssues?: { type?: string; severity?: string; section?: string }[];
}
