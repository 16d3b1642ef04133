// Original file: proto/analysis.proto

import type { ReportRow as _qa_analysis_ReportRow, ReportRow__Output as _qa_analysis_ReportRow__Output } from '../../qa/analysis/ReportRow';

export interface ComparisonReportRequest {
  'comparisonId'?: (string);
  'title'?: (string);
  'createdAt'?: (string);
  'contractors'?: (string)[];
  'summary'?: (string)[];
  'gaps'?: (string)[];
  'likeForLike'?: (string)[];
  'notes'?: (string)[];
  'rows'?: (_qa_analysis_ReportRow)[];
}

export interface ComparisonReportRequest__Output {
  'comparisonId': (string);
  'title': (string);
  'createdAt': (string);
  'contractors': (string)[];
  'summary': (string)[];
  'gaps': (string)[];
  'likeForLike': (string)[];
  'notes': (string)[];
  'rows': (_qa_analysis_ReportRow__Output)[];
}
