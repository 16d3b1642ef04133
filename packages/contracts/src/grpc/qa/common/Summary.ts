// Original file: proto/common.proto


export interface Summary {
  'highRiskCount'?: (number);
  'mediumRiskCount'?: (number);
  'clarificationCount'?: (number);
  'clearSectionCount'?: (number);
}

export interface Summary__Output {
  'highRiskCount': (number);
  'mediumRiskCount': (number);
  'clarificationCount': (number);
  'clearSectionCount': (number);
}
