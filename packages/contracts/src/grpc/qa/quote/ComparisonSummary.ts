// Original file: proto/quote.proto


export interface ComparisonSummary {
  'id'?: (string);
  'createdAt'?: (string);
  'title'?: (string);
  'contractorNames'?: (string)[];
  'quoteIds'?: (string)[];
}

export interface ComparisonSummary__Output {
  'id': (string);
  'createdAt': (string);
  'title': (string);
  'contractorNames': (string)[];
  'quoteIds': (string)[];
}
