// Original file: proto/quote.proto


export interface ListQuotesRequest {
  'userId'?: (string);
}

export interface ListQuotesRequest__Output {
  'userId': (string);
}
