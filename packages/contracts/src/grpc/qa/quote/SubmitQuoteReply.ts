// Original file: proto/quote.proto


export interface SubmitQuoteReply {
  'quoteId'?: (string);
}

export interface SubmitQuoteReply__Output {
  'quoteId': (string);
}
