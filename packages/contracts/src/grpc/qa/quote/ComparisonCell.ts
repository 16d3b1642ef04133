// Original file: proto/quote.proto


export interface ComparisonCell {
  'state'?: (string);
  'value'?: (string);
  'words'?: (string);
  'note'?: (string);
}

export interface ComparisonCell__Output {
  'state': (string);
  'value': (string);
  'words': (string);
  'note': (string);
}
