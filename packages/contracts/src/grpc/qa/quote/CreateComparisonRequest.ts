// Original file: proto/quote.proto


export interface CreateComparisonRequest {
  'userId'?: (string);
  'quoteIds'?: (string)[];
}

export interface CreateComparisonRequest__Output {
  'userId': (string);
  'quoteIds': (string)[];
}
