// Original file: proto/quote.proto


export interface QuoteRef {
  'userId'?: (string);
  'quoteId'?: (string);
}

export interface QuoteRef__Output {
  'userId': (string);
  'quoteId': (string);
}
