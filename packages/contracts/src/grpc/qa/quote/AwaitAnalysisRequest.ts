// Original file: proto/quote.proto


export interface AwaitAnalysisRequest {
  'userId'?: (string);
  'quoteId'?: (string);
  'waitMs'?: (number);
}

export interface AwaitAnalysisRequest__Output {
  'userId': (string);
  'quoteId': (string);
  'waitMs': (number);
}
