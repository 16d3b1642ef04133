// Optional second opinion from an OpenAI model. The model gets the extracted text (and the images, for photos of
// quotes), the rules engine's findings, and must answer with issues in the same schema (structured output).
// Its issues are checked, quotes it cannot show in the document are blanked, duplicates of rules findings are
// dropped, and on any error or timeout the caller keeps the rules result unchanged.
import { issueSchema, type AnalysisIssue, type AnalysisResult } from '@qa/contracts';
import OpenAI from 'openai';
import type { QuoteText } from '../text/quote-text';
import { SECTIONS, type AnalyzeInput } from '../types';

export interface OpenAIOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  /** Called with the error when the model call fails and the rules result is used instead. */
  onError?: (err: unknown) => void;
}

const DEFAULT_MODEL = 'gpt-4o-mini';
const DEFAULT_TIMEOUT_MS = 45_000;
/** Enough for a long multi-page quote while keeping the request small and fast. */
const MAX_TEXT_CHARS = 40_000;
const MAX_IMAGES = 4;
const MAX_MODEL_ISSUES = 12;

const RESPONSE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['issues'],
  properties: {
    issues: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['issueType', 'section', 'originalText', 'explanation', 'questions'],
        properties: {
          issueType: { type: 'string', enum: ['high', 'medium', 'clarification'] },
          section: { type: 'string' },
          originalText: { type: 'string' },
          explanation: { type: 'string' },
          questions: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

const SYSTEM_PROMPT = `You are an experienced, fair reviewer of US home-improvement contractor quotes, helping a homeowner.
Find risks, vague terms, missing scope and pricing problems that a careful reviewer would raise.
Rules:
- issueType: "high" for serious risks (e.g. more than half paid up front, cash only, no warranty, homeowner pulls permits, pressure to sign today), "medium" for real gaps, "clarification" for questions worth asking.
- section: one of ${Object.values(SECTIONS).join(', ')}.
- originalText: copy the quote's own words exactly (a sentence or line), or "" for something missing. Never paraphrase or invent text.
- explanation: one or two plain-English sentences for a homeowner.
- questions: 1 to 3 specific questions to ask the contractor.
- Do not repeat the findings already listed by the automated checks. Do not flag normal practice (a 10-33% deposit with a schedule, "industry standard", "as required by code").
- Return {"issues": []} if you have nothing to add.`;

export async function reviewWithOpenAI(args: {
  input: AnalyzeInput;
  text: QuoteText;
  rules: AnalysisResult;
  options: OpenAIOptions;
}): Promise<AnalysisIssue[] | undefined> {
  const { input, text, rules, options } = args;
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  try {
    const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout, maxRetries: 0 });
    const completion = await client.chat.completions.create(
      {
        model: options.model ?? DEFAULT_MODEL,
        temperature: 0.2,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'quote_issues', strict: true, schema: RESPONSE_SCHEMA },
        },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: [{ type: 'text', text: userPrompt(input, text, rules) }, ...imageParts(input)],
          },
        ],
      },
      { signal: AbortSignal.timeout(timeout) },
    );
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('the model returned no content');
    const modelIssues = parseIssues(JSON.parse(content), text);
    return mergeIssues(rules.issues, modelIssues);
  } catch (err) {
    options.onError?.(err);
    return undefined;
  }
}

function userPrompt(input: AnalyzeInput, text: QuoteText, rules: AnalysisResult): string {
  const found =
    rules.issues.map((i) => `- [${i.issueType}] ${i.section}: ${i.explanation}`).join('\n') || '- none';
  return [
    `Project type: ${input.projectType}`,
    `Contractor: ${input.contractorName}`,
    `Extracted total price: ${rules.extractedPrice ?? 'not found'}`,
    'Findings already reported by the automated checks:',
    found,
    'Quote text (extracted from the uploaded files; images of the pages may follow):',
    '"""',
    text.text.slice(0, MAX_TEXT_CHARS),
    '"""',
  ].join('\n');
}

function imageParts(input: AnalyzeInput): OpenAI.Chat.Completions.ChatCompletionContentPartImage[] {
  return input.files
    .filter((f) => isImage(f.bytes))
    .slice(0, MAX_IMAGES)
    .map((f) => ({
      type: 'image_url',
      image_url: {
        url: `data:${f.bytes[0] === 0x89 ? 'image/png' : 'image/jpeg'};base64,${f.bytes.toString('base64')}`,
        detail: 'high',
      },
    }));
}

