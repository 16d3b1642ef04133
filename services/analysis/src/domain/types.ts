// Types shared by the analyser's modules. The public API (analyzer.ts) re-exports the ones callers need.
import type { AnalysisIssue } from '@qa/contracts';

export interface QuoteFile {
  fileName: string;
  mimeType: string; // application/pdf | image/png | image/jpeg
  bytes: Buffer;
}

export interface AnalyzeInput {
  files: QuoteFile[];
  projectType: string; // roofing | kitchen | bath | hvac | solar | flooring, or free text for "other"
  contractorName: string;
}

export type ReadMethod = 'text' | 'ocr';

/** One page of the submission as read: file index, 1-based page number, how it was read and its lines. */
export interface PageText {
  file: number;
  page: number;
  method: ReadMethod;
  lines: string[];
}

/** An issue plus a stable id saying which check raised it (e.g. "payment.deposit-high"). */
export interface Finding extends AnalysisIssue {
  id: string;
}

/** The sections a quote is checked for; a section with no finding is reported as clear. */
export const SECTIONS = {
  scope: 'Scope of Work',
  materials: 'Materials',
  pricing: 'Pricing',
  payment: 'Payment Terms',
  licensing: 'Licensing & Insurance',
  permits: 'Permits',
  schedule: 'Schedule',
  warranty: 'Warranty',
  changeOrders: 'Change Orders',
  cleanup: 'Cleanup & Disposal',
  salesTactics: 'Sales Tactics',
} as const;
export type Section = (typeof SECTIONS)[keyof typeof SECTIONS];
