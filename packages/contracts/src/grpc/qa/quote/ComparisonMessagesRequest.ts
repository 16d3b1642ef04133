// Original file: proto/quote.proto


export interface ComparisonMessagesRequest {
  'userId'?: (string);
  'comparisonId'?: (string);
  'homeownerName'?: (string);
}

export interface ComparisonMessagesRequest__Output {
  'userId': (string);
  'comparisonId': (string);
  'homeownerName': (string);
}