function isImage(bytes: Buffer): boolean {
  return (bytes[0] === 0x89 && bytes[1] === 0x50) || (bytes[0] === 0xff && bytes[1] === 0xd8);
}

/** Keeps the well-formed issues, maps sections to ours, and blanks quotes that are not in the document. */
export function parseIssues(data: unknown, text: QuoteText): AnalysisIssue[] {
  const raw = (data as { issues?: unknown[] })?.issues;
  if (!Array.isArray(raw)) throw new Error('the model response has no issues array');
  const document = squash(text.text);
  const out: AnalysisIssue[] = [];
  for (const item of raw.slice(0, MAX_MODEL_ISSUES)) {
    const candidate = item as Partial<AnalysisIssue>;
    const questions = Array.isArray(candidate.questions)
      ? candidate.questions.filter((q) => typeof q === 'string' && q.trim()).slice(0, 3)
      : [];
    const parsed = issueSchema.safeParse({
      ...candidate,
      questions,
      section: canonicalSection(String(candidate.section ?? '')),
    });
    if (!parsed.success) continue;
    const quote = parsed.data.originalText.trim();
    const verifiable = squash(quote.replace(/^\.{3}|\.{3}$/g, ''));
    out.push({ ...parsed.data, originalText: verifiable && document.includes(verifiable) ? quote : '' });
  }
  return out;
}

/** Rules findings first; a model issue is added only if no issue in the same section says the same thing. */
export function mergeIssues(rules: AnalysisIssue[], model: AnalysisIssue[]): AnalysisIssue[] {
  const merged = [...rules];
  for (const issue of model) {
    const duplicate = merged.some(
      (existing) =>
        existing.section.toLowerCase() === issue.section.toLowerCase() && similar(existing, issue),
    );
    if (!duplicate) merged.push(issue);
  }
  const order = { high: 0, medium: 1, clarification: 2 };
  return merged.sort((a, b) => order[a.issueType] - order[b.issueType]);
}

function similar(a: AnalysisIssue, b: AnalysisIssue): boolean {
  const useQuotes = a.originalText && b.originalText;
  const [x, y] = useQuotes ? [a.originalText, b.originalText] : [a.explanation, b.explanation];
  const [sx, sy] = [squash(x), squash(y)];
  if (useQuotes && Math.min(sx.length, sy.length) >= 12 && (sx.includes(sy) || sy.includes(sx))) return true;
  const wx = contentWords(x);
  const wy = contentWords(y);
  const shared = [...wx].filter((w) => wy.has(w)).length;
  const union = new Set([...wx, ...wy]).size;
  return union > 0 && shared / union >= (useQuotes ? 0.5 : 0.3);
}

const STOP_WORDS = new Set(
  'the a an and or of to for in on at by with is are be this that it as not no your you will any from'.split(
    ' ',
  ),
);

function contentWords(s: string): Set<string> {
  return new Set(
    s
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w)),
  );
}

const SECTION_ALIASES: [RegExp, string][] = [
  [/scope|work|install/, SECTIONS.scope],
  [/material|product|equipment|spec/, SECTIONS.materials],
  [/pric|cost|total/, SECTIONS.pricing],
  [/pay|deposit|financ/, SECTIONS.payment],
  [/licen|insur|contractor/, SECTIONS.licensing],
  [/permit|inspect/, SECTIONS.permits],
  [/schedul|timeline|time|start|complet/, SECTIONS.schedule],
  [/warrant|guarant/, SECTIONS.warranty],
  [/change/, SECTIONS.changeOrders],
  [/clean|dispos|debris/, SECTIONS.cleanup],
  [/sales|pressure|tactic/, SECTIONS.salesTactics],
];

/** Maps the model's section name to ours ("Payment" -> "Payment Terms"); unknown names are kept. */
function canonicalSection(section: string): string {
  const s = section.trim().toLowerCase();
  if (!s) return '';
  return (
    Object.values(SECTIONS).find((c) => c.toLowerCase() === s) ??
    SECTION_ALIASES.find(([re]) => re.test(s))?.[1] ??
    section.trim()
  );
}

function squash(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9$%.]+/g, ' ')
    .trim();
}
