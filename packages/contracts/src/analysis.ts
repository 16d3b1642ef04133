// The analysis result of spec §3, as the analyser produces it and events carry it.
import { z } from 'zod';

export const issueTypes = ['high', 'medium', 'clarification'] as const;
export type IssueType = (typeof issueTypes)[number];

export const issueSchema = z.object({
  issueType: z.enum(issueTypes),
  section: z.string().min(1),
  originalText: z.string(),
  explanation: z.string().min(1),
  questions: z.array(z.string().min(1)).min(1).max(3),
});

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
  provider: z.string(),
  pages: z.array(z.object({ file: z.number().int(), page: z.number().int(), method: z.enum(['text', 'ocr']) })),
  overview: z.string(),
  clearSections: z.array(z.string()),
  priceLines: z.array(z.object({ label: z.string(), amount: z.number() })),
});

export type AnalysisIssue = z.infer<typeof issueSchema>;
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const projectTypes = ['roofing', 'kitchen', 'bath', 'hvac', 'solar', 'flooring'] as const;

/** The gRPC message form of a result: proto3 has no null, so a missing price is left out. */
export function analysisToProto(result: AnalysisResult) {
  const { extractedPrice, ...rest } = result;
  return extractedPrice === null ? rest : { ...rest, extractedPrice };
}

/** Back from the gRPC message (defaults filled in by proto-loader) to the schema's shape. */
export function analysisFromProto(msg: unknown): AnalysisResult {
  const m = msg as Omit<AnalysisResult, 'extractedPrice'> & { extractedPrice?: number | null };
  return analysisResultSchema.parse({ ...m, extractedPrice: m.extractedPrice ?? null });
}
