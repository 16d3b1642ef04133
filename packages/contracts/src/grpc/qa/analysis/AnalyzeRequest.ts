// Original file: proto/analysis.proto

import type { StoredFile as _qa_common_StoredFile, StoredFile__Output as _qa_common_StoredFile__Output } from '../../qa/common/StoredFile';

export interface AnalyzeRequest {
  'files'?: (_qa_common_StoredFile)[];
  'projectType'?: (string);
  'contractorName'?: (string);
}

export interface AnalyzeRequest__Output {
  'files': (_qa_common_StoredFile__Output)[];
  'projectType': (string);
  'contractorName': (string);
}
