// Original file: proto/analysis.proto

import type { ReportCell as _qa_analysis_ReportCell, ReportCell__Output as _qa_analysis_ReportCell__Output } from '../../qa/analysis/ReportCell';

export interface ReportRow {
  'label'?: (string);
  'group'?: (string);
  'cells'?: (_qa_analysis_ReportCell)[];
  'differs'?: (boolean);
}

export interface ReportRow__Output {
  'label': (string);
  'group': (string);
  'cells': (_qa_analysis_ReportCell__Output)[];
  'differs': (boolean);
}
