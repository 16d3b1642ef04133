// The analyser's public API: reads the uploaded files of one quote, runs the rules engine (and optionally an
// OpenAI model whose findings are merged in), and returns the AnalysisResult of spec §3.
import type { AnalysisResult, QuoteFacts } from '@qa/contracts';
import { readSubmission } from './extract/read-submission';
import { quoteFacts } from './facts/quote-facts';
import { terminateOcr } from './extract/ocr';
import { terminatePdfWorker, UnreadableFileError } from './extract/pdf-text';
import { writeOverview } from './overview';
import { findPrice, type PriceAnalysis } from './price/find-total';
import { reviewWithOpenAI, type OpenAIOptions } from './providers/openai';
import { runRules } from './rules/run-rules';
import { clarityRating, riskLevelOf } from './score';
import { QuoteText } from './text/quote-text';
import { projectLabel, tradeOf } from './trade';
import type { AnalyzeInput, Finding, PageText } from './types';

export type { AnalyzeInput, QuoteFile } from './types';
export { UnreadableFileError };

export interface AnalyzerOptions {
  provider?: 'rules' | 'openai';
  openai?: OpenAIOptions;
}

/** The result plus what the rules engine saw; used by the tests and the benchmark. */
export interface DetailedAnalysis {
  result: AnalysisResult;
  findings: Finding[];
  text: QuoteText;
  price: PriceAnalysis;
}

export async function analyzeQuote(
  input: AnalyzeInput,
  options: AnalyzerOptions = {},
): Promise<AnalysisResult> {
  return (await analyzeQuoteDetailed(input, options)).result;
}

export async function analyzeQuoteDetailed(
  input: AnalyzeInput,
  options: AnalyzerOptions = {},
): Promise<DetailedAnalysis> {
  if (!input.files.length) throw new UnreadableFileError('the submission', 'no files were uploaded');
  const { pages, notes } = await readSubmission(input.files);
  const { text, price, findings, clearSections, result: rules, project, facts } = analysePages(pages, input);
  // What was left out of the reading goes into the overview, so the homeowner knows what was not checked.
  const withNotes = (result: AnalysisResult): AnalysisResult =>
    notes.length ? { ...result, overview: [result.overview, ...notes].join(' ') } : result;
  if (options.provider !== 'openai' || !options.openai?.apiKey)
    return { result: withNotes(rules), findings, text, price };
  const merged = await reviewWithOpenAI({ input, text, rules, options: options.openai });
  if (!merged) return { result: withNotes(rules), findings, text, price };
  const clear = clearSections.filter((s) => !merged.some((i) => i.section === s));
  const result = buildResult({
    findings: merged,
    clearSections: clear,
    price,
    pages,
    project,
    contractorName: input.contractorName,
    provider: 'rules+openai',
    facts,
  });
  return { result: withNotes(result), findings, text, price };
}

/** Text pages already read (plain-text quotes, tests, the development-set script): the rules engine only. */
export interface TextInput {
  /** One entry per page: its text, lines separated by newlines (a form feed also starts a new page). */
  pages: string[];
  projectType: string;
  contractorName: string;
}

/** The rules engine on text that needs no extraction; the same path an uploaded file takes after reading. */
export function analyzeText(input: TextInput): DetailedAnalysis {
  const pages: PageText[] = input.pages
    .flatMap((p) => p.split('\f'))
    .map((p, i) => ({ file: 0, page: i + 1, method: 'text' as const, lines: p.split(/\r?\n/) }));
  const { result, findings, text, price } = analysePages(pages, {
    files: [],
    projectType: input.projectType,
    contractorName: input.contractorName,
  });
  return { result, findings, text, price };
}

function analysePages(pages: PageText[], input: AnalyzeInput) {
  const text = new QuoteText(pages);
  if (text.text.replace(/\s/g, '').length < 20) {
    throw new UnreadableFileError(
      input.files.map((f) => f.fileName).join(', ') || 'the text',
      'no readable text was found',
    );
  }
  const trade = tradeOf(input.projectType);
  const project = projectLabel(input.projectType);
  const price = findPrice(text);
  const { findings, clearSections } = runRules({
    text,
    trade,
    project,
    projectType: input.projectType,
    price,
  });
  const facts = quoteFacts({ text, trade, price, findings });
  const result = buildResult({
    findings,
    clearSections,
    price,
    pages,
    project,
    contractorName: input.contractorName,
    provider: 'rules',
    facts,
  });
  return { text, price, findings, clearSections, result, project, facts };
}

/** Terminates the OCR and PDF workers so the process can exit cleanly. */
export async function shutdownAnalyzer(): Promise<void> {
  await Promise.all([terminateOcr(), terminatePdfWorker()]);
}

function buildResult(args: {
  findings: AnalysisResult['issues'];
  clearSections: string[];
  price: PriceAnalysis;
  pages: PageText[];
  project: string;
  contractorName: string;
  provider: string;
  facts: QuoteFacts;
}): AnalysisResult {
  // The model's issues carry no id; the rules' findings keep theirs, so a comparison can tell which check spoke.
  const issues = args.findings.map(({ issueType, section, originalText, explanation, questions, id }) => ({
    issueType,
    section,
    originalText,
    explanation,
    questions,
    ...(id ? { id } : {}),
  }));
  const rating = clarityRating(args.findings);
  const count = (t: string) => issues.filter((i) => i.issueType === t).length;
  return {
    clarityRating: rating,
    riskLevel: riskLevelOf(rating, { high: count('high'), medium: count('medium') }),
    summary: {
      highRiskCount: count('high'),
      mediumRiskCount: count('medium'),
      clarificationCount: count('clarification'),
      clearSectionCount: args.clearSections.length,
    },
    issues,
    extractedPrice: args.price.total,
    currency: args.price.currency,
    provider: args.provider,
    pages: args.pages.map(({ file, page, method }) => ({ file, page, method })),
    overview: writeOverview({
      project: args.project,
      contractorName: args.contractorName,
      price: args.price,
      issues,
      clearSections: args.clearSections,
      rating,
    }),
    clearSections: args.clearSections,
    priceLines: args.price.lines,
    facts: args.facts,
  };
}
