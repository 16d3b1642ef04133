// Original file: proto/analysis.proto


export interface ReportCell {
  'value'?: (string);
  'state'?: (string);
}

export interface ReportCell__Output {
  'value': (string);
  'state': (string);
}
