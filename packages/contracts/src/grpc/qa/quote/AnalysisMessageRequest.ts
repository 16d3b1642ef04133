// Original file: proto/quote.proto


export interface AnalysisMessageRequest {
  'userId'?: (string);
  'quoteId'?: (string);
  'homeownerName'?: (string);
}

export interface AnalysisMessageRequest__Output {
  'userId': (string);
  'quoteId': (string);
  'homeownerName': (string);
}
