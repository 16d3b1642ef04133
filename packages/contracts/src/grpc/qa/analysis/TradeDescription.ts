// Original file: proto/analysis.proto

import type { ChecklistItem as _qa_analysis_ChecklistItem, ChecklistItem__Output as _qa_analysis_ChecklistItem__Output } from '../../qa/analysis/ChecklistItem';

export interface TradeDescription {
  'trade'?: (string);
  'label'?: (string);
  'items'?: (_qa_analysis_ChecklistItem)[];
}

export interface TradeDescription__Output {
  'trade': (string);
  'label': (string);
  'items': (_qa_analysis_ChecklistItem__Output)[];
}
