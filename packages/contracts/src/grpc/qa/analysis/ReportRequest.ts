// Original file: proto/analysis.proto

import type { AnalysisResult as _qa_common_AnalysisResult, AnalysisResult__Output as _qa_common_AnalysisResult__Output } from '../../qa/common/AnalysisResult';

export interface ReportRequest {
  'quoteId'?: (string);
  'contractorName'?: (string);
  'projectType'?: (string);
  'createdAt'?: (string);
  'analysis'?: (_qa_common_AnalysisResult | null);
}

export interface ReportRequest__Output {
  'quoteId': (string);
  'contractorName': (string);
  'projectType': (string);
  'createdAt': (string);
  'analysis': (_qa_common_AnalysisResult__Output | null);
}
