// The detail screen reads the documented shape and tolerates older ones (spec §3):
// clarityScore, flaggedIssues [{type, severity, description, recommendation, ...}], analysisResults, quoteId.
import type {
  AnalysisIssue,
  AnalysisResponse,
  AnalysisStatus,
  AnalysisSummary,
  IssueType,
  NoSinglePrice,
  PriceLine,
  QuoteDetail,
} from '../types';

export const DEFAULT_CLARITY = 5;

export interface NormalizedAnalysis {
  status: AnalysisStatus;
  failureReason: string | null;
  quote: QuoteDetail;
  clarity: number;
  riskLevel?: string;
  summary: AnalysisSummary;
  issues: AnalysisIssue[];
  extractedPrice: number | null;
  currency: string;
  overview: string;
  clearSections: string[];
  priceLines: PriceLine[];
  priceOptions: PriceLine[];
  noSinglePrice: NoSinglePrice | null;
}

type Loose = Record<string, unknown>;

function asObject(value: unknown): Loose | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : null;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function toIssueType(raw: Loose): IssueType {
  const t = String(raw.issueType ?? raw.severity ?? raw.type ?? '').toLowerCase();
  if (t === 'high' || t === 'critical') return 'high';
  if (t === 'medium') return 'medium';
  return 'clarification';
}

function toIssue(value: unknown): AnalysisIssue | null {
  const raw = asObject(value);
  if (!raw) return null;
  const questions = Array.isArray(raw.questions)
    ? raw.questions.filter((q): q is string => typeof q === 'string')
    : str(raw.recommendation)
      ? [String(raw.recommendation)]
      : [];
  return {
    issueType: toIssueType(raw),
    section:
      str(raw.section) ?? (str(raw.type) && raw.issueType === undefined ? String(raw.type) : 'General'),
    originalText: str(raw.originalText) ?? '',
    explanation: str(raw.explanation) ?? str(raw.description) ?? '',
    questions,
  };
}

export function normalizeAnalysis(data: AnalysisResponse | Loose): NormalizedAnalysis {
  const root = data as Loose;
  const quoteRaw = asObject(root.quote) ?? {};
  const analysis =
    asObject(root.analysis) ?? asObject(root.analysisResults) ?? asObject(quoteRaw.analysisResults) ?? {};

  const quote: QuoteDetail = {
    id: String(quoteRaw.id ?? root.quoteId ?? ''),
    contractorName: str(quoteRaw.contractorName) ?? 'Contractor',
    projectType: str(quoteRaw.projectType) ?? '',
    createdAt: str(quoteRaw.createdAt) ?? '',
    affiliateLink: str(quoteRaw.affiliateLink) ?? null,
    clarityRating: num(quoteRaw.clarityRating) ?? null,
    fileName: str(quoteRaw.fileName),
    fileCount: num(quoteRaw.fileCount),
  };

  const rawIssues = Array.isArray(analysis.issues)
    ? analysis.issues
    : Array.isArray(analysis.flaggedIssues)
      ? analysis.flaggedIssues
      : [];
  const issues = rawIssues.map(toIssue).filter((i): i is AnalysisIssue => i !== null);

  const summaryRaw = asObject(analysis.summary) ?? {};
  const clearSections = Array.isArray(analysis.clearSections)
    ? analysis.clearSections.filter((s): s is string => typeof s === 'string')
    : [];
  const summary: AnalysisSummary = {
    highRiskCount: num(summaryRaw.highRiskCount) ?? issues.filter((i) => i.issueType === 'high').length,
    mediumRiskCount: num(summaryRaw.mediumRiskCount) ?? issues.filter((i) => i.issueType === 'medium').length,
    clarificationCount:
      num(summaryRaw.clarificationCount) ?? issues.filter((i) => i.issueType === 'clarification').length,
    clearSectionCount: num(summaryRaw.clearSectionCount) ?? clearSections.length,
  };

  const priceLines = priceLinesOf(analysis.priceLines);
  const priceOptions = priceLinesOf(analysis.priceOptions).map(({ label, amount }) => ({ label, amount }));

  const rawStatus = str(root.status);
  const hasAnalysis = Object.keys(analysis).length > 0;
  const status: AnalysisStatus =
    rawStatus === 'analyzing' || rawStatus === 'failed' || rawStatus === 'complete'
      ? rawStatus
      : hasAnalysis
        ? 'complete'
        : 'analyzing';

  return {
    status,
    failureReason: str(root.failureReason) ?? null,
    quote,
    clarity:
      num(analysis.clarityRating) || quote.clarityRating || num(analysis.clarityScore) || DEFAULT_CLARITY,
    riskLevel: str(analysis.riskLevel),
    summary,
    issues,
    extractedPrice: num(analysis.extractedPrice) ?? null,
    currency: str(analysis.currency) ?? 'USD',
    overview: str(analysis.overview) ?? '',
    clearSections,
    priceLines,
    priceOptions,
    noSinglePrice: NO_SINGLE_PRICE.find((reason) => reason === analysis.noSinglePrice) ?? null,
  };
}

const NO_SINGLE_PRICE: NoSinglePrice[] = ['options', 'range', 'financing', 'alternatives', 'open-items', 'unstated', 'part-to-follow'];
const ROLES: NonNullable<PriceLine['role']>[] = [
  'item',
  'subtotal',
  'tax',
  'discount',
  'total',
  'rate',
  'optional',
  'option',
  'payment',
  'other',
];

function priceLinesOf(value: unknown): PriceLine[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(asObject)
    .filter((l): l is Loose => l !== null && typeof l.amount === 'number')
    .map((l) => {
      const role = ROLES.find((r) => r === l.role);
      return { label: String(l.label ?? ''), amount: l.amount as number, ...(role ? { role } : {}) };
    });
}
